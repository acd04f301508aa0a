import { screen, waitFor, within } from '@testing-library/react';
import { errorBody, messages } from '@console/contracts';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { Attendee } from '@console/contracts';
import { toast } from '../../../components/toasts/toast-store.ts';
import { renderWithApp } from '../../../test/render.tsx';
import { useAttendeeList } from '../hooks/use-attendee-list.ts';
import { attendeesAnswer, buildAttendee, stubApi, type ApiCall } from '../../../test/attendance-fixtures.ts';
import { RegistrationTable } from './registration-table.tsx';

afterEach(() => {
  vi.restoreAllMocks();
  vi.unstubAllGlobals();
});

function RegistrationHarness() {
  const list = useAttendeeList(42, { registered: false });
  return <RegistrationTable eventCode={42} attendees={list.attendees} viewKey={list.viewKey} busy={list.busy} />;
}

const ana = () => buildAttendee({ code: 1, fullname: 'Ana' });
const bruno = () => buildAttendee({ code: 2, fullname: 'Bruno', registered: true });
const carla = () => buildAttendee({ code: 3, fullname: 'Carla', registered: true, checkIn: true });
const diego = () => buildAttendee({ code: 4, fullname: 'Diego' });

/** Serves the list (frozen: later GETs answer the first state) and answers changes with `change`. */
function serve(people: Attendee[], change: (call: ApiCall) => { status?: number; body?: unknown } = () => ({ status: 201, body: {} })) {
  return stubApi((call) => {
    if (call.method === 'GET' && call.pathname === '/api/events/42/attendees') return attendeesAnswer(people, call);
    if (call.method === 'GET' && call.pathname === '/api/events/42') return { status: 500, body: {} };
    if (call.method !== 'GET') return change(call);
    return undefined;
  });
}

function rowOf(name: string) {
  return screen.getByRole('cell', { name }).closest('tr')!;
}

