import { screen, waitFor } from '@testing-library/react';
import { errorBody, messages, type EventSeries } from '@console/contracts';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { toast } from '../../../components/toasts/toast-store.ts';
import { renderWithApp } from '../../../test/render.tsx';
import { referenceAnswer, stubApi, type ApiAnswer, type ApiCall } from '../../../test/events-fixtures.ts';
import { dateTimeInput, fillEventForm, setDateTime } from '../../../test/event-form-fill.ts';
import { inTimeZone } from '../../../test/time-zone.ts';
import { NewEventForm } from './new-event-form.tsx';

inTimeZone('America/Toronto');
beforeEach(() => {
  vi.spyOn(toast, 'success');
  vi.spyOn(toast, 'danger');
});
afterEach(() => {
  vi.restoreAllMocks();
  vi.unstubAllGlobals();
});

function renderNewEvent(answer: (call: ApiCall) => ApiAnswer | undefined = referenceAnswer) {
  const { calls } = stubApi(answer);
  return { calls, ...renderWithApp(<NewEventForm />, { url: '/events/new' }) };
}

type User = ReturnType<typeof renderNewEvent>['user'];

const select = (name: string) => screen.getByRole('combobox', { name });
/** A valid event on `day`, 10:00 to 11:00 local (Toronto). */
function fillEvent(user: User, day: string) {
  return fillEventForm(user, 'Sunday school', { startDate: day, startTime: '10:00', endDate: day, endTime: '11:00' });
}

function seriesOf(codes: number[]): EventSeries {
  return {
    id: 7,
    repeat: { frequency: 'weekly', interval: 1, weekdays: ['SU'], monthlyBy: null, until: null, count: codes.length },
    rule: `FREQ=WEEKLY;INTERVAL=1;BYDAY=SU;COUNT=${codes.length}`,
    timeZone: 'America/Toronto',
    events: codes.map((code) => ({
      code,
      name: 'Sunday school',
      startDate: '2027-03-14',
      startTime: '14:00',
      endDate: '2027-03-14',
      endTime: '15:00',
      status: 'Upcoming',
      isCancelled: false,
    })),
  };
}

const seriesPosts = (calls: ApiCall[]) => calls.filter((call) => call.method === 'POST' && call.path === '/api/event-series');

// The first event as the server takes it: 10:00 and 11:00 in Toronto are 14:00 and 15:00 UTC (EDT).
const FIRST_EVENT = {
  programId: 2,
  categoryId: 2,
  name: 'Sunday school',
  description: null,
  venueId: 2,
  endDate: '2027-06-07',
  startDate: '2027-06-07',
  startTime: '14:00',
  endTime: '15:00',
  registrationRequired: false,
  isPublic: false,
  ageMin: null,
  ageMax: null,
};

