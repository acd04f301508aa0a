import { screen, waitFor, within } from '@testing-library/react';
import { errorBody, messages } from '@console/contracts';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { toast } from '../../../components/toasts/toast-store.ts';
import { renderWithApp } from '../../../test/render.tsx';
import { buildEvent, stubApi } from '../../../test/events-fixtures.ts';
import { sentRequest } from '../../../test/stub-api.ts';
import { EventsTable } from './events-table.tsx';
import { stubPhoneWidth } from '../../../test/media-query.ts';

beforeEach(() => {
  vi.spyOn(toast, 'success');
  vi.spyOn(toast, 'danger');
});
afterEach(() => {
  vi.restoreAllMocks();
  vi.unstubAllGlobals();
});

const upcoming = buildEvent({ code: 1, name: 'Upcoming one', registered: 7, checked: 3 });
const finalized = buildEvent({ code: 2, name: 'Finalized one', status: 'Finalized', uncancelledStatus: 'Finalized' });
const cancelled = buildEvent({ code: 3, name: 'Cancelled one', status: 'Cancelled', isCancelled: true });

function renderTable() {
  return renderWithApp(<EventsTable events={[upcoming, finalized, cancelled]} sort="start-date" direction="asc" onSort={() => {}} />, {
    url: '/events',
  });
}