describe('RegistrationTable', () => {
  it('lists every member with a coloured status and offers only the actions their status allows', async () => {
    const { calls } = serve([ana(), bruno(), carla()]);
    renderWithApp(<RegistrationHarness />);
    await screen.findByRole('cell', { name: 'Ana' });
    expect(calls[0]!.params.get('registered')).toBeNull();
    expect(calls[0]!.params.get('size')).toBe('10');

    expect(within(rowOf('Ana')).getByText('Unregistered')).toBeInTheDocument();
    expect(within(rowOf('Bruno')).getByText('Registered')).toBeInTheDocument();
    expect(within(rowOf('Carla')).getByText('Checked In')).toBeInTheDocument();

    expect(screen.getByRole('button', { name: 'Register Ana' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Register and check in Ana' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Unregister Ana' })).not.toBeInTheDocument();
    for (const name of ['Bruno', 'Carla']) {
      expect(screen.getByRole('button', { name: `Unregister ${name}` })).toBeInTheDocument();
      expect(screen.queryByRole('button', { name: `Register ${name}` })).not.toBeInTheDocument();
      expect(screen.queryByRole('button', { name: `Register and check in ${name}` })).not.toBeInTheDocument();
    }
  });

  it('registers, registers and checks in, and unregisters one row after the server says OK', async () => {
    const { calls } = serve([ana(), bruno(), diego()], (call) => (call.method === 'DELETE' ? { status: 204 } : { status: 201, body: {} }));
    const { user } = renderWithApp(<RegistrationHarness />);
    await user.click(await screen.findByRole('button', { name: 'Register Ana' }));
    await waitFor(() => expect(within(rowOf('Ana')).getByText('Registered')).toBeInTheDocument());
    await user.click(screen.getByRole('button', { name: 'Register and check in Diego' }));
    await waitFor(() => expect(within(rowOf('Diego')).getByText('Checked In')).toBeInTheDocument());
    await user.click(screen.getByRole('button', { name: 'Unregister Bruno' }));
    await waitFor(() => expect(within(rowOf('Bruno')).getByText('Unregistered')).toBeInTheDocument());

    const changes = calls.filter((call) => call.method !== 'GET').map(({ method, path, body }) => ({ method, path, body }));
    expect(changes).toEqual([
      { method: 'POST', path: '/api/events/42/attendees', body: { code: 1, checkIn: false } },
      { method: 'POST', path: '/api/events/42/attendees', body: { code: 4, checkIn: true } },
      { method: 'DELETE', path: '/api/events/42/attendees/2', body: undefined },
    ]);
  });

  it('keeps a row as it was when its call fails, and names a cancelled event', async () => {
    serve([ana()], () => ({ status: 409, body: errorBody(messages.events.cancelled) }));
    const danger = vi.spyOn(toast, 'danger');
    const { user } = renderWithApp(<RegistrationHarness />);
    await user.click(await screen.findByRole('button', { name: 'Register Ana' }));
    await waitFor(() => expect(danger).toHaveBeenCalledWith('Event is cancelled.'));
    expect(within(rowOf('Ana')).getByText('Unregistered')).toBeInTheDocument();
  });

  it('applies bulk Register only to the selected unregistered rows and clears the selection', async () => {
    const { calls } = serve([ana(), bruno(), carla(), diego()]);
    const success = vi.spyOn(toast, 'success');
    const { user } = renderWithApp(<RegistrationHarness />);
    await screen.findByRole('cell', { name: 'Ana' });
    const bulkRegister = screen.getByRole('button', { name: 'Register' });
    expect(bulkRegister).toBeDisabled();

    await user.click(screen.getByRole('checkbox', { name: 'Select Bruno' }));
    expect(bulkRegister).toBeDisabled();
    expect(screen.getByRole('button', { name: 'Unregister' })).toBeEnabled();
    await user.click(screen.getByRole('checkbox', { name: 'Select Ana' }));
    await user.click(screen.getByRole('checkbox', { name: 'Select Diego' }));
    expect(screen.getByText('3 attendees selected')).toBeInTheDocument();
    await user.click(bulkRegister);

    await waitFor(() => expect(within(rowOf('Diego')).getByText('Registered')).toBeInTheDocument());
    expect(within(rowOf('Ana')).getByText('Registered')).toBeInTheDocument();
    expect(calls.filter((call) => call.method === 'POST').map((call) => call.body)).toEqual([
      { code: 1, checkIn: false },
      { code: 4, checkIn: false },
    ]);
    expect(screen.getByText('0 attendees selected')).toBeInTheDocument();
    expect(success).toHaveBeenCalledWith('2 attendees registered.');
  });

  it('applies bulk Unregister only to the selected registered rows', async () => {
    const { calls } = serve([ana(), bruno(), carla()], () => ({ status: 204 }));
    const { user } = renderWithApp(<RegistrationHarness />);
    await screen.findByRole('cell', { name: 'Ana' });
    await user.click(screen.getByRole('checkbox', { name: 'Select all rows' }));
    await user.click(screen.getByRole('button', { name: 'Unregister' }));
    await waitFor(() => expect(within(rowOf('Carla')).getByText('Unregistered')).toBeInTheDocument());
    expect(calls.filter((call) => call.method === 'DELETE').map((call) => call.path)).toEqual([
      '/api/events/42/attendees/2',
      '/api/events/42/attendees/3',
    ]);
  });

  it('updates only the rows whose call succeeded and warns how many failed', async () => {
    serve([ana(), diego(), buildAttendee({ code: 5, fullname: 'Elena' })], (call) =>
      (call.body as { code: number }).code === 4 ? { status: 500, body: { message: 'Internal server error' } } : { status: 201, body: {} },
    );
    const success = vi.spyOn(toast, 'success');
    const warning = vi.spyOn(toast, 'warning');
    const { user } = renderWithApp(<RegistrationHarness />);
    await screen.findByRole('cell', { name: 'Ana' });
    await user.click(screen.getByRole('checkbox', { name: 'Select all rows' }));
    await user.click(screen.getByRole('button', { name: 'Register and check in' }));

    await waitFor(() => expect(within(rowOf('Elena')).getByText('Checked In')).toBeInTheDocument());
    expect(within(rowOf('Ana')).getByText('Checked In')).toBeInTheDocument();
    expect(within(rowOf('Diego')).getByText('Unregistered')).toBeInTheDocument();
    expect(screen.getByText('0 attendees selected')).toBeInTheDocument();
    expect(success).toHaveBeenCalledWith('2 attendees registered and checked in.');
    expect(warning).toHaveBeenCalledWith('1 attendee could not be registered and checked in. Please try again.');
  });
});
