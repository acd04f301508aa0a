import { readFile } from 'node:fs/promises';
import type { Page } from '@playwright/test';
import { parse } from 'csv-parse/sync';
import { createMember, expect, test, uniqueWord } from './support/fixtures.ts';
import { createEvent, getJson, postJson, register } from './support/seed.ts';
import { axeClean } from './support/axe.ts';

/** The office side: import members from a spreadsheet, merge duplicates, read the reports. */

const WEEK_MS = 7 * 24 * 60 * 60 * 1000;

/** Chooses `csv` as the import's file (what a person picks in the file dialog). */
async function chooseFile(page: Page, name: string, csv: string) {
  await page.locator('input[type="file"]').setInputFiles({ name, mimeType: 'text/csv', buffer: Buffer.from(csv, 'utf8') });
}

async function savedCsv(page: Page, click: () => Promise<void>) {
  const [download] = await Promise.all([page.waitForEvent('download'), click()]);
  const text = await readFile(await download.path(), 'utf8');
  expect(text.startsWith('\uFEFF')).toBe(true);
  return { name: download.suggestedFilename(), records: parse(text.slice(1)) as string[][] };
}

test('import: columns matched by hand, a dry run that names the bad row and the existing member, then a clean import', async ({
  adminPage: page,
  adminApi,
}) => {
  const tag = uniqueWord('Imp');
  const existing = await createMember(adminApi, { firstName: 'Dora', lastName: tag });
  const header = 'Prénom,Last name,E-mail,Birth date,Notes';
  const row = (first: string, email: string, birth = '') => `${first},"${tag}, Jr.",${email},${birth},whatever`;
  const good = [row('Ana', `ana.${tag}@example.org`, '1990-02-03'), row('Bruno', `bruno.${tag}@example.org`)];
  const broken = [header, ...good, row('Carla', 'not-an-email'), row('Dora', existing.email.toUpperCase())].join('\r\n');
  const fixed = [header, ...good, row('Carla', `carla.${tag}@example.org`), row('Dora', existing.email.toUpperCase())].join('\r\n');

  await page.goto('/members');
  await page.getByRole('link', { name: 'Import Members' }).click();
  await expect(page.getByRole('heading', { name: 'Import Members', level: 1 })).toBeVisible();

  await chooseFile(page, 'people.csv', broken);
  await expect(page.getByText('Rows in the file: 4')).toBeVisible();
  // Known headers are matched already; "Prénom" is none the import knows, so it is matched by hand.
  await expect(page.getByRole('combobox', { name: 'Member field for column E-mail' })).toHaveValue('Email');
  await expect(page.getByRole('combobox', { name: 'Member field for column Notes' })).toHaveValue("Don't import");
  await page.getByRole('combobox', { name: 'Member field for column Prénom' }).click();
  await page.getByRole('option', { name: 'First Name' }).click();
  const preview = page.getByRole('table', { name: 'Preview: the first 4 rows' });
  await expect(preview.getByRole('row').nth(1)).toContainText('Ana');
  await expect(preview.getByRole('row').nth(1)).toContainText(`${tag}, Jr.`);
  await expect(page.getByRole('button', { name: /Import members/ })).toBeDisabled();

  await page.getByRole('button', { name: 'Check the file' }).click();
  await expect(page.getByText('Rows: 4. Without errors: 3. Already members: 1.')).toBeVisible();
  const errors = page.getByRole('table', { name: 'Errors' });
  await expect(errors.getByRole('row')).toHaveCount(2);
  await expect(errors.getByRole('row').nth(1)).toContainText('4');
  await expect(errors.getByRole('row').nth(1)).toContainText('Email');
  await expect(errors.getByRole('row').nth(1)).toContainText('Must be a valid email.');
  await expect(page.getByRole('table', { name: 'Already members (not imported)' }).getByRole('row').nth(1)).toContainText('Same email');
  await expect(page.getByRole('button', { name: /Import members/ })).toBeDisabled();

  await chooseFile(page, 'people-fixed.csv', fixed);
  await page.getByRole('combobox', { name: 'Member field for column Prénom' }).click();
  await page.getByRole('option', { name: 'First Name' }).click();
  await page.getByRole('button', { name: 'Check the file' }).click();
  await expect(page.getByText('No errors: the file can be imported.')).toBeVisible();
  await page.getByRole('button', { name: 'Import members (3)' }).click();
  await expect(page.getByText('Members imported: 3')).toBeVisible();

  const { members } = await getJson<{ members: { firstName: string; lastName: string; birthDate: string | null }[] }>(
    adminApi,
    `/api/members?search=${tag}&sort=fullname&size=10`,
  );
  expect(members.map((member) => [member.firstName, member.lastName, member.birthDate])).toEqual([
    ['Ana', `${tag}, Jr.`, '1990-02-03'],
    ['Bruno', `${tag}, Jr.`, null],
    ['Carla', `${tag}, Jr.`, null],
    ['Dora', tag, null],
  ]);
});

