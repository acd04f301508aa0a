import { Button, Group } from '@mantine/core';
import type { Attendee } from '@console/contracts';
import { isActionAllowed, type AttendanceAction } from '../attendance-actions.ts';
import { useChangeAttendance } from '../hooks/use-change-attendance.ts';
import { reportResult } from '../report-result.ts';
import { useTranslation } from 'react-i18next';

/**
 * The actions of the registration screen (their text is `attendance.action.<action>`), as filled
 * buttons in shades dark enough for white text at 4.5:1 in both colour schemes.
 */
export const REGISTRATION_ACTIONS = [
  { action: 'register', color: 'blue.8' },
  { action: 'register-and-check-in', color: 'teal.9' },
  { action: 'unregister', color: 'red.9' },
] as const satisfies readonly { action: AttendanceAction; color: string }[];

export interface RowRegistrationActionsProps {
  eventCode: number;
  attendee: Attendee;
}

/** One attendee's actions, only those their status allows. */
export function RowRegistrationActions({ eventCode, attendee }: RowRegistrationActionsProps) {
  const { t } = useTranslation();
  const change = useChangeAttendance(eventCode);

  function handleAction(action: AttendanceAction) {
    change.mutate({ action, attendees: [attendee] }, { onSuccess: (result) => reportResult(result, attendee.fullname) });
  }

  return (
    <Group gap={4} wrap="nowrap">
      {REGISTRATION_ACTIONS.filter(({ action }) => isActionAllowed(action, attendee)).map(({ action, color }) => (
        <Button
          key={action}
          size="compact-xs"
          variant="filled"
          color={color}
          aria-label={t('attendance.actionOne', { action: t(`attendance.action.${action}`), name: attendee.fullname })}
          disabled={change.isPending}
          loading={change.isPending && change.variables.action === action}
          onClick={() => handleAction(action)}
        >
          {t(`attendance.action.${action}`)}
        </Button>
      ))}
    </Group>
  );
}
