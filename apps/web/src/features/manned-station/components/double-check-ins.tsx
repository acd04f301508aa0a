import { Alert, List } from '@mantine/core';
import { IconAlertTriangle } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import type { StationSelf } from '@console/contracts';

/**
 * Today's children checked in by two batches (two kiosks offline at once): each has two pickup
 * tags, and either code checks them out, so the volunteer is told before the first family comes.
 */
export function DoubleCheckIns({ doubles }: { doubles: StationSelf['doubleCheckIns'] }) {
  const { t } = useTranslation();
  if (doubles.length === 0) return null;
  return (
    <Alert color="red" role="alert" title={t('mannedStation.doubles.title')} icon={<IconAlertTriangle aria-hidden />}>
      <List size="md" spacing={4}>
        {doubles.map((double) => (
          <List.Item key={`${double.eventCode}:${double.memberCode}`}>
            {t('mannedStation.doubles.item', {
              fullname: double.fullname,
              event: double.eventName,
              codes: double.securityCodes.join(', '),
            })}
          </List.Item>
        ))}
      </List>
      {t('mannedStation.doubles.hint')}
    </Alert>
  );
}
