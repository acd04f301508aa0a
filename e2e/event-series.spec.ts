import type { Event, EventSeries } from '@console/contracts';
import { axeClean } from './support/axe.ts';
import { field, fillNewEvent, seedReferences, select } from './support/events.ts';
import { expect, test } from './support/fixtures.ts';
import { getJson } from './support/seed.ts';

/*
 * Repeating events (docs/product.md §5.3): a weekly series made on the New Event form, shown on
 * each of its events, moved an hour from its third event on, and one of its events cancelled alone.
 * The e2e server keeps the organisation's time in UTC, and so does this browser: what is typed is
 * what the series keeps. Daylight saving is the server tests' (event-series.test.ts).
 */
test.use({ timezoneId: 'UTC' });

test('a weekly series: made on the form, shown on its events, edited from one on, one event cancelled', async ({
  adminPage: page,
  adminApi,
}) => {
  test.setTimeout(120_000);
  const refs = await seedReferences(adminApi);
  const name = `${refs.tag} Mass`;
  // 2 March 2031 is a Sunday.
  await fillNewEvent(page, refs, name, ['2031-03-02', '10:00'], ['2031-03-02', '11:30']);
  await select(page, 'Repeats').selectOption({ label: 'Weekly' });
  await expect(page.getByRole('checkbox', { name: 'Sunday' })).toBeChecked();
  await expect(page.getByRole('checkbox', { name: 'Monday' })).not.toBeChecked();
  await page.getByRole('radio', { name: 'After a number of events' }).check();
  await field(page, 'Number of events').fill('6');
  await axeClean(page);
  await page.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByText('6 events created successfully!')).toBeVisible();

  const { events } = await getJson<{ events: Event[] }>(adminApi, `/api/events?search=${encodeURIComponent(name)}&size=20`);
  expect(events).toHaveLength(6);
  const first = events[0]!;
  await expect(page).toHaveURL(`/events/${first.code}`);
  const seriesPath = `/api/event-series/${first.seriesId}`;
  const series = await getJson<EventSeries>(adminApi, seriesPath);
  expect(series.rule).toBe('FREQ=WEEKLY;INTERVAL=1;BYDAY=SU;COUNT=6');
  expect(series.events.map((event) => `${event.startDate} ${event.startTime}-${event.endTime}`)).toEqual([
    '2031-03-02 10:00-11:30',
    '2031-03-09 10:00-11:30',
    '2031-03-16 10:00-11:30',
    '2031-03-23 10:00-11:30',
    '2031-03-30 10:00-11:30',
    '2031-04-06 10:00-11:30',
  ]);

  // Each event's page tells the rule in words and lists the series, itself marked.
  await expect(page.getByText('Every week on Sunday, 6 events')).toBeVisible();
  const listed = page.getByRole('list', { name: 'Events of the series' });
  await expect(listed.getByRole('link')).toHaveCount(6);
  await expect(listed.getByRole('link', { name: '2031-03-02 10:00' })).toHaveAttribute('aria-current', 'page');
  await axeClean(page);
  await listed.getByRole('link', { name: '2031-03-16 10:00' }).click();
  const third = series.events[2]!;
  await expect(page).toHaveURL(`/events/${third.code}`);
  await expect(listed.getByRole('link', { name: '2031-03-16 10:00' })).toHaveAttribute('aria-current', 'page');

  // From the third event on, an hour later; the first two stay as they were.
  await page.goto(`/events/${third.code}/edit`);
  await field(page, 'Start Time').fill('11:00');
  await field(page, 'End Time').fill('12:30');
  await page.getByRole('radio', { name: 'This and following events' }).check();
  await axeClean(page);
  await page.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByText('Event updated successfully!')).toBeVisible();
  const moved = await getJson<EventSeries>(adminApi, seriesPath);
  expect(moved.events.map((event) => `${event.startDate} ${event.startTime}-${event.endTime}`)).toEqual([
    '2031-03-02 10:00-11:30',
    '2031-03-09 10:00-11:30',
    '2031-03-16 11:00-12:30',
    '2031-03-23 11:00-12:30',
    '2031-03-30 11:00-12:30',
    '2031-04-06 11:00-12:30',
  ]);

  // The fifth event cancelled alone, from the list, the soonest first.
  await page.goto(`/events?search=${encodeURIComponent(name)}`);
  await expect(page.getByRole('table', { name: 'Events' }).getByRole('row')).toHaveCount(7);
  await page
    .getByRole('button', { name: `Cancel ${name}` })
    .nth(4)
    .click();
  const dialog = page.getByRole('dialog');
  await expect(dialog.getByRole('button', { name: 'Cancel this and following events' })).toBeVisible();
  await axeClean(page);
  await dialog.getByRole('button', { name: 'Cancel this event' }).click();
  await expect(page.getByText('Event cancelled successfully!')).toBeVisible();
  const cancelled = await getJson<EventSeries>(adminApi, seriesPath);
  expect(cancelled.events.map((event) => event.isCancelled)).toEqual([false, false, false, false, true, false]);

  // On a phone the series fits the screen.
  await page.setViewportSize({ width: 390, height: 844 });
  await page.goto(`/events/${third.code}`);
  await expect(listed.getByRole('link')).toHaveCount(6);
  const overflow = await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);
  expect(overflow).toBeLessThanOrEqual(0);
  await axeClean(page);
});
