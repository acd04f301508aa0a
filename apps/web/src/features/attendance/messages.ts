import type { AttendanceAction } from './attendance-actions.ts';

/** Each action in the past tense, for '3 attendees registered.'. */
const past: Record<AttendanceAction, string> = {
  register: 'registered',
  'register-and-check-in': 'registered and checked in',
  unregister: 'unregistered',
  'check-in': 'checked in',
  'check-out': 'checked out',
};

function attendees(count: number): string {
  return `${count} ${count === 1 ? 'attendee' : 'attendees'}`;
}

/** The attendance screens' toasts and load messages. */
export const attendanceMessages = {
  /** '3 attendees registered.' */
  succeeded: (action: AttendanceAction, count: number) => `${attendees(count)} ${past[action]}.`,
  /** '2 attendees could not be registered. Please try again.' */
  failed: (action: AttendanceAction, count: number) => `${attendees(count)} could not be ${past[action]}. Please try again.`,
  /** 'Ana Pérez registered.' */
  rowSucceeded: (action: AttendanceAction, fullname: string) => `${fullname} ${past[action]}.`,
  rowFailed: (action: AttendanceAction, fullname: string) => `${fullname} could not be ${past[action]}. Please try again.`,
};
