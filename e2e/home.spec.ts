import { axeClean } from './support/axe.ts';
import { createMember, expect, test, uniqueWord } from './support/fixtures.ts';
import { createEvent, register } from './support/seed.ts';

/** Home tells what is happening: today's events with their counts and check-in, the week's, the month's figures. */

const HOUR_MS = 60 * 60 * 1000;
const DAY_MS = 24 * HOUR_MS;

test("Home lists today's event with its live count and opens its check-in in one tap, the week's events after it", async ({
  adminPage: page,
  adminApi,
}) => {
  const tag = uniqueWord('Home');
  const now = Date.now();
  // Started long ago and open for an hour more: among the events in progress it comes first.
  const today = await createEvent(adminApi, `${tag} Food bank`, { start: new Date(now - 30 * DAY_MS), end: new Date(now + HOUR_MS) });
  const later = await createEvent(adminApi, `${tag} Choir`, { start: new Date(now + 25 * HOUR_MS), end: new Date(now + 27 * HOUR_MS) });
  const [ana, ben] = [await createMember(adminApi, { lastName: tag }), await createMember(adminApi, { lastName: tag })];
  await register(adminApi, today, ana.code, true);
  await register(adminApi, today, ben.code);

  await page.goto('/');
  const todayRegion = page.getByRole('region', { name: 'Today' });
  const item = todayRegion.getByRole('listitem').filter({ hasText: `${tag} Food bank` });
  await expect(item).toContainText('1 checked in of 2 registered');
  await expect(item).toContainText('In Progress');
  await expect(page.getByRole('region', { name: 'This week' }).getByRole('link', { name: `${tag} Choir` })).toHaveAttribute(
    'href',
    `/events/${later.code}`,
  );
  await expect(page.getByRole('region', { name: 'At a glance' })).toContainText(/Members added this month:\s*[\d,]+/);
  await axeClean(page);
  await page.setViewportSize({ width: 390, height: 844 });
  await axeClean(page);

  await item.getByRole('link', { name: `Open check-in for ${tag} Food bank` }).click();
  await expect(page).toHaveURL(new RegExp(`/events/${today.code}/check-in$`));
});
