import type { ReactNode } from 'react';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { renderHook, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { Event, EventList } from '@console/contracts';
import { stubEventSource, type FakeEventSource } from '../../../test/fake-event-source.ts';
import { stubApi, type ApiCall } from '../../../test/stub-api.ts';
import { eventKeys } from '../../events/api/event-keys.ts';
import { useEvent } from '../../events/api/get-event.ts';
import { attendanceCountsChanged, attendeeKeys } from './attendee-keys.ts';
import { countsArePushed } from './live-counts.ts';
import { useLiveCounts } from './use-live-counts.ts';

const event = (code: number, registered: number, checked: number) => ({ code, name: `Event ${code}`, registered, checked }) as Event;
const list = (...events: Event[]): EventList => ({ totalCount: events.length, events });
const listA = eventKeys.list({ page: 1, size: 10, sort: 'start-date', direction: 'asc', venue: [], status: [] });
const listB = eventKeys.list({ page: 2, size: 10, sort: 'start-date', direction: 'asc', venue: [], status: [] });
const attendees = attendeeKeys.list(7, { page: 1, registered: true });

let streams: FakeEventSource[];
let calls: ApiCall[];
let queryClient: QueryClient;
/** The event's counts on the server. */
let server: { registered: number; checked: number };

beforeEach(() => {
  streams = stubEventSource();
  server = { registered: 3, checked: 1 };
  ({ calls } = stubApi((call) => (call.pathname === '/api/events/7' ? { body: event(7, server.registered, server.checked) } : undefined)));
  queryClient = new QueryClient({ defaultOptions: { queries: { retry: false, staleTime: 30_000 } } });
});

afterEach(() => {
  vi.unstubAllGlobals();
  queryClient.clear();
});

/** The event's page: the event shown, and its live stream open. */
function renderEventPage() {
  const wrapper = ({ children }: { children: ReactNode }) => <QueryClientProvider client={queryClient}>{children}</QueryClientProvider>;
  return renderHook(
    () => {
      useLiveCounts(7);
      return useEvent(7);
    },
    { wrapper },
  );
}

const eventReads = () => calls.filter((call) => call.method === 'GET' && call.pathname === '/api/events/7').length;

describe('useLiveCounts', () => {
  it('writes the pushed counts into the event and every list page that shows it, fetching nothing', async () => {
    const other = event(8, 5, 5);
    queryClient.setQueryData(listA, list(event(7, 3, 1), other), { updatedAt: 1_000 });
    queryClient.setQueryData(listB, list(other), { updatedAt: 2_000 });
    queryClient.setQueryData(attendees, { totalCount: 0, attendees: [] });
    const page = renderEventPage();
    await waitFor(() => expect(page.result.current.data?.checked).toBe(1));
    const fetchedAt = queryClient.getQueryState(eventKeys.detail(7))!.dataUpdatedAt;
    const untouched = queryClient.getQueryData(listB);
    expect(streams.map((stream) => stream.url)).toEqual(['/api/events/7/live']);

    streams[0]!.send('counts', { registered: 4, checked: 2, present: 2 });

    await waitFor(() => expect(page.result.current.data).toMatchObject({ registered: 4, checked: 2, name: 'Event 7' }));
    expect(queryClient.getQueryData<EventList>(listA)!.events).toEqual([{ ...event(7, 4, 2) }, other]);
    expect(queryClient.getQueryData<EventList>(listA)!.events[1]).toBe(other);
    expect(queryClient.getQueryData(listB)).toBe(untouched);
    // The counts are new; the rest of each answer is as old as it was, and goes stale when it would have.
    expect(queryClient.getQueryState(eventKeys.detail(7))!.dataUpdatedAt).toBe(fetchedAt);
    expect(queryClient.getQueryState(listA)!.dataUpdatedAt).toBe(1_000);
    expect(queryClient.getQueryState(listB)!.dataUpdatedAt).toBe(2_000);
    // Who changed is not pushed: the attendee lists are read again when next shown.
    expect(queryClient.getQueryState(attendees)!.isInvalidated).toBe(true);
    expect(eventReads()).toBe(1);
  });

  it('leaves the attendee lists alone when the counts pushed are the ones shown', async () => {
    queryClient.setQueryData(attendees, { totalCount: 0, attendees: [] });
    const page = renderEventPage();
    await waitFor(() => expect(page.result.current.data?.checked).toBe(1));
    streams[0]!.send('counts', { registered: 3, checked: 1, present: 1 });
    streams[0]!.send('counts', { registered: 'x' });
    expect(queryClient.getQueryState(attendees)!.isInvalidated).toBe(false);
  });

  it('keeps the pushed present count under its own key, and reads the attendee lists again when only it moved', async () => {
    queryClient.setQueryData(attendees, { totalCount: 0, attendees: [] });
    const page = renderEventPage();
    await waitFor(() => expect(page.result.current.data?.checked).toBe(1));
    expect(queryClient.getQueryData(eventKeys.present(7))).toBeUndefined();

    // The first count pushed is news to nobody: the lists were read with the event.
    streams[0]!.send('counts', { registered: 3, checked: 1, present: 1 });
    expect(queryClient.getQueryData(eventKeys.present(7))).toBe(1);
    expect(page.result.current.data).not.toHaveProperty('present');
    expect(queryClient.getQueryState(attendees)!.isInvalidated).toBe(false);

    // Someone checked out elsewhere: as many checked in, one fewer present, and the lists show who left.
    streams[0]!.send('counts', { registered: 3, checked: 1, present: 0 });
    expect(queryClient.getQueryData(eventKeys.present(7))).toBe(0);
    expect(queryClient.getQueryState(attendees)!.isInvalidated).toBe(true);

    // The screen closed: no stream keeps the count current, so it is forgotten.
    page.unmount();
    expect(queryClient.getQueryData(eventKeys.present(7))).toBeNull();
  });

  it('lets a change made here wait for the pushed counts while they arrive, and refetch them while they do not', async () => {
    const page = renderEventPage();
    await waitFor(() => expect(page.result.current.data?.checked).toBe(1));
    expect(countsArePushed(queryClient, 7)).toBe(false);

    streams[0]!.send('counts', { registered: 3, checked: 1, present: 1 });
    expect(countsArePushed(queryClient, 7)).toBe(true);
    server.checked = 2;
    await attendanceCountsChanged(queryClient, 7);
    expect(eventReads()).toBe(1);
    streams[0]!.send('counts', { registered: 3, checked: 2, present: 2 });
    await waitFor(() => expect(page.result.current.data?.checked).toBe(2));
    expect(eventReads()).toBe(1);

    // The stream dropped: the change is read from the server, as without a stream.
    streams[0]!.drop();
    expect(countsArePushed(queryClient, 7)).toBe(false);
    server.checked = 3;
    await attendanceCountsChanged(queryClient, 7);
    await waitFor(() => expect(page.result.current.data?.checked).toBe(3));
    expect(eventReads()).toBe(2);

    // Back: the server sends the counts on connect.
    streams[0]!.send('counts', { registered: 3, checked: 3, present: 3 });
    expect(countsArePushed(queryClient, 7)).toBe(true);
    page.unmount();
    expect(streams[0]!.closed).toBe(true);
    expect(countsArePushed(queryClient, 7)).toBe(false);
  });

  it('keeps the pushed counts when a read of the event that went out before the push lands after it', async () => {
    const page = renderEventPage();
    await waitFor(() => expect(page.result.current.data?.checked).toBe(1));
    streams[0]!.send('counts', { registered: 3, checked: 1, present: 1 });
    // The event is read again, and the server answers with the counts of that moment, late.
    let answer: (value: { body: Event }) => void = () => {};
    stubApi((call) => (call.pathname === '/api/events/7' ? new Promise<{ body: Event }>((resolve) => (answer = resolve)) : undefined));
    const reading = page.result.current.refetch();
    // Meanwhile the check-ins sent from this door were saved, and the stream says so.
    streams[0]!.send('counts', { registered: 3, checked: 10, present: 10 });
    await waitFor(() => expect(page.result.current.data?.checked).toBe(10));
    answer({ body: event(7, 3, 1) });
    await reading;
    await waitFor(() => expect(queryClient.getQueryState(eventKeys.detail(7))!.fetchStatus).toBe('idle'));
    expect(page.result.current.data).toMatchObject({ registered: 3, checked: 10 });

    // Without a stream, the answer read is the one shown.
    streams[0]!.drop();
    stubApi((call) => (call.pathname === '/api/events/7' ? { body: event(7, 3, 4) } : undefined));
    await page.result.current.refetch();
    await waitFor(() => expect(page.result.current.data?.checked).toBe(4));
  });

  it('reads the event when the counts come and the event was never read (the screen opened offline)', async () => {
    let online = false;
    stubApi((call) =>
      online && call.pathname === '/api/events/7' ? { body: event(7, server.registered, server.checked) } : { status: 503 },
    );
    const page = renderEventPage();
    await waitFor(() => expect(page.result.current.isError).toBe(true));
    online = true;
    server.checked = 10;
    streams[0]!.send('counts', { registered: 3, checked: 10, present: 10 });
    await waitFor(() => expect(page.result.current.data).toMatchObject({ registered: 3, checked: 10 }));
  });
});
