import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { ATTENDEE_PAGE_SIZE, type AttendeeList } from '@console/contracts';
import { apiFetch, exportUrl } from '../../../lib/api-client.ts';
import { attendeeKeys, type AttendeesQuery } from './attendee-keys.ts';

export function getAttendees(eventCode: number, { page, search, registered }: AttendeesQuery, signal?: AbortSignal): Promise<AttendeeList> {
  return apiFetch<AttendeeList>(`/events/${eventCode}/attendees`, {
    query: { page, size: ATTENDEE_PAGE_SIZE, search, ...(registered && { registered: true, count: true }) },
    signal,
  });
}

/** Every attendee the list shows with this search, as a CSV download. */
export const attendeesExportUrl = (eventCode: number, { search, registered }: AttendeesQuery) =>
  exportUrl(`/events/${eventCode}/attendees`, { search, ...(registered && { registered: true }) });

export function getAttendeesQueryOptions(eventCode: number, query: AttendeesQuery) {
  return queryOptions({
    queryKey: attendeeKeys.list(eventCode, query),
    queryFn: ({ signal }) => getAttendees(eventCode, query, signal),
  });
}

/** One page of attendees; the previous page stays on screen while the next one loads. */
export function useAttendees(eventCode: number, query: AttendeesQuery) {
  return useQuery({ ...getAttendeesQueryOptions(eventCode, query), placeholderData: keepPreviousData });
}
