import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { CheckOutAnswer } from '@console/contracts';
import { apiFetch } from '../../../lib/api-client.ts';
import { attendeeKeys } from '../../attendees/api/attendee-keys.ts';
import { doorKeys } from '../../door/api/door-keys.ts';
import { checkOutKeys } from './check-out-keys.ts';

/** What a check-out sends: the batch's code as the adult showed it, the children collected, one id for retries. */
export interface CheckOut {
  eventCode: number;
  securityCode: string;
  memberCodes: number[];
  scanId: string;
}

/**
 * `POST /api/events/{code}/check-outs`: children collected with their batch's code (staff or a
 * manned station); a code that is not their batch's is a 409 and changes nothing.
 */
export function checkOut({ eventCode, ...body }: CheckOut, signal?: AbortSignal): Promise<CheckOutAnswer> {
  return apiFetch<CheckOutAnswer>(`/events/${eventCode}/check-outs`, { method: 'POST', body, signal });
}

/** A check-out, then the event's lookups, door searches and attendees read again: the children are no longer present. */
export function useCheckOut() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: CheckOut) => checkOut(input),
    onSettled: (_answer, _error, { eventCode }) =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: checkOutKeys.event(eventCode) }),
        queryClient.invalidateQueries({ queryKey: doorKeys.searches() }),
        queryClient.invalidateQueries({ queryKey: attendeeKeys.event(eventCode) }),
      ]),
  });
}
