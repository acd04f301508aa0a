import { screen, waitFor, within } from '@testing-library/react';
import { errorBody, messages } from '@console/contracts';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { toast } from '../../../components/toasts/toast-store.ts';
import { renderWithApp } from '../../../test/render.tsx';
import { buildEvent, buildVenue, EVENT_CATEGORIES, referenceAnswer, stubApi, VENUES, type ApiCall } from '../../../test/events-fixtures.ts';
import { sentRequest } from '../../../test/stub-api.ts';
import { dateTimeInput, fillEventForm } from '../../../test/event-form-fill.ts';
import { NewEventForm } from './new-event-form.tsx';

const previousZone = process.env.TZ;
beforeAll(() => {
  process.env.TZ = 'America/Toronto';
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

function renderNewEvent() {
  return renderWithApp(<NewEventForm />, { url: '/events/new' });
}

type User = ReturnType<typeof renderNewEvent>['user'];

const select = (name: string) => screen.getByRole('combobox', { name });
const ageInput = (name: string) => screen.getByRole('textbox', { name });

function fillValid(user: User, dates = { startDate: '2026-03-08', startTime: '01:30', endDate: '2026-03-08', endTime: '10:00' }) {
  return fillEventForm(user, 'Spring retreat', dates);
}

const posts = (calls: ApiCall[]) => calls.filter((call) => call.method === 'POST');

describe('NewEventForm', () => {
  it('on submit shows every required message, toasts "check for errors" and sends nothing', async () => {
    const { calls } = stubApi(referenceAnswer);
    const { user } = renderNewEvent();
    await screen.findByRole('option', { name: 'Choir' });
    await user.click(screen.getByRole('button', { name: 'Save' }));
    for (const message of [
      'Program is required.',
      'Category is required.',
      'Name is required.',
      'Venue is required.',
      'Start date is required.',
      'End date is required.',
      'Start time is required.',
      'End time is required.',
    ])
      expect(await screen.findByText(message)).toBeInTheDocument();
    expect(toast.danger).toHaveBeenCalledWith('Event create failed! Please check for errors.', { about: 'save.Event.create' });
    expect(posts(calls)).toHaveLength(0);
  });

  it('refuses an end before the start, comparing local times', async () => {
    const { calls } = stubApi(referenceAnswer);
    const { user } = renderNewEvent();
    await fillValid(user, { startDate: '2026-03-08', startTime: '10:00', endDate: '2026-03-08', endTime: '09:59' });
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('End must not be before the start.')).toBeInTheDocument();
    expect(posts(calls)).toHaveLength(0);
  });

  it('sends UTC dates and times (across a daylight-saving change) and opens the new event', async () => {
    const created = buildEvent({ code: 77 });
    const { calls } = stubApi((call) =>
      call.method === 'POST' && call.path === '/api/events' ? { status: 201, body: created } : referenceAnswer(call),
    );
    const { user } = renderNewEvent();
    await fillValid(user);
    await user.click(screen.getByRole('switch', { name: 'Public' }));
    await user.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(screen.getByTestId('location')).toHaveTextContent('/events/77'));
    expect(posts(calls)[0]?.body).toEqual({
      programId: 2,
      categoryId: 2,
      name: 'Spring retreat',
      description: null,
      venueId: 2,
      // 01:30 EST (UTC-5), then 10:00 EDT (UTC-4) on 2026-03-08.
      startDate: '2026-03-08',
      startTime: '06:30',
      endDate: '2026-03-08',
      endTime: '14:00',
      registrationRequired: false,
      isPublic: true,
      ageMin: null,
      ageMax: null,
    });
    expect(toast.success).toHaveBeenCalledWith('Event created successfully!', { about: 'save.Event.create' });
  });

  it('sends the ages typed', async () => {
    const { calls } = stubApi((call) =>
      call.method === 'POST' && call.path === '/api/events' ? { status: 201, body: buildEvent({ code: 78 }) } : referenceAnswer(call),
    );
    const { user } = renderNewEvent();
    await fillValid(user);
    await user.type(ageInput('Ages from'), '3');
    await user.type(ageInput('Ages to'), '11');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(screen.getByTestId('location')).toHaveTextContent('/events/78'));
    expect(posts(calls)[0]?.body).toMatchObject({ ageMin: 3, ageMax: 11 });
  });

  it('refuses ages to below ages from, or over 120, on the field, and sends nothing', async () => {
    const { calls } = stubApi(referenceAnswer);
    const { user } = renderNewEvent();
    await fillValid(user);
    const [from, to] = [ageInput('Ages from'), ageInput('Ages to')];
    await user.type(to, '5');
    await user.type(from, '8');
    await user.tab();
    // Ages to is checked again when ages from changes.
    await waitFor(() => expect(to).toHaveAccessibleDescription('Ages to must not be below ages from.'));
    expect(to).toHaveAttribute('aria-invalid', 'true');
    expect(from).not.toHaveAttribute('aria-invalid', 'true');
    await user.clear(to);
    await user.type(to, '121');
    await user.tab();
    await waitFor(() => expect(to).toHaveAccessibleDescription('Must be at most 120.'));
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(toast.danger).toHaveBeenCalledWith('Event create failed! Please check for errors.', { about: 'save.Event.create' });
    expect(posts(calls)).toHaveLength(0);
  });

  it('shows the server’s field errors and keeps what was typed', async () => {
    stubApi((call) =>
      call.method === 'POST'
        ? { status: 400, body: errorBody(messages.common.invalidInput, { endDate: [messages.events.endBeforeStart] }) }
        : referenceAnswer(call),
    );
    const { user } = renderNewEvent();
    await fillValid(user);
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('End must not be before the start.')).toBeInTheDocument();
    expect(toast.danger).toHaveBeenCalledWith('Event create failed! Please check for errors.', { about: 'save.Event.create' });
    expect(screen.getByRole('textbox', { name: 'Name' })).toHaveValue('Spring retreat');
  });

  it('asks to try again when the server fails', async () => {
    stubApi((call) => (call.method === 'POST' ? { status: 500, body: { message: 'Internal server error' } } : referenceAnswer(call)));
    const { user } = renderNewEvent();
    await fillValid(user);
    await user.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() =>
      expect(toast.danger).toHaveBeenCalledWith('Event create failed! Please try again.', { about: 'save.Event.create' }),
    );
    expect(screen.getByTestId('location')).toHaveTextContent('/events/new');
    expect(dateTimeInput('Start Time')).toHaveValue('01:30');
  });

  it('creates a category in its modal and selects it', async () => {
    const concert = { id: 9, name: 'Concert', description: null };
    let created = false;
    const { calls } = stubApi((call) => {
      if (call.method === 'POST' && call.path === '/api/event-categories') {
        created = true;
        return { status: 201, body: concert };
      }
      // The server lists the new category from then on.
      if (created && call.path === '/api/event-categories') return { body: [...EVENT_CATEGORIES, concert] };
      return referenceAnswer(call);
    });
    const { user } = renderNewEvent();
    await screen.findByRole('option', { name: 'Meeting' });
    await user.click(screen.getByRole('button', { name: 'New category' }));
    const dialog = await screen.findByRole('dialog', { name: 'New Event Category' });
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(await within(dialog).findByText('Name is required.')).toBeInTheDocument();
    await user.type(within(dialog).getByRole('textbox', { name: 'Name' }), 'Concert');
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(select('Category')).toHaveValue('9'));
    expect(posts(calls).map(sentRequest)).toEqual([
      { method: 'POST', path: '/api/event-categories', body: { name: 'Concert', description: null } },
    ]);
    expect(toast.success).toHaveBeenCalledWith('Category created successfully.', { about: 'events.option.Category' });
    expect(screen.getByRole('option', { name: 'Concert' })).toBeInTheDocument();
  });

  it('reports a refused program with the server’s message', async () => {
    stubApi((call) =>
      call.method === 'POST' && call.path === '/api/programs'
        ? { status: 409, body: errorBody(messages.programs.alreadyExists) }
        : referenceAnswer(call),
    );
    const { user } = renderNewEvent();
    await user.click(screen.getByRole('button', { name: 'New program' }));
    const dialog = await screen.findByRole('dialog', { name: 'New Program' });
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(await within(dialog).findByText('Category is required.')).toBeInTheDocument();
    expect(within(dialog).getByText('Name is required.')).toBeInTheDocument();
    await user.selectOptions(
      within(dialog).getByRole('combobox', { name: 'Category' }),
      await within(dialog).findByRole('option', { name: 'Worship' }),
    );
    await user.type(within(dialog).getByRole('textbox', { name: 'Name' }), 'Choir');
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    await waitFor(() =>
      expect(toast.danger).toHaveBeenCalledWith('Program create failed. Program already exists.', { about: 'events.option.Program' }),
    );
    expect(within(dialog).getByRole('textbox', { name: 'Name' })).toHaveValue('Choir');
  });

  it('reports a failing server in the modals with "try again"', async () => {
    stubApi((call) => (call.method === 'POST' ? { status: 500, body: { message: 'Internal server error' } } : referenceAnswer(call)));
    const { user } = renderNewEvent();
    await user.click(screen.getByRole('button', { name: 'New category' }));
    const dialog = await screen.findByRole('dialog', { name: 'New Event Category' });
    await user.type(within(dialog).getByRole('textbox', { name: 'Name' }), 'Concert');
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    await waitFor(() =>
      expect(toast.danger).toHaveBeenCalledWith('Category create failed. Please try again.', { about: 'events.option.Category' }),
    );
  });

  it('cascades the venue location selects and selects the new venue', async () => {
    const venue = buildVenue({ id: 30, name: 'Annex', postalCodeId: 3 });
    let created = false;
    const { calls } = stubApi((call) => {
      if (call.method === 'POST' && call.path === '/api/venues') {
        created = true;
        return { status: 201, body: venue };
      }
      if (created && call.path === '/api/venues') return { body: [...VENUES, venue] };
      return referenceAnswer(call);
    });
    const { user } = renderNewEvent();
    await user.click(screen.getByRole('button', { name: 'New venue' }));
    const dialog = await screen.findByRole('dialog', { name: 'New Venue' });
    const inDialog = within(dialog);
    const country = () => inDialog.getByRole('combobox', { name: 'Country' });
    const province = () => inDialog.getByRole('combobox', { name: 'Province' });
    const city = () => inDialog.getByRole('combobox', { name: 'City' });
    const postalCode = () => inDialog.getByRole('combobox', { name: 'Postal Code' });
    expect(province()).toBeDisabled();
    expect(city()).toBeDisabled();
    expect(postalCode()).toBeDisabled();
    expect(inDialog.getByText('Select a country first')).toBeInTheDocument();
    expect(inDialog.getByText('Select a province first')).toBeInTheDocument();
    expect(inDialog.getByText('Select a city first')).toBeInTheDocument();

    await user.click(inDialog.getByRole('button', { name: 'Save' }));
    for (const message of [
      'Name is required.',
      'Address line 1 is required.',
      'Country is required.',
      'Province is required.',
      'City is required.',
      'Postal code is required.',
    ])
      expect(await inDialog.findByText(message)).toBeInTheDocument();

    await user.selectOptions(country(), await inDialog.findByRole('option', { name: 'Canada' }));
    expect(province()).toBeEnabled();
    await user.selectOptions(province(), 'Ontario');
    await user.selectOptions(city(), 'Ottawa');
    await user.selectOptions(postalCode(), 'K1A 0B1');
    // Changing the country clears every level below it.
    await user.selectOptions(country(), 'Philippines');
    expect(province()).toHaveValue('');
    expect(city()).toHaveValue('');
    expect(city()).toBeDisabled();
    expect(postalCode()).toHaveValue('');
    await user.selectOptions(country(), 'Canada');
    await user.selectOptions(province(), 'Ontario');
    await user.selectOptions(city(), 'Ottawa');
    await user.selectOptions(postalCode(), 'K1A 0B1');
    await user.type(inDialog.getByRole('textbox', { name: 'Name' }), 'Annex');
    await user.type(inDialog.getByRole('textbox', { name: 'Address Line 1' }), '2 Side St');
    await user.click(inDialog.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(select('Venue')).toHaveValue('30'));
    expect(posts(calls)[0]?.body).toEqual({
      name: 'Annex',
      phones: null,
      website: null,
      addressLine1: '2 Side St',
      addressLine2: null,
      postalCodeId: 3,
    });
    expect(toast.success).toHaveBeenCalledWith('Venue created successfully.', { about: 'events.option.Venue' });
  });
});
