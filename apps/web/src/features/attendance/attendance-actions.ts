import type { Attendee } from '@console/contracts';

/** What can be done to an attendee's attendance. */
export type AttendanceAction = 'register' | 'register-and-check-in' | 'unregister' | 'check-in' | 'check-out';

export type AttendeeStatus = 'unregistered' | 'registered' | 'checked-in';

export function attendeeStatus(attendee: Pick<Attendee, 'registered' | 'checkIn'>): AttendeeStatus {
  if (!attendee.registered) return 'unregistered';
  return attendee.checkIn ? 'checked-in' : 'registered';
}

/** Register is offered only to unregistered attendees, Unregister only to registered ones (docs/product.md §5.5). */
export function isActionAllowed(action: AttendanceAction, attendee: Pick<Attendee, 'registered' | 'checkIn'>): boolean {
  switch (action) {
    case 'register':
    case 'register-and-check-in':
      return !attendee.registered;
    case 'unregister':
    case 'check-in':
    case 'check-out':
      return attendee.registered;
  }
}

/** The attendance an action leaves once the server has said OK. */
export function applyAction(attendee: Attendee, action: AttendanceAction): Attendee {
  switch (action) {
    case 'register':
      return { ...attendee, registered: true, checkIn: false };
    case 'register-and-check-in':
      return { ...attendee, registered: true, checkIn: true };
    case 'unregister':
      return { ...attendee, registered: false, checkIn: false };
    case 'check-in':
      return { ...attendee, checkIn: true };
    case 'check-out':
      return { ...attendee, checkIn: false };
  }
}