test("import: other spreadsheets' headers are known, and a file with a bad row imports the rest when asked, its bad row downloaded with the error", async ({
  adminPage: page,
  adminApi,
}) => {
  const tag = uniqueWord('Skip');
  const csv = [
    'Given name,Surname,Mobile,E-mail',
    `Ana,${tag},555-0101,ana.${tag}@example.org`,
    `Bea,${tag},555-0102,not-an-email`,
    `Carl,${tag},,carl.${tag}@example.org`,
  ].join('\r\n');

  await page.goto('/members/import');
  await chooseFile(page, 'people.csv', csv);
  await expect(page.getByRole('combobox', { name: 'Member field for column Surname' })).toHaveValue('Last Name');
  await expect(page.getByRole('combobox', { name: 'Member field for column Mobile' })).toHaveValue('Phones');
  await page.getByRole('button', { name: 'Check the file' }).click();
  const errors = page.getByRole('table', { name: 'Errors' });
  await expect(errors.getByRole('row').nth(1)).toContainText(`Bea ${tag}`);
  await expect(errors.getByRole('row').nth(1)).toContainText('Must be a valid email.');
  const importButton = page.getByRole('button', { name: 'Import members (2)' });
  await expect(importButton).toBeDisabled();

  const rejected = await savedCsv(page, () => page.getByRole('button', { name: 'Download the row with errors (CSV)' }).click());
  expect(rejected.name).toBe('rejected-rows.csv');
  expect(rejected.records).toEqual([
    ['Row', 'Given name', 'Surname', 'Mobile', 'E-mail', 'Errors'],
    ['3', 'Bea', tag, '555-0102', 'not-an-email', 'Email: Must be a valid email.'],
  ]);

  await page.getByRole('checkbox', { name: 'Import the 2 rows without errors and leave out the 1 row with errors' }).check();
  await importButton.click();
  await expect(page.getByText('Members imported: 2')).toBeVisible();
  await expect(page.getByText('1 row with errors was left out.')).toBeVisible();
  await axeClean(page);

  const { members } = await getJson<{ members: { fullname: string; phones: string | null }[] }>(
    adminApi,
    `/api/members?search=${tag}&sort=fullname&size=10`,
  );
  expect(members.map((member) => [member.fullname, member.phones])).toEqual([
    [`Ana ${tag}`, '555-0101'],
    [`Carl ${tag}`, null],
  ]);
});

