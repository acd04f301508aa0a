import { Alert, Badge, List } from '@mantine/core';
import { IconCloudUpload } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { translateApiMessage } from '../../../lib/i18n/translate.ts';
import type { Conflict } from '../hooks/use-outbox.ts';
import { useTimeOfDay } from './scan-answer-panel.tsx';

/** How many check-ins wait on this device for the network, always in view. */
export function WaitingCount({ count }: { count: number }) {
  const { t } = useTranslation();
  return (
    <Badge
      size="xl"
      // 'default' takes the scheme's own text colour: a fixed grey fails contrast in the dark.
      variant={count > 0 ? 'filled' : 'default'}
      color={count > 0 ? 'orange.9' : undefined}
      leftSection={<IconCloudUpload size={18} aria-hidden />}
      role="status"
      data-testid="waiting-count"
    >
      {t('checkIn.offline.waiting', { count })}
    </Badge>
  );
}

/** The check-ins decided here that the server saw otherwise (someone checked the member in elsewhere meanwhile). */
export function Conflicts({ conflicts }: { conflicts: Conflict[] }) {
  const { t } = useTranslation();
  const time = useTimeOfDay();
  if (conflicts.length === 0) return null;
  const describe = (conflict: Conflict) => {
    const name = conflict.fullname || t('checkIn.member', { code: conflict.memberCode });
    if (conflict.kind === 'refused') return t('checkIn.offline.refused', { name, message: translateApiMessage(conflict) });
    if (!conflict.at) return t('checkIn.alreadyCheckedIn');
    return conflict.by
      ? t('checkIn.offline.already', { name, time: time(conflict.at), by: conflict.by })
      : t('checkIn.offline.alreadyAtTime', { name, time: time(conflict.at) });
  };
  return (
    <Alert color="yellow" title={t('checkIn.offline.conflicts')} data-testid="conflicts">
      <List spacing={2}>
        {conflicts.map((conflict) => (
          <List.Item key={conflict.id}>{describe(conflict)}</List.Item>
        ))}
      </List>
    </Alert>
  );
}
