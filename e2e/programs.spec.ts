import type { Page } from '@playwright/test';
import type { Program } from '@console/contracts';
import { E2E_PASSWORD } from './support/constants.ts';
import { createMember, expect, signIn, test, uniqueWord, type Api } from './support/fixtures.ts';
import { pageSevenByFive, searchNothing, searchSeven } from './support/list.ts';

/** A form field by its accessible name (its status mark is labelled "… is valid", so not by label). */
const field = (page: Page, name: string) => page.getByRole('textbox', { name, exact: true });

type CategoryName = 'Worship' | 'Education' | 'Youth' | 'Family';

/** The id of a program category the server seeds, looked up by its name. */
async function categoryId(api: Api, name: CategoryName): Promise<number> {
  const response = await api.request.get('/api/program-categories', { headers: { authorization: `Bearer ${api.token}` } });
  const categories = (await response.json()) as { id: number; name: string }[];
  const found = categories.find((category) => category.name === name);
  expect(found, `program category ${name}`).toBeDefined();
  return found!.id;
}

async function createProgram(api: Api, name: string, category: CategoryName = 'Education'): Promise<Program> {
  const response = await api.request.post('/api/programs', {
    headers: { authorization: `Bearer ${api.token}` },
    data: { categoryId: await categoryId(api, category), name, description: null },
  });
  expect(response.status(), await response.text()).toBe(201);
  return (await response.json()) as Program;
}

async function getProgram(api: Api, id: number): Promise<Program> {
  const response = await api.request.get(`/api/programs/${id}`, { headers: { authorization: `Bearer ${api.token}` } });
  expect(response.status()).toBe(200);
  return (await response.json()) as Program;
}

/** Seven programs sharing a unique word, so the list can be narrowed to them alone. */
async function seedPrograms(api: Api) {
  const tag = uniqueWord('Pq');
  const specs = [
    ['Alpha', 'Youth'],
    ['Bravo', 'Worship'],
    ['Charlie', 'Family'],
    ['Delta', 'Education'],
    ['Echo', 'Youth'],
    ['Foxtrot', 'Worship'],
    ['Golf', 'Education'],
  ] as const;
  const programs = [];
  for (const [word, category] of specs) programs.push(await createProgram(api, `${tag} ${word}`, category));
  return { tag, programs };
}

test.describe('programs list', () => {
  test('searches, sorts and pages with the state in the URL', async ({ adminPage: page, adminApi }) => {
    const { tag, programs } = await seedPrograms(adminApi);
    await page.goto('/programs');
    await expect(page.getByRole('heading', { name: 'Programs' })).toBeVisible();
    await expect(page.getByRole('link', { name: 'Add Program' })).toHaveAttribute('href', '/programs/new');

    const table = await searchSeven(page, tag);
    await expect(table.getByRole('checkbox')).toHaveCount(0);
    // Default order: name ascending.
    await expect(table.getByRole('row').nth(1)).toContainText(`${tag} Alpha`);
    await expect(table.getByRole('row').nth(1)).toContainText('Youth');
    await expect(table.getByRole('row').nth(1)).toContainText(String(programs[0]!.id));

    // Name again toggles to descending.
    await table.getByRole('button', { name: 'Name' }).click();
    await expect(page).toHaveURL(/direction=desc/);
    await expect(table.getByRole('row').nth(1)).toContainText(`${tag} Golf`);

    // Category starts ascending: Education comes first.
    await table.getByRole('button', { name: 'Category' }).click();
    await expect(page).toHaveURL(/sort=category/);
    await expect(page).not.toHaveURL(/direction=desc/);
    await expect(table.getByRole('row').nth(1)).toContainText('Education');
    await expect(table.getByRole('row').nth(7)).toContainText('Youth');

    // Code descending: the newest program first.
    await table.getByRole('button', { name: 'Code' }).click();
    await table.getByRole('button', { name: 'Code' }).click();
    await expect(page).toHaveURL(/sort=code/);
    await expect(page).toHaveURL(/direction=desc/);
    await expect(table.getByRole('row').nth(1)).toContainText(`${tag} Golf`);

    // Page size 5: two pages.
    await pageSevenByFive(page, table);

    // Back restores the previous list state from the URL.
    await page.goBack();
    await expect(page).not.toHaveURL(/page=2/);
    await expect(table.getByRole('row')).toHaveCount(6);

    // Row actions, on the first row of the page (the list is sorted by name, descending).
    const golf = programs.at(-1)!;
    await page.getByRole('link', { name: `View ${golf.name}` }).click();
    await expect(page).toHaveURL(`/programs/${golf.id}`);
    await expect(page.getByRole('heading', { name: 'Programs View' })).toBeVisible();
    await page.goBack();
    await page.getByRole('link', { name: `Edit ${golf.name}` }).click();
    await expect(page).toHaveURL(`/programs/${golf.id}/edit`);
    await expect(page.getByRole('heading', { name: 'Edit Program' })).toBeVisible();
    await page.goBack();

    // Nothing found.
    await searchNothing(page, tag, 'No programs to show!');
  });
});

