import { Alert, Text } from '@mantine/core';
import { IconFirstAidKit } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { MEMBER_CARE_FIELDS, type Care } from '@console/contracts';

/** A child's care in red, announced: what the room's leader must know before the child goes in. */
export function CareAlert({ care, name }: { care: Care; name: string }) {
  const { t } = useTranslation();
  const fields = MEMBER_CARE_FIELDS.filter((field) => care[field]);
  if (fields.length === 0) return null;
  return (
    <Alert color="red.9" variant="filled" role="alert" icon={<IconFirstAidKit aria-hidden />} title={t('checkIn.care.titleFor', { name })}>
      {fields.map((field) => (
        <Text key={field} fz="lg" c="white">
          <Text span fw={700} inherit>
            {t(`checkIn.care.${field}`)}:
          </Text>{' '}
          {care[field]}
        </Text>
      ))}
    </Alert>
  );
}
