import type { Event } from '@console/contracts';
import { expect, test, uniqueWord, type Api } from './support/fixtures.ts';
import { field, fillNewEvent, seedReferences, select, type References } from './support/events.ts';
import { getJson, postJson } from './support/seed.ts';
import { animationsEnded } from './support/animations.ts';
import { searchBox, searchSeven } from './support/list.ts';

/** Creates an event with UTC dates and times, as the API stores them. */
function createEvent(api: Api, refs: References, name: string, start: [string, string], end: [string, string]) {
  return postJson<Event>(api, '/api/events', {
    programId: refs.programId,
    categoryId: refs.categoryId,
    venueId: refs.venue.id,
    name,
    description: null,
    startDate: start[0],
    startTime: start[1],
    endDate: end[0],
    endTime: end[1],
  });
}

async function findEvent(api: Api, name: string): Promise<Event> {
  const list = await getJson<{ events: Event[] }>(api, `/api/events?search=${encodeURIComponent(name)}`);
  const found = list.events.find((event) => event.name === name);
  expect(found, `event ${name}`).toBeDefined();
  return found!;
}

test.describe('events list', () => {
  /** Seven upcoming events; the start dates run opposite to the names, so the two sorts differ. */
  async function seedEvents(api: Api) {
    const refs = await seedReferences(api);
    const words = ['Alpha', 'Bravo', 'Charlie', 'Delta', 'Echo', 'Foxtrot', 'Golf'];
    const events: Event[] = [];
    for (const [index, word] of words.entries()) {
      const day = `2031-01-${String(20 - index * 2).padStart(2, '0')}`;
      events.push(await createEvent(api, refs, `${refs.tag} ${word}`, [day, '15:00'], [day, '18:00']));
    }
    return { refs, events };
  }

  test('opens from the navigation on the events from today: in progress and to come, not the past', async ({
    adminPage: page,
    adminApi,
  }) => {
    const refs = await seedReferences(adminApi);
    const hour = 3_600_000;
    const at = (offset: number) => {
      const iso = new Date(Date.now() + offset).toISOString();
      return [iso.slice(0, 10), iso.slice(11, 16)] as [string, string];
    };
    await createEvent(adminApi, refs, `${refs.tag} last week`, at(-8 * 24 * hour), at(-7 * 24 * hour));
    await createEvent(adminApi, refs, `${refs.tag} now`, at(-hour), at(hour));
    await createEvent(adminApi, refs, `${refs.tag} next week`, at(7 * 24 * hour), at(7 * 24 * hour + hour));
    await page.goto('/');
    await page.getByRole('navigation').getByRole('link', { name: 'Events' }).click();
    await expect(page).toHaveURL('/events?endafter=today');
    const today = await page.evaluate(() => {
      const now = new Date();
      return `${now.getFullYear()}-${String(now.getMonth() + 1).padStart(2, '0')}-${String(now.getDate()).padStart(2, '0')}`;
    });
    await expect(field(page, 'End Date after')).toHaveValue(today);
    await searchBox(page).fill(refs.tag.toLowerCase());
    await searchBox(page).press('Enter');
    const rows = page.getByRole('table', { name: 'Events' }).getByRole('row');
    await expect(rows).toHaveCount(3);
    await expect(rows.nth(1)).toContainText(`${refs.tag} now`);
    await expect(rows.nth(2)).toContainText(`${refs.tag} next week`);
    // Cleared, the date shows every event again.
    await page.getByRole('button', { name: 'Clear dates' }).click();
    await expect(rows).toHaveCount(4);
    await expect(rows.nth(1)).toContainText(`${refs.tag} last week`);
  });

  test('searches, sorts, filters and pages with the state in the URL', async ({ adminPage: page, adminApi }) => {
    const { refs } = await seedEvents(adminApi);
    await page.goto('/events');
    await expect(page.getByRole('heading', { name: 'Events' })).toBeVisible();
    await expect(page.getByRole('link', { name: 'Add Event' })).toHaveAttribute('href', '/events/new');

    const table = await searchSeven(page, refs.tag, page.getByRole('table', { name: 'Events' }));
    await expect(table.getByRole('checkbox')).toHaveCount(0);
    // Default order: start date ascending, so the last name starts first.
    await expect(table.getByRole('row').nth(1)).toContainText(`${refs.tag} Golf`);
    await expect(table.getByRole('row').nth(1)).toContainText('0 / 0');
    await expect(table.getByRole('row').nth(1)).toContainText('Upcoming');

    await table.getByRole('button', { name: 'Name' }).click();
    await expect(page).toHaveURL(/sort=name/);
    await expect(table.getByRole('row').nth(1)).toContainText(`${refs.tag} Alpha`);
    await table.getByRole('button', { name: 'Name' }).click();
    await expect(page).toHaveURL(/direction=desc/);
    await expect(table.getByRole('row').nth(1)).toContainText(`${refs.tag} Golf`);

    // Paging.
    await page.goto(`/events?search=${refs.tag}&size=5`);
    await expect(table.getByRole('row')).toHaveCount(6);
    await page.getByRole('button', { name: 'Next page' }).click();
    await expect(page).toHaveURL(/page=2/);
    await expect(table.getByRole('row')).toHaveCount(3);

    // Date filters: 'after' includes its whole day.
    await page.goto(`/events?search=${refs.tag}`);
    await field(page, 'Start Date after').fill('2031-01-14');
    await expect(page).toHaveURL(/startafter=2031-01-14/);
    await expect(table.getByRole('row')).toHaveCount(5);
    await field(page, 'End Date before').fill('2031-01-16');
    await expect(page).toHaveURL(/endbefore=2031-01-16/);
    await expect(table.getByRole('row')).toHaveCount(3);
    await page.getByRole('button', { name: 'Clear dates' }).click();
    await expect(table.getByRole('row')).toHaveCount(8);

    // Status filter.
    await page.getByRole('button', { name: 'Filters' }).click();
    // The panel fades in where floating-ui places it: a click while it still moves can miss.
    await animationsEnded(page);
    const cancelled = page.getByRole('checkbox', { name: 'Cancelled' });
    await expect(async () => {
      if (!(await cancelled.isChecked())) await cancelled.check();
      await expect(cancelled).toBeChecked();
    }).toPass({ timeout: 5000 });
    await page.getByRole('button', { name: 'Apply' }).click();
    await expect(page).toHaveURL(/status=cancelled/);
    await expect(page.getByText('No events to show!')).toBeVisible();

    // Venue filter, by id in the URL.
    await page.goto(`/events?search=${refs.tag}&venue=${refs.venue.id}`);
    await expect(table.getByRole('row')).toHaveCount(8);
  });

  test('shows the venue details in a delayed tooltip', async ({ adminPage: page, adminApi }) => {
    const { refs } = await seedEvents(adminApi);
    await page.goto(`/events?search=${refs.tag}`);
    const table = page.getByRole('table', { name: 'Events' });
    await table.getByRole('row').nth(1).getByText(refs.venue.name).hover();
    await expect(page.getByRole('tooltip')).toHaveCount(0);
    await expect(page.getByRole('tooltip')).toContainText(`${refs.venue.name}, Toronto, ON, Canada`, { timeout: 3000 });
  });

  test("names a row's actions beside their icons on hover and on keyboard focus, not before", async ({ adminPage: page, adminApi }) => {
    const { refs, events } = await seedEvents(adminApi);
    const event = events[0]!;
    await page.goto(`/events?search=${refs.tag}`);
    // The short name is drawn by CSS beside the icon (the link keeps its full name for screen readers).
    const tipOf = (name: string) =>
      page.getByRole('link', { name }).evaluate((link) => {
        const tip = getComputedStyle(link.parentElement!, '::after');
        return { text: tip.content, opacity: tip.opacity };
      });
    await expect.poll(() => tipOf(`View ${event.name}`)).toEqual({ text: '"View"', opacity: '0' });
    await page.getByRole('link', { name: `View ${event.name}` }).hover();
    await expect.poll(() => tipOf(`View ${event.name}`)).toEqual({ text: '"View"', opacity: '1' });

    await page.mouse.move(0, 0);
    await expect.poll(() => tipOf(`Edit ${event.name}`)).toEqual({ text: '"Edit"', opacity: '0' });
    await page.getByRole('link', { name: `View ${event.name}` }).focus();
    await page.keyboard.press('Tab');
    await expect(page.getByRole('link', { name: `Edit ${event.name}` })).toBeFocused();
    await expect.poll(() => tipOf(`Edit ${event.name}`)).toEqual({ text: '"Edit"', opacity: '1' });
  });

  test('cancels after confirmation and restores', async ({ adminPage: page, adminApi }) => {
    const { refs, events } = await seedEvents(adminApi);
    const event = events[0]!;
    await page.goto(`/events?search=${refs.tag}`);
    await page.getByRole('button', { name: `Cancel ${event.name}` }).click();
    const dialog = page.getByRole('dialog', { name: 'Cancel Event' });
    await dialog.getByRole('button', { name: 'Keep Event' }).click();
    await expect(dialog).toHaveCount(0);
    expect((await findEvent(adminApi, event.name)).isCancelled).toBe(false);

    await page.getByRole('button', { name: `Cancel ${event.name}` }).click();
    await dialog.getByRole('button', { name: 'Cancel Event' }).click();
    await expect(page.getByText('Event cancelled successfully!')).toBeVisible();
    const row = page.getByRole('row').filter({ hasText: event.name });
    await expect(row).toContainText('Cancelled');
    await expect(row.getByRole('link', { name: `Check-in ${event.name}` })).toHaveCount(0);
    expect((await findEvent(adminApi, event.name)).isCancelled).toBe(true);

    await row.getByRole('button', { name: `Restore ${event.name}` }).click();
    await expect(page.getByText('Event restored successfully!')).toBeVisible();
    await expect(row).toContainText('Upcoming');
    expect((await findEvent(adminApi, event.name)).isCancelled).toBe(false);
  });
});

