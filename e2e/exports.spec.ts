import { readFile } from 'node:fs/promises';
import type { Page } from '@playwright/test';
import { parse } from 'csv-parse/sync';
import { createMember, expect, test, uniqueWord } from './support/fixtures.ts';
import { createEvent, register } from './support/seed.ts';

/** Export CSV on the three lists: the downloaded file holds what the list shows, every page. */

const BOM = '\uFEFF';

/** Clicks Export CSV and answers the downloaded file's name and records (header first). */
async function exportCsv(page: Page) {
  const [download] = await Promise.all([page.waitForEvent('download'), page.getByRole('link', { name: 'Export CSV' }).click()]);
  const text = await readFile(await download.path(), 'utf8');
  expect(text.startsWith(BOM)).toBe(true);
  return { name: download.suggestedFilename(), records: parse(text.slice(1)) as string[][] };
}

const dated = (name: string) => new RegExp(`^${name}-\\d{4}-\\d{2}-\\d{2}\\.csv$`);

test('the members export holds the filtered, searched and sorted list, all pages', async ({ adminPage: page, adminApi }) => {
  const tag = uniqueWord('Xp');
  const people = [
    ['Ana', 3],
    ['Bruno', 2],
    ['Carla', 2],
    ['Diego', 3],
    ['Elena', 2],
    ['Fabián', 2],
    ['Gloria', 2],
  ] as const;
  for (const [first, roleId] of people) {
    await createMember(adminApi, {
      firstName: first,
      lastName: `${tag} Núñez`,
      email: `${first.normalize('NFD').replace(/\p{M}/gu, '').toLowerCase()}.${tag.toLowerCase()}@example.org`,
      roleId,
    });
  }
  // Coordinators only, by email descending, five a page: the file has both pages.
  await page.goto(`/members?search=${tag}&role=2&sort=email&direction=desc&size=5`);
  await expect(page.getByRole('table').getByRole('row')).toHaveCount(6);

  const { name, records } = await exportCsv(page);
  expect(name).toMatch(dated('members'));
  expect(records[0]!.slice(0, 4)).toEqual(['Code', 'First name', 'Last name', 'Email']);
  expect(records.slice(1).map((row) => [row[1], row[2], row[8]])).toEqual([
    ['Gloria', `${tag} Núñez`, 'Coordinator'],
    ['Fabián', `${tag} Núñez`, 'Coordinator'],
    ['Elena', `${tag} Núñez`, 'Coordinator'],
    ['Carla', `${tag} Núñez`, 'Coordinator'],
    ['Bruno', `${tag} Núñez`, 'Coordinator'],
  ]);
});

test('the events export and an event’s attendance export hold what their lists show', async ({ adminPage: page, adminApi }) => {
  const tag = uniqueWord('Xe');
  const first = await createEvent(adminApi, `${tag} Supper`);
  const second = await createEvent(adminApi, `${tag} Breakfast`);
  const attendees = [
    await createMember(adminApi, { firstName: 'Iris', lastName: tag }),
    await createMember(adminApi, { firstName: 'Hugo', lastName: tag }),
  ];
  await register(adminApi, first, attendees[0]!.code, true);
  await register(adminApi, first, attendees[1]!.code);

  await page.goto(`/events?search=${tag}&sort=name&direction=asc`);
  await expect(page.getByRole('table').getByRole('row')).toHaveCount(3);
  const events = await exportCsv(page);
  expect(events.name).toMatch(dated('events'));
  expect(events.records.slice(1).map((row) => [row[0], row[1], row[8], row[9]])).toEqual([
    [String(second.code), `${tag} Breakfast`, '0', '0'],
    [String(first.code), `${tag} Supper`, '2', '1'],
  ]);

  await page.goto(`/events/${first.code}`);
  await expect(page.getByRole('table', { name: 'Attendees' }).getByRole('row')).toHaveCount(3);
  const attendance = await exportCsv(page);
  expect(attendance.name).toMatch(dated(`event-${first.code}-attendees`));
  expect(attendance.records.slice(1).map((row) => [row[1], row[2], row[3]])).toEqual([
    [`Hugo ${tag}`, 'Yes', 'No'],
    [`Iris ${tag}`, 'Yes', 'Yes'],
  ]);
});
