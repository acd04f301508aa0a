import { keepPreviousData, useQuery } from '@tanstack/react-query';
import type { CheckInLog } from '@console/contracts';
import { apiFetch } from '../../../lib/api-client.ts';
import { attendeeKeys } from './attendee-keys.ts';

export const CHECK_IN_LOG_PAGE_SIZE = 10;

/** `GET /api/events/{code}/check-ins`: one page of the event's check-in log, newest first. */
export function useCheckInLog(eventCode: number, page: number) {
  return useQuery({
    queryKey: attendeeKeys.checkIns(eventCode, page),
    queryFn: ({ signal }) =>
      apiFetch<CheckInLog>(`/events/${eventCode}/check-ins`, { query: { page, size: CHECK_IN_LOG_PAGE_SIZE }, signal }),
    placeholderData: keepPreviousData,
  });
}
