import { readFile } from 'node:fs/promises';
import { axeClean } from './support/axe.ts';
import { createMember, expect, test, uniqueWord, type Api } from './support/fixtures.ts';
import { pageSevenByFive, searchNothing, searchSeven } from './support/list.ts';

/** Seven members sharing a unique surname prefix, so the list can be narrowed to them alone. */
async function seedMembers(api: Api) {
  const tag = uniqueWord('Zq');
  const people = [
    ['Ana', 'Álvarez', 3],
    ['Bruno', 'Benítez', 2],
    ['Carla', 'Castro', 3],
    ['Diego', 'Díaz', 3],
    ['Elena', 'Estévez', 2],
    ['Fabián', 'Fuentes', 3],
    ['Gloria', 'Gómez', 3],
  ] as const;
  const members = [];
  for (const [first, last, roleId] of people) {
    members.push(
      await createMember(api, {
        firstName: first,
        lastName: `${tag} ${last}`,
        email: `${first.normalize('NFD').replace(/\p{M}/gu, '').toLowerCase()}.${tag.toLowerCase()}@example.org`,
        roleId,
      }),
    );
  }
  return { tag, members };
}

test.describe('members list', () => {
  test('searches, sorts, filters and pages with the state in the URL', async ({ adminPage: page, adminApi }) => {
    const { tag, members } = await seedMembers(adminApi);
    await page.goto('/members');
    await expect(page.getByRole('heading', { name: 'Members' })).toBeVisible();

    const table = await searchSeven(page, tag);
    await expect(table.getByRole('cell', { name: members[0]!.email })).toBeVisible();

    // Sort by email: first click ascending, the same column toggles.
    await table.getByRole('button', { name: 'Email' }).click();
    await expect(page).toHaveURL(/sort=email&direction=asc|direction=asc&sort=email|sort=email/);
    await expect(table.getByRole('row').nth(1)).toContainText('ana.');
    await table.getByRole('button', { name: 'Email' }).click();
    await expect(page).toHaveURL(/direction=desc/);
    await expect(table.getByRole('row').nth(1)).toContainText('gloria.');

    // Page size 5: two pages, First/Previous disabled on the first, Next/Last on the last.
    await pageSevenByFive(page, table);
    await expect(page.getByText('of 2')).toBeVisible();

    // The page-number input: digits only, clamped to the last page, empty reverts.
    const pageNumber = page.getByRole('textbox', { name: 'Page number' });
    await pageNumber.fill('9');
    await pageNumber.press('Enter');
    await expect(pageNumber).toHaveValue('2');
    await pageNumber.fill('0');
    await pageNumber.press('Enter');
    await expect(page).not.toHaveURL(/page=2/);
    await expect(pageNumber).toHaveValue('1');
    await pageNumber.fill('');
    await pageNumber.blur();
    await expect(pageNumber).toHaveValue('1');
    await page.getByRole('button', { name: 'Last page' }).click();
    await expect(page).toHaveURL(/page=2/);

    // Filter by role Coordinator: back to page 1, a chip, then Clear.
    await page
      .getByRole('button', { name: /filter/i })
      .first()
      .click();
    await page.getByRole('checkbox', { name: 'Coordinator' }).check();
    await page.getByRole('button', { name: 'Apply' }).click();
    await expect(page).not.toHaveURL(/page=2/);
    await expect(table.getByRole('row')).toHaveCount(3);
    await page.getByRole('button', { name: /Remove filter Role: Coordinator/ }).click();
    await expect(table.getByRole('row')).toHaveCount(6);

    // Back restores the previous list state from the URL.
    await page.goBack();
    await expect(table.getByRole('row')).toHaveCount(3);

    // Searching for nothing that exists shows the empty text.
    await searchNothing(page, tag, 'No members to show!');
  });

  test('disables and enables selected members in bulk', async ({ adminPage: page, adminApi }) => {
    const { tag } = await seedMembers(adminApi);
    await page.goto(`/members?search=${tag}&size=10`);
    const table = page.getByRole('table');
    await expect(table.getByRole('row')).toHaveCount(8);
    const selectAll = page.getByRole('checkbox', { name: 'Select all rows' });
    const rowBoxes = table.getByRole('checkbox').filter({ hasNot: page.getByRole('checkbox', { name: 'Select all rows' }) });
    await rowBoxes.nth(1).check();
    await rowBoxes.nth(2).check();
    await expect(page.getByText('2 members selected')).toBeVisible();
    expect(await selectAll.evaluate((box: HTMLInputElement) => box.indeterminate)).toBe(true);

    await page.getByRole('button', { name: 'Disable' }).click();
    await expect(page.getByText('Members disabled successfully!')).toBeVisible();
    await expect(page.getByText('2 members selected')).toHaveCount(0);
    await page.goto(`/members?search=${tag}&status=disabled`);
    await expect(table.getByRole('row')).toHaveCount(3);

    await selectAll.check();
    await page.getByRole('button', { name: 'Enable' }).click();
    await expect(page.getByText('Members enabled successfully!')).toBeVisible();
    await expect(page.getByText('No members to show!')).toBeVisible();
  });

  test('sorts by last name, shows phones and the count, pages by 100, and fits a phone', async ({ adminPage: page, adminApi }) => {
    const tag = uniqueWord('Zl');
    // By full name Ana, Bruno, Carla; by last name Álvarez (Bruno), Méndez (Carla), Zamora (Ana).
    for (const [firstName, last, phones] of [
      ['Ana', 'Zamora', '555-0101'],
      ['Bruno', 'Álvarez', '555-0102'],
      ['Carla', 'Méndez', '555-0103'],
    ] as const) {
      await createMember(adminApi, { firstName, lastName: `${tag} ${last}`, phones });
    }
    await page.goto(`/members?search=${tag}`);
    const table = page.getByRole('table');
    await expect(table.getByRole('row')).toHaveCount(4);
    await expect(page.getByText('3 members', { exact: true })).toBeVisible();
    await expect(table.getByRole('row').nth(1)).toContainText('Ana');

    await table.getByRole('button', { name: 'Last Name' }).click();
    await expect(page).toHaveURL(/sort=lastname/);
    const fullNames = () => table.getByRole('row').locator('td:nth-child(3)').allTextContents();
    await expect.poll(fullNames).toEqual([`Bruno ${tag} Álvarez`, `Carla ${tag} Méndez`, `Ana ${tag} Zamora`]);
    await table.getByRole('button', { name: 'Last Name' }).click();
    await expect(page).toHaveURL(/direction=desc/);
    await expect.poll(fullNames).toEqual([`Ana ${tag} Zamora`, `Carla ${tag} Méndez`, `Bruno ${tag} Álvarez`]);

    await expect(table.getByRole('columnheader', { name: 'Phone' })).toBeVisible();
    await expect(table.getByRole('row', { name: new RegExp(`Bruno ${tag}`) })).toContainText('555-0102');

    await page.getByRole('combobox', { name: 'Rows per page' }).selectOption('100');
    await expect(page).toHaveURL(/size=100/);
    await expect(table.getByRole('row')).toHaveCount(4);
    await page.goto('/members?size=100');
    await expect(table.getByRole('row')).toHaveCount(101);
    await expect(page.getByText(/^[\d,]+ members$/)).toBeVisible();
    await axeClean(page);

    // A phone: the rows become cards, the sort select offers Last Name, nothing runs off the side.
    await page.setViewportSize({ width: 390, height: 844 });
    await page.goto(`/members?search=${tag}&sort=lastname`);
    await expect(page.getByText('3 members', { exact: true })).toBeVisible();
    await expect(page.getByRole('combobox', { name: 'Sort by' })).toHaveValue('lastname');
    await expect(page.getByText('555-0101')).toBeVisible();
    expect(await page.evaluate(() => document.documentElement.scrollWidth <= document.documentElement.clientWidth)).toBe(true);
    await axeClean(page);
  });

  test("downloads the listed members' QR cards as a PDF", async ({ adminPage: page, adminApi }) => {
    const { tag } = await seedMembers(adminApi);
    await page.goto(`/members?search=${tag}&role=2&size=5`);
    await expect(page.getByRole('table').getByRole('row')).toHaveCount(3);
    await page.getByRole('button', { name: 'Print cards' }).click();
    const dialog = page.getByRole('dialog');
    await expect(dialog).toContainText('QR cards of the 2 members listed, eight a page.');
    await axeClean(page);
    const [download] = await Promise.all([
      page.waitForEvent('download'),
      dialog.getByRole('link', { name: 'Cards on Letter paper (PDF)' }).click(),
    ]);
    expect(download.suggestedFilename()).toBe('member-cards.pdf');
    const pdf = await readFile(await download.path(), 'latin1');
    expect(pdf.startsWith('%PDF-')).toBe(true);
    // The two Coordinators are one page, of US Letter (612 × 792 points).
    expect(pdf.match(/\/Type \/Page\b/g)).toHaveLength(1);
    expect(pdf).toContain('/MediaBox [0 0 612 792]');
  });

  test('row actions lead to the details and the edit form', async ({ adminPage: page, adminApi }) => {
    const { tag, members } = await seedMembers(adminApi);
    await page.goto(`/members?search=${tag}`);
    const first = members[0]!;
    await page.getByRole('link', { name: `View ${first.fullname}` }).click();
    await expect(page).toHaveURL(`/members/${first.code}`);
    await page.goBack();
    await page.getByRole('link', { name: `Edit ${first.fullname}` }).click();
    await expect(page).toHaveURL(`/members/${first.code}/edit`);
  });
});