describe('New Event, Repeat', () => {
  it('does not repeat at first and shows no repeat fields', async () => {
    renderNewEvent();
    expect(await screen.findByRole('combobox', { name: 'Repeats' })).toHaveValue('none');
    expect(screen.queryByRole('textbox', { name: 'Every' })).not.toBeInTheDocument();
  });

  it('ticks the start date’s weekday when Weekly is chosen', async () => {
    const { user } = renderNewEvent();
    // 2027-03-14 is a Sunday.
    setDateTime('Start Date', '2027-03-14');
    await user.selectOptions(select('Repeats'), 'weekly');
    expect(screen.getByRole('checkbox', { name: 'Sunday' })).toBeChecked();
    for (const day of ['Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday'])
      expect(screen.getByRole('checkbox', { name: day })).not.toBeChecked();
    expect(screen.getByText('week')).toBeInTheDocument();
  });

  it('names the monthly choices after the start date: the 14th is the second Sunday, a fifth Sunday the last', async () => {
    const { user } = renderNewEvent();
    setDateTime('Start Date', '2027-03-14');
    await user.selectOptions(select('Repeats'), 'monthly');
    expect(screen.getByRole('radio', { name: 'On day 14' })).toBeChecked();
    expect(screen.getByRole('radio', { name: 'On the second Sunday' })).not.toBeChecked();
    // May 2027 has five Sundays: the 2nd, 9th, 16th, 23rd and 30th.
    setDateTime('Start Date', '2027-05-30');
    expect(screen.getByRole('radio', { name: 'On day 30' })).toBeInTheDocument();
    expect(screen.getByRole('radio', { name: 'On the last Sunday' })).toBeInTheDocument();
  });

  it('posts a weekly series with a count to /api/event-series, toasts how many and opens the first event', async () => {
    const { user, calls } = renderNewEvent((call) =>
      call.method === 'POST' && call.path === '/api/event-series' ? { status: 201, body: seriesOf([90, 91, 92]) } : referenceAnswer(call),
    );
    // 2027-06-07 is a Monday.
    await fillEvent(user, '2027-06-07');
    await user.selectOptions(select('Repeats'), 'weekly');
    const every = screen.getByRole('textbox', { name: 'Every' });
    await user.clear(every);
    await user.type(every, '2');
    await user.click(screen.getByRole('checkbox', { name: 'Wednesday' }));
    await user.type(screen.getByRole('textbox', { name: 'Number of events' }), '10');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(screen.getByTestId('location')).toHaveTextContent('/events/90'));
    expect(seriesPosts(calls)[0]?.body).toEqual({
      ...FIRST_EVENT,
      repeat: { frequency: 'weekly', interval: 2, weekdays: ['MO', 'WE'], count: 10 },
    });
    expect(calls.some((call) => call.method === 'POST' && call.path === '/api/events')).toBe(false);
    expect(toast.success).toHaveBeenCalledWith('3 events created successfully!', { about: 'save.Event.create' });
  });

  it('posts a monthly series on the weekday until a date', async () => {
    const { user, calls } = renderNewEvent((call) =>
      call.method === 'POST' && call.path === '/api/event-series' ? { status: 201, body: seriesOf([95]) } : referenceAnswer(call),
    );
    await fillEvent(user, '2027-06-07');
    await user.selectOptions(select('Repeats'), 'monthly');
    // 2027-06-07 is the first Monday of June.
    await user.click(screen.getByRole('radio', { name: 'On the first Monday' }));
    await user.click(screen.getByRole('radio', { name: 'On date' }));
    setDateTime('End date', '2027-12-31');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(screen.getByTestId('location')).toHaveTextContent('/events/95'));
    expect(seriesPosts(calls)[0]?.body).toEqual({
      ...FIRST_EVENT,
      repeat: { frequency: 'monthly', interval: 1, monthlyBy: 'weekday', until: '2027-12-31' },
    });
    expect(toast.success).toHaveBeenCalledWith('1 event created successfully!', { about: 'save.Event.create' });
  });

  it('refuses a weekly series without an end or a day in the browser, with the contract’s messages, and sends nothing', async () => {
    const { user, calls } = renderNewEvent();
    await fillEvent(user, '2027-06-07');
    await user.selectOptions(select('Repeats'), 'weekly');
    await user.click(screen.getByRole('checkbox', { name: 'Monday' }));
    await user.click(screen.getByRole('button', { name: 'Save' }));
    const count = screen.getByRole('textbox', { name: 'Number of events' });
    await waitFor(() => expect(count).toHaveAccessibleDescription('Must be a number.'));
    expect(toast.danger).toHaveBeenCalledWith('Event create failed! Please check for errors.', { about: 'save.Event.create' });
    // The series' own rules are judged once its fields are numbers, as on the server.
    await user.type(count, '5');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByRole('group', { name: 'On these days' })).toHaveAccessibleDescription('Choose at least one day of the week.');
    expect(seriesPosts(calls)).toHaveLength(0);
  });

  it('shows the server’s error on the end date and keeps what was typed', async () => {
    const { user } = renderNewEvent((call) =>
      call.method === 'POST'
        ? { status: 400, body: errorBody(messages.common.invalidInput, { 'repeat.until': [messages.eventSeries.untilBeforeStart] }) }
        : referenceAnswer(call),
    );
    await fillEvent(user, '2027-06-07');
    await user.selectOptions(select('Repeats'), 'weekly');
    await user.click(screen.getByRole('radio', { name: 'On date' }));
    setDateTime('End date', '2027-06-08');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(dateTimeInput('End date')).toHaveAccessibleDescription('The end date must not be before the first event.'));
    expect(dateTimeInput('End date')).toHaveAttribute('aria-invalid', 'true');
    expect(toast.danger).toHaveBeenCalledWith('Event create failed! Please check for errors.', { about: 'save.Event.create' });
    expect(dateTimeInput('End date')).toHaveValue('2027-06-08');
    expect(screen.getByRole('textbox', { name: 'Name' })).toHaveValue('Sunday school');
    expect(screen.getByRole('checkbox', { name: 'Monday' })).toBeChecked();
    expect(screen.getByTestId('location')).toHaveTextContent('/events/new');
  });
});
