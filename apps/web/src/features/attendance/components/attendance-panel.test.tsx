import { screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { toast } from '../../../components/toasts/toast-store.ts';
import { stubEventSource } from '../../../test/fake-event-source.ts';
import { renderWithApp } from '../../../test/render.tsx';
import { attendeesAnswer, buildAttendee, buildEvent, deferred, stubApi, type ApiAnswer } from '../../../test/attendance-fixtures.ts';
import { AttendancePanel } from './attendance-panel.tsx';

afterEach(() => {
  vi.restoreAllMocks();
  vi.unstubAllGlobals();
});

const event = buildEvent({ code: 42, registered: 2, checked: 0 });

function renderPanel(url = '/events/42') {
  return renderWithApp(<AttendancePanel event={event} />, { url, path: '/events/:code' });
}

describe('AttendancePanel', () => {
  it('lists the registered attendees ten a page with a count, and links to registration and QR check-in', async () => {
    const { calls } = stubApi((call) =>
      call.pathname === '/api/events/42/attendees'
        ? attendeesAnswer([buildAttendee({ code: 7, fullname: 'Ana Pérez', registered: true })], call)
        : undefined,
    );
    renderPanel();
    expect(await screen.findByRole('cell', { name: 'Ana Pérez' })).toBeInTheDocument();
    const params = calls[0]!.params;
    expect(params.get('registered')).toBe('true');
    expect(params.get('count')).toBe('true');
    expect(params.get('size')).toBe('10');
    expect(params.get('page')).toBe('1');
    expect(screen.getByText('Registered: 2')).toBeInTheDocument();
    expect(screen.getByText('Checked In: 0')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Add or Remove' })).toHaveAttribute('href', '/events/42/registration');
    expect(screen.getByRole('link', { name: 'QR Check-In' })).toHaveAttribute('href', '/events/42/check-in');
  });

  it('shows how many are present only once the live stream has pushed it', async () => {
    const streams = stubEventSource();
    stubApi((call) => (call.pathname === '/api/events/42/attendees' ? attendeesAnswer([], call) : undefined));
    renderPanel();
    const counts = await screen.findByRole('status', { name: 'Attendance counts' });
    expect(counts).toHaveTextContent('Registered: 2');
    expect(counts).not.toHaveTextContent('Present');
    expect(streams.map((stream) => stream.url)).toEqual(['/api/events/42/live']);

    streams[0]!.send('counts', { registered: 2, checked: 2, present: 1 });
    expect(await within(counts).findByText('Present: 1')).toBeInTheDocument();
  });

  it('moves the Check-In switch only after the server says OK', async () => {
    const ana = buildAttendee({ code: 7, fullname: 'Ana Pérez', registered: true });
    const answer = deferred<ApiAnswer>();
    const { calls } = stubApi((call) => {
      if (call.method === 'GET' && call.pathname === '/api/events/42/attendees') return attendeesAnswer([ana], call);
      if (call.method === 'PUT' && call.pathname === '/api/events/42/attendees/7') return answer.promise;
      if (call.method === 'GET' && call.pathname === '/api/events/42') return { body: event };
      return undefined;
    });
    const { user } = renderPanel();
    const checkIn = await screen.findByRole('switch', { name: 'Check in Ana Pérez' });
    expect(checkIn).not.toBeChecked();

    await user.click(checkIn);
    await waitFor(() => expect(calls.some((call) => call.method === 'PUT')).toBe(true));
    expect(calls.find((call) => call.method === 'PUT')!.body).toEqual({ checkIn: true });
    expect(checkIn).not.toBeChecked();

    answer.resolve({ body: { ...ana, checkIn: true } });
    await waitFor(() => expect(checkIn).toBeChecked());
  });

  it('toggles a checked-in attendee back out', async () => {
    const ana = buildAttendee({ code: 7, fullname: 'Ana Pérez', registered: true, checkIn: true });
    const { calls } = stubApi((call) => {
      if (call.method === 'GET' && call.pathname === '/api/events/42/attendees') return attendeesAnswer([ana], call);
      if (call.method === 'PUT') return { body: { ...ana, checkIn: false } };
      return undefined;
    });
    const { user } = renderPanel();
    const checkIn = await screen.findByRole('switch', { name: 'Check in Ana Pérez' });
    expect(checkIn).toBeChecked();
    await user.click(checkIn);
    await waitFor(() => expect(checkIn).not.toBeChecked());
    expect(calls.find((call) => call.method === 'PUT')!.body).toEqual({ checkIn: false });
  });

  it('leaves the switch where it was, silently, when the check-in fails', async () => {
    const ana = buildAttendee({ code: 7, fullname: 'Ana Pérez', registered: true });
    const { calls } = stubApi((call) => {
      if (call.method === 'GET' && call.pathname === '/api/events/42/attendees') return attendeesAnswer([ana], call);
      if (call.method === 'PUT') return { status: 500, body: { message: 'Internal server error' } };
      return undefined;
    });
    const toasts = [vi.spyOn(toast, 'danger'), vi.spyOn(toast, 'warning'), vi.spyOn(toast, 'success')];
    const { user } = renderPanel();
    const checkIn = await screen.findByRole('switch', { name: 'Check in Ana Pérez' });
    await user.click(checkIn);
    await waitFor(() => expect(calls.some((call) => call.method === 'PUT')).toBe(true));
    await waitFor(() => expect(checkIn).toBeEnabled());
    expect(checkIn).not.toBeChecked();
    for (const spy of toasts) expect(spy).not.toHaveBeenCalled();
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });

  it('jumps to the last page when a search lands on an empty page while the total is above zero', async () => {
    const anas = Array.from({ length: 12 }, (_, index) =>
      buildAttendee({ fullname: `Ana ${String(index).padStart(2, '0')}`, registered: true }),
    );
    const others = Array.from({ length: 20 }, (_, index) => buildAttendee({ fullname: `Bruno ${index}`, registered: true }));
    const { calls } = stubApi((call) =>
      call.pathname === '/api/events/42/attendees' ? attendeesAnswer([...anas, ...others], call) : undefined,
    );
    renderPanel('/events/42?page=3&search=ana');
    expect(await screen.findByRole('cell', { name: 'Ana 11' })).toBeInTheDocument();
    expect(screen.getByTestId('location')).toHaveTextContent('/events/42?page=2&search=ana');
    expect(calls.map((call) => call.params.get('page'))).toEqual(['3', '2']);
    const table = screen.getByRole('table', { name: 'Attendees' });
    expect(within(table).getAllByRole('row')).toHaveLength(3);
  });

  it('stays put and shows the empty text when the search finds nobody', async () => {
    stubApi((call) =>
      call.pathname === '/api/events/42/attendees'
        ? attendeesAnswer([buildAttendee({ fullname: 'Ana', registered: true })], call)
        : undefined,
    );
    renderPanel('/events/42?page=2&search=zzz');
    expect(await screen.findByText('No attendees to show!')).toBeInTheDocument();
    expect(screen.getByTestId('location')).toHaveTextContent('/events/42?page=2&search=zzz');
  });

  it('searches from page 1', async () => {
    const { calls } = stubApi((call) =>
      call.pathname === '/api/events/42/attendees'
        ? attendeesAnswer([buildAttendee({ fullname: 'Ana Pérez', registered: true })], call)
        : undefined,
    );
    const { user } = renderPanel('/events/42?page=2');
    await screen.findByText('No attendees to show!');
    await user.type(screen.getByRole('textbox', { name: 'Search attendees' }), 'ana{Enter}');
    expect(await screen.findByRole('cell', { name: 'Ana Pérez' })).toBeInTheDocument();
    expect(screen.getByTestId('location')).toHaveTextContent('/events/42?search=ana');
    expect(calls.at(-1)!.params.get('search')).toBe('ana');
  });
});
