import { Button, Stack, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { DoorGroup } from '@console/contracts';
import { TARGET } from './kiosk-sizes.ts';

/** Several families share the digits typed: each chooses itself by its name, and nothing else of it shows. */
export function FamilyChoice({
  groups,
  onChoose,
  onBack,
}: {
  groups: DoorGroup[];
  onChoose: (group: DoorGroup) => void;
  onBack: () => void;
}) {
  const { t } = useTranslation();
  return (
    <Stack gap="lg" w="100%" maw={640} mx="auto">
      <Title order={1} ta="center">
        {t('kiosk.families.title')}
      </Title>
      <Stack gap="md" component="ul" aria-label={t('kiosk.families.title')} style={{ listStyle: 'none', padding: 0, margin: 0 }}>
        {groups.map((group) => (
          <li key={group.householdId}>
            <Button fullWidth h={TARGET + 16} fz={30} variant="default" onClick={() => onChoose(group)}>
              {group.name}
            </Button>
          </li>
        ))}
      </Stack>
      <Button h={TARGET} fz={24} variant="subtle" onClick={onBack}>
        {t('kiosk.families.back')}
      </Button>
    </Stack>
  );
}

/** None found: the family checks the number, or asks a volunteer. */
export function NoFamily({ onBack }: { onBack: () => void }) {
  const { t } = useTranslation();
  return (
    <Stack gap="lg" align="center" w="100%" maw={640} mx="auto">
      <Title order={1} ta="center" role="alert">
        {t('kiosk.families.none')}
      </Title>
      <Text size="xl" ta="center">
        {t('kiosk.families.noneHint')}
      </Text>
      <Button h={TARGET} fz={28} px={48} onClick={onBack}>
        {t('kiosk.families.back')}
      </Button>
    </Stack>
  );
}
