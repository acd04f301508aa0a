import { i18n } from '../../lib/i18n/index.ts';
import type { AttendanceAction } from './attendance-actions.ts';

/** The attendance screens' toasts, in the language shown. */
export const attendanceMessages = {
  /** '3 attendees registered.' */
  succeeded: (action: AttendanceAction, count: number) => i18n.t(`attendance.done.${action}`, { count }),
  /** '2 attendees could not be registered. Please try again.' */
  failed: (action: AttendanceAction, count: number) => i18n.t(`attendance.notDone.${action}`, { count }),
  /** 'Ana Pérez registered.' */
  rowSucceeded: (action: AttendanceAction, name: string) => i18n.t(`attendance.rowDone.${action}`, { name }),
  rowFailed: (action: AttendanceAction, name: string) => i18n.t(`attendance.rowNotDone.${action}`, { name }),
};
