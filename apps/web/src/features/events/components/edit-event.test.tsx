import { fireEvent, screen, waitFor } from '@testing-library/react';
import { errorBody, messages } from '@console/contracts';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { toast } from '../../../components/toasts/toast-store.ts';
import { renderWithApp } from '../../../test/render.tsx';
import { buildEvent, referenceAnswer, stubApi } from '../../../test/events-fixtures.ts';
import { EditEvent } from './edit-event.tsx';

const previousZone = process.env.TZ;
beforeAll(() => {
  process.env.TZ = 'Asia/Manila';
});
afterAll(() => {
  process.env.TZ = previousZone;
});
beforeEach(() => {
  vi.spyOn(toast, 'success');
  vi.spyOn(toast, 'danger');
});
afterEach(() => {
  vi.restoreAllMocks();
  vi.unstubAllGlobals();
});

const dateTimeInput = (label: string) => screen.getByLabelText(new RegExp(`^${label}\\s*\\*?$`));

describe('EditEvent', () => {
  it('shows the stored UTC times in local time and saves them back as UTC', async () => {
    // 23:15Z on the 7th is 07:15 on the 8th in Manila (UTC+8).
    const event = buildEvent({ code: 41, startDate: '2026-03-07', startTime: '23:15', endDate: '2026-03-08', endTime: '02:00' });
    const { calls } = stubApi((call) => {
      if (call.path === '/api/events/41' && call.method === 'GET') return { body: event };
      if (call.path === '/api/events/41' && call.method === 'PUT') return { body: { ...event, ...(call.body as object) } };
      return referenceAnswer(call);
    });
    const { user } = renderWithApp(<EditEvent code={41} />, { url: '/events/41/edit' });
    expect(await screen.findByRole('textbox', { name: 'Code' })).toBeDisabled();
    expect(dateTimeInput('Start Date')).toHaveValue('2026-03-08');
    expect(dateTimeInput('Start Time')).toHaveValue('07:15');
    expect(dateTimeInput('End Time')).toHaveValue('10:00');
    expect(screen.getByRole('switch', { name: 'Cancelled' })).not.toBeChecked();
    expect(screen.getByRole('link', { name: 'Cancel' })).toHaveAttribute('href', '/events/41');

    fireEvent.change(dateTimeInput('End Time'), { target: { value: '11:30' } });
    await user.click(screen.getByRole('switch', { name: 'Cancelled' }));
    await user.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(toast.success).toHaveBeenCalledWith('Event updated successfully!', { about: 'save.Event.update' }));
    const put = calls.find((call) => call.method === 'PUT');
    expect(put?.body).toMatchObject({
      code: 41,
      startDate: '2026-03-07',
      startTime: '23:15',
      endDate: '2026-03-08',
      endTime: '03:30',
      isCancelled: true,
    });
    expect(screen.getByTestId('location')).toHaveTextContent('/events/41/edit');
  });

  it('shows the stored ages and saves a cleared one as none', async () => {
    const event = buildEvent({ code: 44, ageMin: 3, ageMax: 11 });
    const { calls } = stubApi((call) => {
      if (call.path === '/api/events/44' && call.method === 'GET') return { body: event };
      if (call.path === '/api/events/44' && call.method === 'PUT') return { body: { ...event, ...(call.body as object) } };
      return referenceAnswer(call);
    });
    const { user } = renderWithApp(<EditEvent code={44} />, { url: '/events/44/edit' });
    const to = await screen.findByRole('textbox', { name: 'Ages to' });
    expect(screen.getByRole('textbox', { name: 'Ages from' })).toHaveValue('3');
    expect(to).toHaveValue('11');
    await user.clear(to);
    await user.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(toast.success).toHaveBeenCalledWith('Event updated successfully!', { about: 'save.Event.update' }));
    expect(calls.find((call) => call.method === 'PUT')?.body).toMatchObject({ ageMin: 3, ageMax: null });
  });

  it('asks to try again when the update fails, keeping the values', async () => {
    const event = buildEvent({ code: 42 });
    stubApi((call) => {
      if (call.path === '/api/events/42' && call.method === 'GET') return { body: event };
      if (call.method === 'PUT') return { status: 500, body: { message: 'Internal server error' } };
      return referenceAnswer(call);
    });
    const { user } = renderWithApp(<EditEvent code={42} />, { url: '/events/42/edit' });
    const name = await screen.findByRole('textbox', { name: 'Name' });
    await user.clear(name);
    await user.type(name, 'Renamed');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() =>
      expect(toast.danger).toHaveBeenCalledWith('Event update failed! Please try again.', { about: 'save.Event.update' }),
    );
    expect(name).toHaveValue('Renamed');
  });

  it('offers no scope for an event outside a series', async () => {
    stubApi((call) => (call.path === '/api/events/46' ? { body: buildEvent({ code: 46 }) } : referenceAnswer(call)));
    renderWithApp(<EditEvent code={46} />, { url: '/events/46/edit' });
    await screen.findByRole('textbox', { name: 'Name' });
    expect(screen.queryByRole('radiogroup', { name: 'Apply the changes to' })).not.toBeInTheDocument();
  });

  it('saves a series event alone by default, and with the following ones when chosen', async () => {
    const event = buildEvent({ code: 45, seriesId: 7 });
    const { calls } = stubApi((call) => {
      if (call.path === '/api/events/45' && call.method === 'GET') return { body: event };
      if (call.path.startsWith('/api/events/45') && call.method === 'PUT') return { body: { ...event, ...(call.body as object) } };
      if (call.path === '/api/event-series/7') return { status: 404, body: errorBody(messages.eventSeries.notFound) };
      return referenceAnswer(call);
    });
    const { user } = renderWithApp(<EditEvent code={45} />, { url: '/events/45/edit' });
    expect(await screen.findByRole('radio', { name: 'This event' })).toBeChecked();
    await user.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(calls.filter((call) => call.method === 'PUT')).toHaveLength(1));
    await user.click(screen.getByRole('radio', { name: 'This and following events' }));
    await user.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(calls.filter((call) => call.method === 'PUT')).toHaveLength(2));
    expect(calls.filter((call) => call.method === 'PUT').map((call) => call.path)).toEqual([
      '/api/events/45',
      '/api/events/45?scope=following',
    ]);
  });

  it('says when the event does not exist', async () => {
    stubApi((call) =>
      call.path === '/api/events/43' ? { status: 404, body: errorBody(messages.events.notFound) } : referenceAnswer(call),
    );
    renderWithApp(<EditEvent code={43} />, { url: '/events/43/edit' });
    expect(await screen.findByRole('alert')).toHaveTextContent('Event not found');
  });
});
