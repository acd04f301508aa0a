import { screen, waitFor, within } from '@testing-library/react';
import { errorBody, messages, type CalendarFeed } from '@console/contracts';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { toast } from '../../../components/toasts/toast-store.ts';
import { TestEnvMantine, renderWithApp } from '../../../test/render.tsx';
import { stubApi, type ApiAnswer, type ApiCall } from '../../../test/stub-api.ts';
import { inTimeZone } from '../../../test/time-zone.ts';
import { CalendarFeedsSettings } from './calendar-feeds-settings.tsx';

beforeEach(() => {
  vi.spyOn(toast, 'success');
  vi.spyOn(toast, 'danger');
});
afterEach(() => {
  vi.restoreAllMocks();
  vi.unstubAllGlobals();
});

const PROGRAMS = [
  { id: 1, name: 'Sunday School', description: null, categoryId: 2, category: 'Education' },
  { id: 2, name: 'Youth Group', description: null, categoryId: 3, category: 'Youth' },
];

function buildFeed(overrides: Partial<CalendarFeed> = {}): CalendarFeed {
  return {
    id: 1,
    name: 'Parish events',
    programIds: [],
    createdAt: '2030-03-01T15:00:00.000Z',
    createdBy: { code: 9, name: 'Grace Hopper' },
    lastFetchedAt: null,
    ...overrides,
  };
}

/** The programs the form and the table read, and the feeds as `feeds` holds them now. */
function serverWith(feeds: CalendarFeed[], more: (call: ApiCall) => ApiAnswer | undefined = () => undefined) {
  return stubApi((call) => {
    if (call.method === 'GET' && call.path === '/api/programs') return { body: { totalCount: PROGRAMS.length, programs: PROGRAMS } };
    if (call.method === 'GET' && call.path === '/api/calendar-feeds') return { body: { feeds } };
    return more(call);
  });
}

function renderSettings() {
  return renderWithApp(
    <TestEnvMantine>
      <CalendarFeedsSettings />
    </TestEnvMantine>,
    { url: '/settings/calendar-feeds' },
  );
}

const cellsOf = (name: string) =>
  within(screen.getByRole('cell', { name }).closest('tr')!)
    .getAllByRole('cell')
    .map((cell) => cell.textContent);

const SECRET_URL = 'http://console.example.org/api/calendar/Q2FsZW5kYXJTZWNyZXRGb3JUZXN0c09ubHkxMjM0NTY.ics';

