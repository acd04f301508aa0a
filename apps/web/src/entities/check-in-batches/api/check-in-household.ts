import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { BatchAnswer } from '@console/contracts';
import { apiFetch } from '../../../lib/api-client.ts';
import { attendeeKeys } from '../../attendees/api/attendee-keys.ts';
import { doorKeys } from '../../door/api/door-keys.ts';

/** What a household check-in sends: one id for the whole family (a retry answers the same), and who goes where. */
export interface HouseholdCheckIn {
  scanId: string;
  householdId: number;
  selections: { memberCode: number; eventCode: number }[];
}

/**
 * `POST /api/station/check-ins`: chosen members of one household checked in at once, under one
 * security code for the labels and the pickup tag.
 */
export function checkInHousehold(body: HouseholdCheckIn, signal?: AbortSignal): Promise<BatchAnswer> {
  return apiFetch<BatchAnswer>('/station/check-ins', { method: 'POST', body, signal });
}

/** A household check-in, then the door's searches and the attendance of every event it touched read again. */
export function useCheckInHousehold() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: HouseholdCheckIn) => checkInHousehold(input),
    onSettled: (_answer, _error, { selections }) =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: doorKeys.searches() }),
        ...[...new Set(selections.map((pick) => pick.eventCode))].map((eventCode) =>
          queryClient.invalidateQueries({ queryKey: attendeeKeys.event(eventCode) }),
        ),
      ]),
  });
}
