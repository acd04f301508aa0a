import { Button, Group } from '@mantine/core';
import type { Attendee } from '@console/contracts';
import { isActionAllowed, type AttendanceAction } from '../attendance-actions.ts';
import { useChangeAttendance } from '../hooks/use-change-attendance.ts';
import { reportResult } from '../report-result.ts';

/** The actions of the registration screen, with their button text. */
export const REGISTRATION_ACTIONS: { action: AttendanceAction; label: string; color: string }[] = [
  { action: 'register', label: 'Register', color: 'blue' },
  { action: 'register-and-check-in', label: 'Register and check in', color: 'green' },
  { action: 'unregister', label: 'Unregister', color: 'red' },
];

export interface RowRegistrationActionsProps {
  eventCode: number;
  attendee: Attendee;
}

/** One attendee's actions, only those their status allows. */
export function RowRegistrationActions({ eventCode, attendee }: RowRegistrationActionsProps) {
  const change = useChangeAttendance(eventCode);

  function handleAction(action: AttendanceAction) {
    change.mutate({ action, attendees: [attendee] }, { onSuccess: (result) => reportResult(result, attendee.fullname) });
  }

  return (
    <Group gap={4} wrap="nowrap">
      {REGISTRATION_ACTIONS.filter(({ action }) => isActionAllowed(action, attendee)).map(({ action, label, color }) => (
        <Button
          key={action}
          size="compact-xs"
          variant="subtle"
          color={color}
          aria-label={`${label} ${attendee.fullname}`}
          disabled={change.isPending}
          loading={change.isPending && change.variables.action === action}
          onClick={() => handleAction(action)}
        >
          {label}
        </Button>
      ))}
    </Group>
  );
}