describe('CalendarFeedsSettings', () => {
  inTimeZone('America/Toronto');

  it('lists each feed with its programs, when and by whom it was made, and when it was last read', async () => {
    serverWith([
      buildFeed({ id: 1, name: 'Parish events' }),
      buildFeed({ id: 2, name: 'Youth', programIds: [2, 1], createdBy: null, lastFetchedAt: '2030-03-02T13:05:00.000Z' }),
    ]);
    renderSettings();
    await screen.findByRole('cell', { name: 'Parish events' });
    await waitFor(() => expect(cellsOf('Youth')[1]).toBe('Youth Group, Sunday School'));
    // 15:00Z on 1 March 2030 is 10:00 in Toronto (standard time).
    expect(cellsOf('Parish events').slice(0, 4)).toEqual(['Parish events', 'All programs', '2030-03-01 10:00 by Grace Hopper', 'Never']);
    expect(cellsOf('Youth').slice(0, 4)).toEqual(['Youth', 'Youth Group, Sunday School', '2030-03-01 10:00', '2030-03-02 08:05']);
    expect(screen.getByRole('button', { name: 'Delete Youth' })).toBeInTheDocument();
  });

  it('says when the list could not be loaded', async () => {
    stubApi((call) => (call.path === '/api/calendar-feeds' ? { status: 403, body: errorBody(messages.auth.forbidden) } : undefined));
    renderSettings();
    expect(await screen.findByRole('alert')).toHaveTextContent('The calendar feeds could not be loaded. Please try again.');
  });

  it('creates a feed for chosen programs, then shows its address once with a Copy button and how to subscribe', async () => {
    const feeds: CalendarFeed[] = [];
    const created = buildFeed({ id: 7, name: 'Youth nights', programIds: [2] });
    const { calls } = serverWith(feeds, (call) => {
      if (call.method !== 'POST' || call.path !== '/api/calendar-feeds') return undefined;
      feeds.push(created);
      return { status: 201, body: { feed: created, url: SECRET_URL } };
    });
    const { user } = renderSettings();
    await user.click(screen.getByRole('button', { name: 'Add Calendar Feed' }));
    const form = await screen.findByRole('form', { name: 'New calendar feed' });
    expect(within(form).getByRole('combobox', { name: 'Programs' })).toHaveAttribute('placeholder', 'All programs');
    await user.type(within(form).getByRole('textbox', { name: 'Name' }), 'Youth nights');
    await user.click(within(form).getByRole('combobox', { name: 'Programs' }));
    await user.click(await screen.findByRole('option', { name: 'Youth Group' }));
    await user.click(within(form).getByRole('button', { name: 'Save' }));

    const dialog = await screen.findByRole('dialog', { name: 'Subscribe to Youth nights' });
    expect(calls.filter((call) => call.method === 'POST').map((call) => call.body)).toEqual([{ name: 'Youth nights', programIds: [2] }]);
    expect(toast.success).toHaveBeenCalledWith('Calendar feed created successfully!', { about: 'save.CalendarFeed.create' });
    expect(within(dialog).getByTestId('feed-address')).toHaveTextContent(SECRET_URL);
    expect(dialog).toHaveTextContent('From URL');
    expect(dialog).toHaveTextContent('Add Subscribed Calendar');

    await user.click(within(dialog).getByRole('button', { name: 'Copy address' }));
    expect(await navigator.clipboard.readText()).toBe(SECRET_URL);
    expect(await within(dialog).findByRole('button', { name: 'Copied' })).toBeInTheDocument();

    await user.click(within(dialog).getByRole('button', { name: 'Done' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(screen.queryByText(SECRET_URL)).not.toBeInTheDocument();
    expect(await screen.findByRole('cell', { name: 'Youth nights' })).toBeInTheDocument();
  });

  it('announces what is wrong on the fields, from the form and from the server', async () => {
    serverWith([], (call) =>
      call.method === 'POST'
        ? { status: 400, body: errorBody(messages.common.invalidInput, { programIds: [messages.common.programIdUnknown({ id: 9 })] }) }
        : undefined,
    );
    const { user } = renderSettings();
    await user.click(screen.getByRole('button', { name: 'Add Calendar Feed' }));
    const form = await screen.findByRole('form', { name: 'New calendar feed' });
    const name = within(form).getByRole('textbox', { name: 'Name' });
    await user.click(within(form).getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(name).toHaveAttribute('aria-invalid', 'true'));
    expect(name).toHaveAccessibleDescription(expect.stringContaining('Name is required.'));
    expect(toast.danger).toHaveBeenCalledWith('Calendar feed create failed! Please check for errors.', {
      about: 'save.CalendarFeed.create',
    });

    await user.type(name, 'Parish');
    await user.click(within(form).getByRole('button', { name: 'Save' }));
    const programs = within(form).getByRole('combobox', { name: 'Programs' });
    await waitFor(() => expect(programs).toHaveAttribute('aria-invalid', 'true'));
    expect(programs).toHaveAccessibleDescription(expect.stringContaining('Program 9 does not exist.'));
    expect(name).toHaveValue('Parish');
  });

  it('deletes a feed only once it is confirmed', async () => {
    const feeds = [buildFeed({ id: 3, name: 'Old feed' })];
    const { calls } = serverWith(feeds, (call) => {
      if (call.method !== 'DELETE' || call.path !== '/api/calendar-feeds/3') return undefined;
      feeds.splice(0, 1);
      return { status: 204 };
    });
    const { user } = renderSettings();
    await user.click(await screen.findByRole('button', { name: 'Delete Old feed' }));
    const dialog = await screen.findByRole('dialog', { name: 'Delete calendar feed' });
    expect(dialog).toHaveTextContent('Delete the calendar feed Old feed?');
    await user.click(within(dialog).getByRole('button', { name: 'Keep feed' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(calls.some((call) => call.method === 'DELETE')).toBe(false);

    await user.click(screen.getByRole('button', { name: 'Delete Old feed' }));
    await user.click(
      within(await screen.findByRole('dialog', { name: 'Delete calendar feed' })).getByRole('button', { name: 'Delete feed' }),
    );
    await waitFor(() => expect(screen.queryByRole('cell', { name: 'Old feed' })).not.toBeInTheDocument());
    expect(calls.filter((call) => call.method === 'DELETE').map((call) => call.path)).toEqual(['/api/calendar-feeds/3']);
    expect(toast.success).toHaveBeenCalledWith('Calendar feed deleted successfully!');
  });
});
