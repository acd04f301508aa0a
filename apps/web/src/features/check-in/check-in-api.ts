import { registerAttendee } from '../../entities/attendees/api/register-attendee.ts';
import { checkInOrRegister, setCheckIn } from '../../entities/attendees/api/set-check-in.ts';
import { checkInFamily } from '../../entities/door/api/family-door.ts';
import type { CheckInApi } from './check-in-flow.ts';

/** The attendance calls of the check-in flow, on the real API. */
export const checkInApi: CheckInApi = {
  checkIn: ({ eventCode, memberCode, scanId, station }, signal) => setCheckIn(eventCode, memberCode, true, { scanId, station }, signal),
  checkInOrRegister: ({ eventCode, memberCode, scanId, station }, signal) =>
    checkInOrRegister(eventCode, memberCode, { scanId, station }, signal),
  registerAndCheckIn: ({ eventCode, memberCode, scanId, station }, signal) =>
    registerAttendee(eventCode, memberCode, true, { scanId, station }, signal),
  checkInFamily,
};
