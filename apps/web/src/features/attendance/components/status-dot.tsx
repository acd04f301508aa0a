import { Badge } from '@mantine/core';
import type { AttendeeStatus } from '../attendance-actions.ts';
import { useTranslation } from 'react-i18next';

const colors: Record<AttendeeStatus, string> = { unregistered: 'red', registered: 'blue', 'checked-in': 'green' };

export interface StatusDotProps {
  status: AttendeeStatus;
}

/** An attendee's status as a coloured dot and its name: red, blue or green. */
export function StatusDot({ status }: StatusDotProps) {
  const { t } = useTranslation();
  return (
    <Badge variant="dot" color={colors[status]} tt="none">
      {t(`attendance.status.${status}`)}
    </Badge>
  );
}
