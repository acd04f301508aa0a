import { axeClean } from './support/axe.ts';
import { createMember, expect, test, uniqueWord } from './support/fixtures.ts';
import { createEvent, register } from './support/seed.ts';

/** A member's page tells their story: the events they were registered for and checked in at, the latest first. */

const HOUR_MS = 60 * 60 * 1000;

test("a member's page lists the events they came to, each a link to its event, in Spanish too and on a phone", async ({
  adminPage: page,
  adminApi,
}) => {
  const tag = uniqueWord('Story');
  const member = await createMember(adminApi, { firstName: 'Rosa', lastName: tag });
  const now = Date.now();
  const mass = await createEvent(adminApi, `${tag} Sunday Mass`, { start: new Date(now - HOUR_MS), end: new Date(now + HOUR_MS) });
  const retreat = await createEvent(adminApi, `${tag} Retreat`);
  await register(adminApi, mass, member.code, true);
  await register(adminApi, retreat, member.code);

  await page.goto(`/members/${member.code}`);
  const table = page.getByRole('table', { name: 'Events' });
  const rows = table.getByRole('row');
  // The header, then the retreat (a week away) before the Mass (started an hour ago).
  await expect(rows).toHaveCount(3);
  await expect(rows.nth(1)).toContainText(`${tag} Retreat`);
  await expect(rows.nth(1)).toContainText('Upcoming');
  await expect(rows.nth(1)).toContainText('Not checked in');
  await expect(rows.nth(2)).toContainText(`${tag} Sunday Mass`);
  await expect(rows.nth(2)).toContainText('In Progress');
  await expect(rows.nth(2)).not.toContainText('Not checked in');
  await axeClean(page);

  // A phone shows the rows as a list of cards.
  await page.setViewportSize({ width: 390, height: 844 });
  const cards = page.getByRole('list', { name: 'Events' });
  await expect(cards.getByRole('listitem')).toHaveCount(2);
  await cards.getByRole('link', { name: `${tag} Sunday Mass` }).scrollIntoViewIfNeeded();
  await axeClean(page);
  await cards.getByRole('link', { name: `${tag} Sunday Mass` }).click();
  await expect(page).toHaveURL(new RegExp(`/events/${mass.code}$`));

  await page.setViewportSize({ width: 1280, height: 800 });
  await page.evaluate(() => localStorage.setItem('console.language', 'es'));
  await page.goto(`/members/${member.code}`);
  const tabla = page.getByRole('table', { name: 'Eventos' });
  await expect(tabla.getByRole('row').nth(1)).toContainText('Sin entrada');
  await expect(tabla.getByRole('columnheader', { name: 'Comienza' })).toBeVisible();
});
