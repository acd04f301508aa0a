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