test.describe('new event', () => {
  test('validates, then creates a category, a program and a venue in their modals', async ({ adminPage: page, adminApi }) => {
    // Three modals and a whole form: longer than the default 30 s on a busy machine.
    test.slow();
    const tag = uniqueWord('Nw');
    await page.goto('/events/new');
    await expect(page.getByRole('heading', { name: 'New Event' })).toBeVisible();
    await page.getByRole('button', { name: 'Save' }).click();
    for (const message of ['Program is required.', 'Venue is required.', 'Start date is required.', 'End time is required.'])
      await expect(page.getByText(message)).toBeVisible();
    await expect(page.getByText('Event create failed! Please check for errors.')).toBeVisible();

    // Category.
    await page.getByRole('button', { name: 'New category' }).click();
    const categoryDialog = page.getByRole('dialog', { name: 'New Event Category' });
    await categoryDialog.getByRole('button', { name: 'Save' }).click();
    await expect(categoryDialog.getByText('Name is required.')).toBeVisible();
    await field(categoryDialog, 'Name').fill(`${tag} category`);
    await categoryDialog.getByRole('button', { name: 'Save' }).click();
    await expect(page.getByText('Category created successfully.')).toBeVisible();
    await expect(categoryDialog).toHaveCount(0);
    await expect(select(page, 'Category').locator('option:checked')).toHaveText(`${tag} category`);

    // Program.
    await page.getByRole('button', { name: 'New program' }).click();
    const programDialog = page.getByRole('dialog', { name: 'New Program' });
    await programDialog.getByRole('button', { name: 'Save' }).click();
    await expect(programDialog.getByText('Category is required.')).toBeVisible();
    await select(programDialog, 'Category').selectOption({ index: 1 });
    await field(programDialog, 'Name').fill(`${tag} program`);
    await programDialog.getByRole('button', { name: 'Save' }).click();
    await expect(page.getByText('Program created successfully.')).toBeVisible();
    await expect(select(page, 'Program').locator('option:checked')).toHaveText(`${tag} program`);

    // Venue, with its location cascade.
    await page.getByRole('button', { name: 'New venue' }).click();
    const venueDialog = page.getByRole('dialog', { name: 'New Venue' });
    await expect(select(venueDialog, 'Province')).toBeDisabled();
    await expect(select(venueDialog, 'City')).toBeDisabled();
    await expect(select(venueDialog, 'Postal Code')).toBeDisabled();
    await venueDialog.getByRole('button', { name: 'Save' }).click();
    for (const message of ['Address line 1 is required.', 'Country is required.', 'City is required.', 'Postal code is required.'])
      await expect(venueDialog.getByText(message)).toBeVisible();
    await field(venueDialog, 'Name').fill(`${tag} venue`);
    await field(venueDialog, 'Address Line 1').fill('1 Yonge St');
    await select(venueDialog, 'Country').selectOption({ label: 'Canada' });
    await select(venueDialog, 'Province').selectOption({ label: 'Ontario' });
    await select(venueDialog, 'City').selectOption({ label: 'Toronto' });
    await select(venueDialog, 'Postal Code').selectOption({ index: 1 });
    // Changing the province clears the city and postal code.
    await select(venueDialog, 'Province').selectOption({ label: 'Quebec' });
    await expect(select(venueDialog, 'City')).toHaveValue('');
    await expect(select(venueDialog, 'Postal Code')).toBeDisabled();
    await select(venueDialog, 'Province').selectOption({ label: 'Ontario' });
    await select(venueDialog, 'City').selectOption({ label: 'Toronto' });
    await select(venueDialog, 'Postal Code').selectOption({ index: 1 });
    await venueDialog.getByRole('button', { name: 'Save' }).click();
    await expect(page.getByText('Venue created successfully.')).toBeVisible();
    await expect(select(page, 'Venue').locator('option:checked')).toHaveText(`${tag} venue`);

    // The event itself; the end before the start is refused first.
    await field(page, 'Name').fill(`${tag} event`);
    await field(page, 'Start Date').fill('2031-05-10');
    await field(page, 'Start Time').fill('10:00');
    await field(page, 'End Date').fill('2031-05-09');
    await field(page, 'End Time').fill('12:00');
    await page.getByRole('button', { name: 'Save' }).click();
    await expect(page.getByText('End must not be before the start.')).toBeVisible();
    await field(page, 'End Date').fill('2031-05-10');
    await field(page, 'End Date').blur();
    // Wait for the message to go, so that the layout stops moving before the next click.
    await expect(page.getByText('End must not be before the start.')).toHaveCount(0);
    await page.getByRole('switch', { name: 'Registration Required' }).check();
    await page.getByRole('button', { name: 'Save' }).click();
    await expect(page.getByText('Event created successfully!')).toBeVisible();
    const event = await findEvent(adminApi, `${tag} event`);
    await expect(page).toHaveURL(`/events/${event.code}`);
    expect(event).toMatchObject({
      category: `${tag} category`,
      program: `${tag} program`,
      venue: `${tag} venue`,
      registrationRequired: true,
      isPublic: false,
    });
  });
});

