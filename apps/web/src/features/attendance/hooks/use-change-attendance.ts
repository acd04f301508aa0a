import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { Attendee, AttendeeList } from '@console/contracts';
import { attendanceCountsChanged, attendeeKeys } from '../../../entities/attendees/api/attendee-keys.ts';
import { registerAttendee } from '../../../entities/attendees/api/register-attendee.ts';
import { setCheckIn } from '../../../entities/attendees/api/set-check-in.ts';
import { unregisterAttendee } from '../../../entities/attendees/api/unregister-attendee.ts';
import { applyAction, type AttendanceAction } from '../attendance-actions.ts';

export interface ChangeAttendanceInput {
  action: AttendanceAction;
  attendees: Attendee[];
}

export interface ChangeAttendanceResult {
  action: AttendanceAction;
  /** The attendees whose call the server answered OK. */
  succeeded: Attendee[];
  failed: { attendee: Attendee; error: unknown }[];
}

function callFor(eventCode: number, action: AttendanceAction, attendeeCode: number): Promise<unknown> {
  switch (action) {
    case 'register':
      return registerAttendee(eventCode, attendeeCode, false);
    case 'register-and-check-in':
      return registerAttendee(eventCode, attendeeCode, true);
    case 'unregister':
      return unregisterAttendee(eventCode, attendeeCode);
    case 'check-in':
      return setCheckIn(eventCode, attendeeCode, true);
    case 'check-out':
      return setCheckIn(eventCode, attendeeCode, false);
  }
}

/** One call per attendee (the API has no bulk call); every call is made even when some fail. */
export async function changeAttendance(eventCode: number, { action, attendees }: ChangeAttendanceInput): Promise<ChangeAttendanceResult> {
  const results = await Promise.allSettled(attendees.map((attendee) => callFor(eventCode, action, attendee.code)));
  const result: ChangeAttendanceResult = { action, succeeded: [], failed: [] };
  results.forEach((settled, index) => {
    const attendee = attendees[index]!;
    if (settled.status === 'fulfilled') result.succeeded.push(attendee);
    else result.failed.push({ attendee, error: settled.reason });
  });
  return result;
}

/**
 * Registers, unregisters or checks in attendees of one event. Only the rows the server answered OK
 * change on screen (docs/product.md §5.6): they are patched in every cached list of the event,
 * the lists are marked stale for their next showing, and the event's counts are refetched.
 */
export function useChangeAttendance(eventCode: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: ChangeAttendanceInput) => changeAttendance(eventCode, input),
    onSuccess: ({ action, succeeded }) => {
      if (succeeded.length === 0) return;
      const codes = new Set(succeeded.map((attendee) => attendee.code));
      queryClient.setQueriesData<AttendeeList>(
        { queryKey: attendeeKeys.lists(eventCode) },
        (list) =>
          list && {
            ...list,
            attendees: list.attendees.map((attendee) => (codes.has(attendee.code) ? applyAction(attendee, action) : attendee)),
          },
      );
      void queryClient.invalidateQueries({ queryKey: attendeeKeys.lists(eventCode), refetchType: 'none' });
      void attendanceCountsChanged(queryClient, eventCode);
    },
  });
}