test.describe('program forms', () => {
  test('creates a program with validation on blur and on submit, then resets the form', async ({ adminPage: page, adminApi }) => {
    const name = uniqueWord('Prog');
    await page.goto('/programs/new');
    await expect(page.getByRole('heading', { name: 'New Program' })).toBeVisible();

    await page.getByRole('button', { name: 'Save' }).click();
    await expect(page.getByText('Category is required.')).toBeVisible();
    await expect(page.getByText('Name is required.')).toBeVisible();
    await expect(page.getByText('Program create failed! Please check for errors.')).toBeVisible();

    await page.getByRole('combobox', { name: 'Category' }).selectOption({ label: 'Youth' });
    await page.getByRole('combobox', { name: 'Category' }).blur();
    await expect(page.getByText('Category is required.')).toHaveCount(0);
    await field(page, 'Name').fill(name);
    await field(page, 'Name').blur();
    await expect(page.getByText('Name is required.')).toHaveCount(0);
    await expect(page.getByRole('img', { name: 'Name is valid' })).toBeVisible();
    await field(page, 'Description').fill('Saturday football');
    await page.getByRole('button', { name: 'Save' }).click();
    await expect(page.getByText('Program created successfully!')).toBeVisible();
    await expect(field(page, 'Name')).toHaveValue('');
    await expect(field(page, 'Description')).toHaveValue('');
    await expect(page).toHaveURL('/programs/new');

    const list = await adminApi.request.get(`/api/programs?search=${name}&page=1&size=5`, {
      headers: { authorization: `Bearer ${adminApi.token}` },
    });
    expect((await list.json()).programs).toEqual([expect.objectContaining({ name, description: 'Saturday football', category: 'Youth' })]);
  });

  test('names a duplicate program and keeps what was typed', async ({ adminPage: page, adminApi }) => {
    const existing = await createProgram(adminApi, uniqueWord('Dup'));
    await page.goto('/programs/new');
    await page.getByRole('combobox', { name: 'Category' }).selectOption({ label: 'Family' });
    await field(page, 'Name').fill(existing.name.toUpperCase());
    await field(page, 'Description').fill('A second one');
    await page.getByRole('button', { name: 'Save' }).click();
    await expect(page.getByText('Program already exists')).toBeVisible();
    await expect(page.getByText('Program create failed! Please try again.')).toBeVisible();
    await expect(field(page, 'Name')).toHaveValue(existing.name.toUpperCase());
    await expect(field(page, 'Description')).toHaveValue('A second one');
  });

  test('edits a program and stays on the page', async ({ adminPage: page, adminApi }) => {
    const program = await createProgram(adminApi, uniqueWord('Edit'), 'Worship');
    await page.goto(`/programs/${program.id}/edit`);
    await expect(page.getByRole('heading', { name: 'Edit Program' })).toBeVisible();
    await expect(field(page, 'Name')).toHaveValue(program.name);
    await expect(page.getByRole('combobox', { name: 'Category' })).toHaveValue(String(program.categoryId));

    await field(page, 'Name').fill('');
    await field(page, 'Name').blur();
    await expect(page.getByText('Name is required.')).toBeVisible();
    await page.getByRole('button', { name: 'Save' }).click();
    await expect(page.getByText('Program update failed! Please check for errors.')).toBeVisible();

    const renamed = `${program.name} Renamed`;
    await field(page, 'Name').fill(renamed);
    await page.getByRole('combobox', { name: 'Category' }).selectOption({ label: 'Family' });
    await field(page, 'Description').fill('Now for families');
    await page.getByRole('button', { name: 'Save' }).click();
    await expect(page.getByText('Program updated successfully!')).toBeVisible();
    await expect(page).toHaveURL(`/programs/${program.id}/edit`);
    expect(await getProgram(adminApi, program.id)).toMatchObject({ name: renamed, category: 'Family', description: 'Now for families' });

    await page.getByRole('link', { name: 'Cancel' }).click();
    await expect(page).toHaveURL('/programs');
  });

  test("a Coordinator's edit fails with 'try again' and keeps what was typed", async ({ page, adminApi }) => {
    const program = await createProgram(adminApi, uniqueWord('Coord'));
    const coordinator = await createMember(adminApi, { roleId: 2, password: E2E_PASSWORD });
    await signIn(page, coordinator.email, E2E_PASSWORD);
    await page.goto(`/programs/${program.id}/edit`);
    await expect(field(page, 'Name')).toHaveValue(program.name);
    await field(page, 'Name').fill(`${program.name} Changed`);
    await page.getByRole('button', { name: 'Save' }).click();
    await expect(page.getByText('Program update failed! Please try again.')).toBeVisible();
    await expect(field(page, 'Name')).toHaveValue(`${program.name} Changed`);
    expect((await getProgram(adminApi, program.id)).name).toBe(program.name);
  });
});
