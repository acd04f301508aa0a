import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { BatchInput } from '@console/contracts';
import { attendeeKeys } from '../../attendees/api/attendee-keys.ts';
import { doorKeys } from '../../door/api/door-keys.ts';
import { stationCheckIn } from '../../stations/api/station-check-in.ts';

/**
 * A household check-in at a manned station (`POST /api/station/check-ins`), then the door's
 * searches and the attendance of every event it touched read again: unlike the self kiosk, the
 * volunteer's screen keeps its searches cached, and they now show who is in.
 */
export function useCheckInHousehold() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: BatchInput) => stationCheckIn(input),
    retry: false,
    onSettled: (_answer, _error, { selections }) =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: doorKeys.searches() }),
        ...[...new Set(selections.map((pick) => pick.eventCode))].map((eventCode) =>
          queryClient.invalidateQueries({ queryKey: attendeeKeys.event(eventCode) }),
        ),
      ]),
  });
}