test.describe('edit event', () => {
  test('shows the event and saves changes on the page', async ({ adminPage: page, adminApi }) => {
    const refs = await seedReferences(adminApi);
    const event = await createEvent(adminApi, refs, `${refs.tag} edit`, ['2031-02-01', '15:00'], ['2031-02-01', '17:00']);
    await page.goto(`/events/${event.code}/edit`);
    await expect(page.getByRole('heading', { name: 'Edit Event' })).toBeVisible();
    await expect(field(page, 'Code')).toBeDisabled();
    await expect(field(page, 'Code')).toHaveValue(String(event.code));
    await expect(field(page, 'Name')).toHaveValue(event.name);
    await field(page, 'Name').fill(`${refs.tag} edited`);
    await page.getByRole('switch', { name: 'Cancelled' }).check();
    await page.getByRole('button', { name: 'Save' }).click();
    await expect(page.getByText('Event updated successfully!')).toBeVisible();
    await expect(page).toHaveURL(`/events/${event.code}/edit`);
    const saved = await getJson<Event>(adminApi, `/api/events/${event.code}`);
    expect(saved).toMatchObject({ name: `${refs.tag} edited`, isCancelled: true, startDate: '2031-02-01', startTime: '15:00' });
  });
});

/** The form in a given browser time zone: what is typed is local, what is stored is UTC. */
function timeZoneSuite(timezoneId: string, expected: { typed: string[]; stored: string[]; storedShown: string[] }) {
  test.describe(`event times in ${timezoneId}`, () => {
    test.use({ timezoneId });

    test('stores local times as UTC, on a daylight-saving change day too', async ({ adminPage: page, adminApi }) => {
      const refs = await seedReferences(adminApi);
      const name = `${refs.tag} tz`;
      const [startDate, startTime, endDate, endTime] = expected.typed as [string, string, string, string];
      await fillNewEvent(page, refs, name, [startDate, startTime], [endDate, endTime]);
      await page.getByRole('button', { name: 'Save' }).click();
      await expect(page.getByText('Event created successfully!')).toBeVisible();
      const event = await findEvent(adminApi, name);
      expect([event.startDate.slice(0, 10), event.startTime, event.endDate.slice(0, 10), event.endTime]).toEqual(expected.stored);

      // Edit shows the same local values again and converts a change back to UTC.
      await page.goto(`/events/${event.code}/edit`);
      await expect(field(page, 'Start Date')).toHaveValue(startDate);
      await expect(field(page, 'Start Time')).toHaveValue(startTime);
      await expect(field(page, 'End Date')).toHaveValue(endDate);
      await expect(field(page, 'End Time')).toHaveValue(endTime);
      await field(page, 'End Time').fill('23:30');
      await page.getByRole('button', { name: 'Save' }).click();
      await expect(page.getByText('Event updated successfully!')).toBeVisible();
      const saved = await getJson<Event>(adminApi, `/api/events/${event.code}`);
      expect([saved.endDate.slice(0, 10), saved.endTime]).toEqual(expected.storedShown);

      // The list shows local times.
      await page.goto(`/events?search=${refs.tag}`);
      await expect(page.getByRole('table', { name: 'Events' }).getByRole('row').nth(1)).toContainText(`${startDate} ${startTime}`);
    });
  });
}

// 2026-03-08: Toronto moves from UTC-5 to UTC-4 at 02:00 local.
timeZoneSuite('America/Toronto', {
  typed: ['2026-03-08', '01:30', '2026-03-08', '10:00'],
  stored: ['2026-03-08', '06:30', '2026-03-08', '14:00'],
  storedShown: ['2026-03-09', '03:30'],
});

// Manila keeps UTC+8 all year: the local morning is the previous UTC day.
timeZoneSuite('Asia/Manila', {
  typed: ['2026-03-08', '07:15', '2026-03-08', '09:00'],
  stored: ['2026-03-07', '23:15', '2026-03-08', '01:00'],
  storedShown: ['2026-03-08', '15:30'],
});