test('merge: an Administrator compares two members, confirms what will move, and the kept one holds both histories', async ({
  adminPage: page,
  adminApi,
}) => {
  const tag = uniqueWord('Dup');
  const merged = await createMember(adminApi, { firstName: 'Rosa', lastName: tag, birthDate: '1975-04-05', phones: '555-0142' });
  const kept = await createMember(adminApi, { firstName: 'rosa', lastName: tag.toUpperCase(), birthDate: '1975-04-05' });
  const first = await createEvent(adminApi, `${tag} Choir`);
  const second = await createEvent(adminApi, `${tag} Supper`);
  await register(adminApi, first, merged.code, true);
  await register(adminApi, second, kept.code);

  await page.goto('/members');
  await page.getByRole('link', { name: 'Possible Duplicates' }).click();
  await page.getByRole('button', { name: `Compare the members named ${merged.fullname}` }).click();
  const dialog = page.getByRole('dialog', { name: 'Compare members' });
  await expect(dialog.getByRole('row', { name: /Phones/ })).toContainText('555-0142');
  await dialog.getByRole('radio', { name: `${kept.fullname} (${kept.code})` }).check();
  await dialog.getByRole('button', { name: 'Merge…' }).click();
  await expect(dialog.getByText(`Merge ${merged.fullname} (${merged.code}) into ${kept.fullname} (${kept.code})?`)).toBeVisible();
  await expect(dialog.getByText(`Empty fields of ${kept.fullname} (${kept.code}) are filled in: Phones.`)).toBeVisible();
  await expect(dialog.getByText(`${merged.fullname} (${merged.code}) is disabled.`)).toBeVisible();
  await dialog.getByRole('button', { name: 'Merge', exact: true }).click();
  await expect(page.getByText(`${merged.fullname} (${merged.code}) was merged into ${kept.fullname} (${kept.code}).`)).toBeVisible();
  await expect(page.getByRole('button', { name: `Compare the members named ${merged.fullname}` })).toHaveCount(0);

  // The kept member is at both events, checked in where the merged one was; the merged one is at none.
  for (const [event, checkedIn] of [
    [first, true],
    [second, false],
  ] as const) {
    const { attendees } = await getJson<{ attendees: { code: number; checkIn: boolean }[] }>(
      adminApi,
      `/api/events/${event.code}/attendees?registered=true`,
    );
    expect(attendees.map((attendee) => [attendee.code, attendee.checkIn])).toEqual([[kept.code, checkedIn]]);
  }
  await page.goto(`/members?search=${tag}&status=enabled`);
  await expect(page.getByRole('table').getByRole('row')).toHaveCount(2);
  await expect(page.getByRole('table').getByRole('row').nth(1)).toContainText(String(kept.code));
  await page.goto(`/members/${kept.code}`);
  await expect(page.getByRole('table', { name: 'History' })).toContainText('Merged from member');
});

test('merge: two people of the same name are told apart by their codes in the comparison and its confirmation', async ({
  adminPage: page,
  adminApi,
}) => {
  const tag = uniqueWord('Twin');
  const older = await createMember(adminApi, { firstName: 'Luis', lastName: tag, birthDate: '1980-06-07' });
  const newer = await createMember(adminApi, { firstName: 'Luis', lastName: tag, birthDate: '1980-06-07', phones: '555-0177' });
  expect(newer.fullname).toBe(older.fullname);

  await page.goto('/members/duplicates');
  await page.getByRole('button', { name: `Compare the members named ${older.fullname}` }).click();
  const dialog = page.getByRole('dialog', { name: 'Compare members' });
  await expect(dialog.getByRole('columnheader', { name: `${older.fullname} (${older.code})` })).toBeVisible();
  await expect(dialog.getByRole('columnheader', { name: `${newer.fullname} (${newer.code})` })).toBeVisible();
  await dialog.getByRole('radio', { name: `${older.fullname} (${older.code})` }).check();
  await dialog.getByRole('button', { name: 'Merge…' }).click();
  await expect(dialog.getByText(`Merge ${newer.fullname} (${newer.code}) into ${older.fullname} (${older.code})?`)).toBeVisible();
  await expect(
    dialog.getByText(`The registrations and check-ins of ${newer.fullname} (${newer.code}) move to ${older.fullname} (${older.code}).`),
  ).toBeVisible();
  await expect(dialog.getByText(`Empty fields of ${older.fullname} (${older.code}) are filled in: Phones.`)).toBeVisible();
  await expect(dialog.getByText(`${newer.fullname} (${newer.code}) is disabled.`)).toBeVisible();
  await axeClean(page);
  // Not merged: the confirmation is what this test reads.
  await dialog.getByRole('button', { name: 'Cancel' }).click();
  await expect(dialog.getByRole('button', { name: 'Merge…' })).toBeVisible();
});

