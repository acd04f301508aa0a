import { Alert, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';

/**
 * The kiosk header's word on its outbox: a quiet status while check-ins made offline wait (empty
 * once none does), and an alert for those the server refused, which a volunteer must see to.
 */
export function OutboxStatus({ waiting, refused }: { waiting: number; refused: number }) {
  const { t } = useTranslation();
  return (
    <>
      {refused > 0 && (
        <Alert color="red" role="alert" fz="lg" py="xs">
          {t('kiosk.offline.refused', { count: refused })}
        </Alert>
      )}
      <Text size="lg" fw={500} role="status" data-testid="outbox-status">
        {waiting > 0 ? t('kiosk.offline.waiting', { count: waiting }) : ''}
      </Text>
    </>
  );
}