describe('EventsTable', () => {
  it('shows attendance and offers only the actions each status allows', () => {
    stubApi(() => undefined);
    renderTable();
    expect(screen.getByRole('link', { name: '1' })).toHaveAttribute('href', '/events/1');
    expect(screen.getByText('3 / 7')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Check-in Upcoming one' })).toHaveAttribute('href', '/events/1/check-in');
    expect(screen.getByRole('button', { name: 'Cancel Upcoming one' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Restore Upcoming one' })).not.toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Check-in Finalized one' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Cancel Finalized one' })).not.toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'Check-in Cancelled one' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Cancel Cancelled one' })).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Restore Cancelled one' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Edit Cancelled one' })).toHaveAttribute('href', '/events/3/edit');
  });

  it('cancels only after confirmation and reports success', async () => {
    const { calls } = stubApi((call) =>
      call.method === 'PATCH' ? { body: { ...upcoming, isCancelled: true, status: 'Cancelled' } } : undefined,
    );
    const { user } = renderTable();
    await user.click(screen.getByRole('button', { name: 'Cancel Upcoming one' }));
    const dialog = await screen.findByRole('dialog', { name: 'Cancel Event' });
    expect(calls).toHaveLength(0);
    await user.click(within(dialog).getByRole('button', { name: 'Cancel Event' }));
    await waitFor(() => expect(toast.success).toHaveBeenCalledWith('Event cancelled successfully!', { about: 'events.status.1' }));
    expect(sentRequest(calls[0]!)).toEqual({ method: 'PATCH', path: '/api/events/1', body: { isCancelled: true } });
  });

  it('reports a refused cancel as a failure', async () => {
    stubApi((call) => (call.method === 'PATCH' ? { status: 409, body: errorBody(messages.events.cannotCancelFinalized) } : undefined));
    const { user } = renderTable();
    await user.click(screen.getByRole('button', { name: 'Cancel Upcoming one' }));
    await user.click(within(await screen.findByRole('dialog', { name: 'Cancel Event' })).getByRole('button', { name: 'Cancel Event' }));
    await waitFor(() => expect(toast.danger).toHaveBeenCalledWith('Event cancel failed! Please try again.', { about: 'events.status.1' }));
    expect(toast.success).not.toHaveBeenCalled();
  });

  it('shows each event’s ages in their column: a range, a lower or upper limit, or nothing', () => {
    stubApi(() => undefined);
    const events = [
      buildEvent({ code: 11, name: 'Kids club', ageMin: 3, ageMax: 11 }),
      buildEvent({ code: 12, name: 'Youth night', ageMin: 12, ageMax: null }),
      buildEvent({ code: 13, name: 'Nursery', ageMin: null, ageMax: 5 }),
      buildEvent({ code: 14, name: 'Supper', ageMin: null, ageMax: null }),
    ];
    renderWithApp(<EventsTable events={events} sort="start-date" direction="asc" onSort={() => {}} />, { url: '/events' });
    const column = screen.getAllByRole('columnheader').findIndex((header) => header.textContent === 'Ages');
    expect(column).toBeGreaterThan(0);
    const agesOf = (name: string) => within(screen.getByRole('row', { name: new RegExp(name) })).getAllByRole('cell')[column]?.textContent;
    expect(['Kids club', 'Youth night', 'Nursery', 'Supper'].map(agesOf)).toEqual(['3–11', 'from 12', 'up to 5', '']);
  });

  it('shows the ages under their header on a phone’s cards', () => {
    stubApi(() => undefined);
    stubPhoneWidth();
    const events = [buildEvent({ code: 21, ageMin: 3, ageMax: 11 }), buildEvent({ code: 22 })];
    renderWithApp(<EventsTable events={events} sort="start-date" direction="asc" onSort={() => {}} />, { url: '/events' });
    const cards = within(screen.getByRole('list', { name: 'Events' })).getAllByRole('listitem');
    const agesOf = (card: HTMLElement) => {
      const terms = within(card)
        .getAllByRole('term')
        .map((term) => term.textContent);
      return within(card).getAllByRole('definition')[terms.indexOf('Ages')]?.textContent;
    };
    expect(cards.map(agesOf)).toEqual(['3–11', '']);
  });

  it('restores, reporting the server’s answer', async () => {
    const { calls } = stubApi((call) =>
      call.method === 'PATCH' ? { status: 500, body: { message: 'Internal server error' } } : undefined,
    );
    const { user } = renderTable();
    await user.click(screen.getByRole('button', { name: 'Restore Cancelled one' }));
    await waitFor(() => expect(toast.danger).toHaveBeenCalledWith('Event restore failed! Please try again.', { about: 'events.status.3' }));
    expect(sentRequest(calls[0]!)).toEqual({ method: 'PATCH', path: '/api/events/3', body: { isCancelled: false } });
  });

  it('asks whether a series event’s cancel takes the following events, and sends the scope chosen', async () => {
    const inSeries = buildEvent({ code: 5, name: 'Weekly one', seriesId: 7 });
    const { calls } = stubApi((call) =>
      call.method === 'PATCH' ? { body: { ...inSeries, isCancelled: true, status: 'Cancelled' } } : undefined,
    );
    const { user } = renderWithApp(<EventsTable events={[inSeries]} sort="start-date" direction="asc" onSort={() => {}} />, {
      url: '/events',
    });
    await user.click(screen.getByRole('button', { name: 'Cancel Weekly one' }));
    const dialog = await screen.findByRole('dialog', { name: 'Cancel Event' });
    expect(within(dialog).getByRole('button', { name: 'Cancel this event' })).toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: 'Cancel this and following events' }));
    await waitFor(() => expect(toast.success).toHaveBeenCalledWith('Event cancelled successfully!', { about: 'events.status.5' }));
    expect(sentRequest(calls[0]!)).toEqual({ method: 'PATCH', path: '/api/events/5?scope=following', body: { isCancelled: true } });

    await user.click(screen.getByRole('button', { name: 'Cancel Weekly one' }));
    await user.click(
      within(await screen.findByRole('dialog', { name: 'Cancel Event' })).getByRole('button', { name: 'Cancel this event' }),
    );
    await waitFor(() => expect(calls).toHaveLength(2));
    expect(sentRequest(calls[1]!)).toEqual({ method: 'PATCH', path: '/api/events/5', body: { isCancelled: true } });
  });

  it('asks the same before restoring a series event', async () => {
    const cancelledInSeries = buildEvent({ code: 6, name: 'Cancelled weekly', seriesId: 7, status: 'Cancelled', isCancelled: true });
    const { calls } = stubApi((call) => (call.method === 'PATCH' ? { body: { ...cancelledInSeries, isCancelled: false } } : undefined));
    const { user } = renderWithApp(<EventsTable events={[cancelledInSeries]} sort="start-date" direction="asc" onSort={() => {}} />, {
      url: '/events',
    });
    await user.click(screen.getByRole('button', { name: 'Restore Cancelled weekly' }));
    const dialog = await screen.findByRole('dialog', { name: 'Restore Event' });
    expect(calls).toHaveLength(0);
    expect(within(dialog).getByRole('button', { name: 'Restore this event' })).toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: 'Restore this and following events' }));
    await waitFor(() => expect(toast.success).toHaveBeenCalledWith('Event restored successfully!', { about: 'events.status.6' }));
    expect(sentRequest(calls[0]!)).toEqual({ method: 'PATCH', path: '/api/events/6?scope=following', body: { isCancelled: false } });
  });
});
