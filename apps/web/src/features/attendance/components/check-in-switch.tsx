import { Switch } from '@mantine/core';
import type { Attendee } from '@console/contracts';
import { useChangeAttendance } from '../hooks/use-change-attendance.ts';
import { useTranslation } from 'react-i18next';

export interface CheckInSwitchProps {
  eventCode: number;
  attendee: Attendee;
}

/**
 * Checks a registered attendee in or out. It moves only once the server says OK; a failed call is
 * silent and the switch stays where it was (docs/product.md §5.4).
 */
export function CheckInSwitch({ eventCode, attendee }: CheckInSwitchProps) {
  const { t } = useTranslation();
  const change = useChangeAttendance(eventCode);

  function handleChange() {
    change.mutate({ action: attendee.checkIn ? 'check-out' : 'check-in', attendees: [attendee] });
  }

  return (
    <Switch
      aria-label={t('attendance.checkInOne', { name: attendee.fullname })}
      checked={attendee.checkIn}
      disabled={change.isPending}
      onChange={handleChange}
    />
  );
}
