import { messages } from '@console/contracts';
import { toast } from '../../components/toasts/toast-store.ts';
import { ApiError } from '../../lib/api-client.ts';
import type { ChangeAttendanceResult } from './hooks/use-change-attendance.ts';
import { attendanceMessages } from './messages.ts';
import { translateToken } from '../../lib/i18n/translate.ts';

function isEventCancelled(error: unknown): boolean {
  return error instanceof ApiError && error.status === 409 && error.code === messages.events.cancelled;
}

/**
 * Toasts for a register/unregister: what succeeded, then what failed. A cancelled event
 * (a 409 with the code `events.cancelled`) is named as such, once, as a danger toast.
 */
export function reportResult({ action, succeeded, failed }: ChangeAttendanceResult, fullname?: string) {
  if (succeeded.length > 0) {
    toast.success(fullname ? attendanceMessages.rowSucceeded(action, fullname) : attendanceMessages.succeeded(action, succeeded.length));
  }
  if (failed.length === 0) return;
  if (failed.some((failure) => isEventCancelled(failure.error))) {
    toast.danger(translateToken(messages.events.cancelled));
    return;
  }
  if (fullname) toast.danger(attendanceMessages.rowFailed(action, fullname));
  else if (succeeded.length > 0) toast.warning(attendanceMessages.failed(action, failed.length));
  else toast.danger(attendanceMessages.failed(action, failed.length));
}