test('reports: attendance per month for a period and a program, the events sorted and exported, and who stopped coming', async ({
  adminPage: page,
  adminApi,
}) => {
  const tag = uniqueWord('Rep');
  // Three events of one program in January and March 2020.
  const january = await createEvent(adminApi, `${tag} January`, {
    start: new Date('2020-01-12T15:00:00Z'),
    end: new Date('2020-01-12T17:00:00Z'),
  });
  const people = [
    await createMember(adminApi, { lastName: tag }),
    await createMember(adminApi, { lastName: tag }),
    await createMember(adminApi, { lastName: tag }),
  ];
  await register(adminApi, january, people[0]!.code, true);
  await register(adminApi, january, people[1]!.code, true);
  await register(adminApi, january, people[2]!.code);
  const programId = (january as unknown as { programId: number }).programId;
  const march = await postJson<{ code: number; name: string }>(adminApi, '/api/events', {
    programId,
    categoryId: (january as unknown as { categoryId: number }).categoryId,
    venueId: (january as unknown as { venueId: number }).venueId,
    name: `${tag} March`,
    description: null,
    startDate: '2020-03-08',
    startTime: '15:00',
    endDate: '2020-03-08',
    endTime: '17:00',
    registrationRequired: true,
    isPublic: false,
  });
  await register(adminApi, march as never, people[0]!.code, true);

  // Someone who came to three events 10 to 14 weeks ago and not since.
  const gone = await createMember(adminApi, { firstName: 'Gone', lastName: tag, phones: '555-0177' });
  for (const weeks of [10, 12, 14]) {
    const start = new Date(Date.now() - weeks * WEEK_MS);
    const event = await createEvent(adminApi, `${tag} ${weeks} weeks ago`, { start, end: new Date(start.getTime() + 3_600_000) });
    await register(adminApi, event, gone.code, true);
  }

  await page.goto('/');
  await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Reports' }).click();
  await expect(page.getByRole('heading', { name: 'Reports', level: 1 })).toBeVisible();
  await page.getByRole('textbox', { name: 'From', exact: true }).fill('2020-01-01');
  await page.getByRole('textbox', { name: 'To', exact: true }).fill('2020-03-31');
  await page.getByRole('combobox', { name: 'Programs' }).click();
  await page.getByRole('option', { name: january.program }).click();
  await page.keyboard.press('Escape');

  const months = page.getByRole('table', { name: 'Attendance per month' });
  await expect(months.getByRole('row')).toHaveCount(4);
  await expect(months.getByRole('row').nth(1)).toHaveText(/Jan 2020\s*1\s*3\s*2/);
  await expect(months.getByRole('row').nth(2)).toHaveText(/Feb 2020\s*0\s*0\s*0/);
  await expect(months.getByRole('row').nth(3)).toHaveText(/Mar 2020\s*1\s*1\s*1/);

  const events = page.getByRole('table', { name: 'Events of the period' });
  await expect(events.getByRole('row')).toHaveCount(3);
  await events.getByRole('button', { name: 'Registered' }).click();
  await events.getByRole('button', { name: 'Registered' }).click();
  await expect(events.getByRole('row').nth(1)).toContainText(`${tag} January`);
  const eventsFile = await savedCsv(page, () =>
    page.getByRole('region', { name: 'Events of the period' }).getByRole('button', { name: 'Export CSV' }).click(),
  );
  expect(eventsFile.records.slice(1).map((record) => [record[0], record[2], record[4], record[5]])).toEqual([
    [String(january.code), `${tag} January`, '3', '2'],
    [String(march.code), `${tag} March`, '1', '1'],
  ]);

  const absentees = page.getByRole('table', { name: 'Stopped coming' });
  await expect(absentees.getByRole('row', { name: new RegExp(`Gone ${tag}`) })).toContainText('555-0177');
  const absenteesFile = await savedCsv(page, () =>
    page.getByRole('region', { name: 'Stopped coming' }).getByRole('button', { name: 'Export CSV' }).click(),
  );
  expect(absenteesFile.records.find((record) => record[0] === String(gone.code))).toEqual([
    String(gone.code),
    `Gone ${tag}`,
    gone.email,
    '555-0177',
    expect.any(String),
    '3',
  ]);
});
