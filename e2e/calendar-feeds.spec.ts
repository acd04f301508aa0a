import { axeClean } from './support/axe.ts';
import { expect, test, uniqueWord } from './support/fixtures.ts';
import { createEvent } from './support/seed.ts';

/*
 * Calendar feeds (docs/api.md, "Calendar feeds"): an Administrator makes a feed in Settings →
 * Calendar feeds, reads its address once, and a calendar app (here a plain request, signed in to
 * nothing) finds the public events in it and not the private ones.
 */

test('an Administrator makes a calendar feed, and its address answers the public events as iCalendar', async ({
  adminApi,
  adminPage: page,
  playwright,
}) => {
  const shown = await createEvent(adminApi, uniqueWord('Picnic'), { isPublic: true });
  const hidden = await createEvent(adminApi, uniqueWord('Board'), { isPublic: false });
  const feedName = uniqueWord('Feed');

  await page.goto('/');
  await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Settings' }).click();
  await page.getByRole('navigation', { name: 'Settings' }).getByRole('link', { name: 'Calendar feeds' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Calendar feeds' })).toBeVisible();
  await page.getByRole('button', { name: 'Add Calendar Feed' }).click();
  const form = page.getByRole('form', { name: 'New calendar feed' });
  await form.getByRole('textbox', { name: 'Name' }).fill(feedName);
  await form.getByRole('button', { name: 'Save' }).click();

  const dialog = page.getByRole('dialog', { name: `Subscribe to ${feedName}` });
  await expect(dialog.getByRole('button', { name: 'Copy address' })).toBeVisible();
  await axeClean(page);
  const url = (await dialog.getByTestId('feed-address').textContent())!.trim();
  expect(url).toMatch(/^http:\/\/127\.0\.0\.1:\d+\/api\/calendar\/[A-Za-z0-9_-]{43}\.ics$/);
  await dialog.getByRole('button', { name: 'Done' }).click();
  await expect(page.getByRole('cell', { name: feedName, exact: true })).toBeVisible();
  await axeClean(page);

  // A calendar app signs in to nothing: a fresh request context, without the page's cookies.
  const calendarApp = await playwright.request.newContext();
  const response = await calendarApp.get(url);
  expect(response.status()).toBe(200);
  expect(response.headers()['content-type']).toBe('text/calendar; charset=utf-8');
  const ics = await response.text();
  expect(ics).toContain(`X-WR-CALNAME:${feedName}`);
  expect(ics).toContain(`SUMMARY:${shown.name}`);
  expect(ics).toContain(`UID:event-${shown.code}@console`);
  expect(ics).not.toContain(hidden.name);
  await calendarApp.dispose();
});
