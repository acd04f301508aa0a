import { Badge } from '@mantine/core';
import type { AttendeeStatus } from '../attendance-actions.ts';

const looks: Record<AttendeeStatus, { color: string; label: string }> = {
  unregistered: { color: 'red', label: 'Unregistered' },
  registered: { color: 'blue', label: 'Registered' },
  'checked-in': { color: 'green', label: 'Checked In' },
};

export interface StatusDotProps {
  status: AttendeeStatus;
}

/** An attendee's status as a coloured dot and its name: red, blue or green. */
export function StatusDot({ status }: StatusDotProps) {
  const { color, label } = looks[status];
  return (
    <Badge variant="dot" color={color} tt="none">
      {label}
    </Badge>
  );
}
