import type { Page } from '@playwright/test';
import type { Household, Member } from '@console/contracts';
import { animationsEnded } from './support/animations.ts';
import { axeViolations } from './support/axe.ts';
import { createMember, expect, test, uniqueWord, type Api } from './support/fixtures.ts';
import { postJson } from './support/seed.ts';

/** The Households area: New with its members editor, the list's search by phone digits, the household's page, Edit and Delete, the possible duplicates. */

const PHONE = '+1 (555) 014-2273';

/** Three members of one family, sharing `tag` as their last name: two adults (one with the phone) and a child. */
async function family(api: Api, tag: string): Promise<[Member, Member, Member]> {
  return [
    await createMember(api, { firstName: 'Ana', lastName: tag, birthDate: '1980-03-02', phones: PHONE }),
    await createMember(api, { firstName: 'Bruno', lastName: tag, birthDate: '1978-11-20' }),
    await createMember(api, { firstName: 'Carla', lastName: tag, birthDate: '2016-05-09' }),
  ];
}

async function addMember(page: Page, name: string, search: string) {
  const form = page.getByRole('form', { name: 'New household' });
  await form.getByRole('searchbox', { name: 'Add a member' }).fill(search);
  await form.getByRole('button', { name: `Add ${name}` }).click();
  await expect(form.getByRole('group', { name })).toBeVisible();
}

test("creates a household of three on screen, finds it by a phone's last digits, edits a role and sees it on the member's page", async ({
  adminPage: page,
  adminApi,
}) => {
  const tag = uniqueWord('Hh');
  const [ana, bruno, carla] = await family(adminApi, tag);

  await page.goto('/households');
  await expect(page.getByRole('heading', { level: 1, name: 'Households' })).toBeVisible();
  await expect(page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Households' })).toHaveAttribute(
    'aria-current',
    'page',
  );
  await page.getByRole('link', { name: 'Add Household' }).click();
  await expect(page).toHaveURL(/\/households\/new$/);

  const form = page.getByRole('form', { name: 'New household' });
  await form.getByRole('textbox', { name: 'Name', exact: true }).fill(`${tag} family`);
  await form.getByRole('textbox', { name: 'Address' }).fill('10 Rue Notre-Dame');
  for (const member of [ana, bruno, carla]) await addMember(page, member.fullname, tag);
  // The roles follow the birth dates; only the adults may be the primary contact.
  await expect(form.getByRole('combobox', { name: `Role of ${carla.fullname}` })).toHaveValue('child');
  const contact = form.getByRole('combobox', { name: 'Primary contact' });
  await expect(contact.locator('option')).toHaveText(['None', ana.fullname, bruno.fullname]);
  await contact.selectOption({ label: ana.fullname });
  await form.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByText('Household created successfully!')).toBeVisible();
  await expect(page).toHaveURL(/\/households\/\d+$/);
  const id = Number(new URL(page.url()).pathname.split('/').pop());

  // The newest first, so that earlier runs' households with the same phone stay behind it.
  await page.goto('/households?sort=id&direction=desc');
  const search = page.getByRole('textbox', { name: 'Search households' });
  await search.fill('2273');
  await search.press('Enter');
  await expect(page).toHaveURL(/search=2273/);
  const row = page
    .getByRole('table', { name: 'Households' })
    .getByRole('row')
    .filter({ hasText: `${tag} family` });
  // Adults first, oldest first, then the child.
  await expect(row).toContainText(`${bruno.fullname}, ${ana.fullname}, ${carla.fullname}`);
  // Id, Name, Phone, Members, Size.
  await expect(row.getByRole('cell').nth(4)).toHaveText('3');
  await row.getByRole('link', { name: `View ${tag} family` }).click();

  await expect(page).toHaveURL(`/households/${id}`);
  await expect(page.getByRole('heading', { level: 2, name: `${tag} family` })).toBeVisible();
  await expect(page.getByText('10 Rue Notre-Dame')).toBeVisible();
  const members = page.getByRole('region', { name: 'Members' }).getByRole('listitem');
  await expect(members).toHaveCount(3);
  await expect(members.filter({ hasText: ana.fullname })).toContainText('Primary contact');
  await expect(members.filter({ hasText: carla.fullname })).toContainText(/Child\s*\d+ years old/);

  await page.getByRole('link', { name: 'Edit' }).click();
  const edit = page.getByRole('form', { name: `Household ${id}` });
  await edit.getByRole('combobox', { name: `Role of ${bruno.fullname}` }).selectOption({ label: 'Other' });
  await edit.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByText('Household updated successfully!')).toBeVisible();

  await page.goto(`/members/${bruno.code}`);
  const households = page.getByRole('region', { name: 'Households' });
  await expect(households.getByRole('link', { name: `${tag} family` })).toHaveAttribute('href', `/households/${id}`);
  await expect(households.getByRole('listitem')).toContainText('Other');
});

test("creates a child without an email straight into a household from the household's page, and sees them there as a child", async ({
  adminPage: page,
  adminApi,
}) => {
  const tag = uniqueWord('Hc');
  const parent = await createMember(adminApi, { firstName: 'Elena', lastName: tag, birthDate: '1984-04-12' });
  const household = await postJson<Household>(adminApi, '/api/households', {
    name: `${tag} family`,
    members: [{ code: parent.code, role: 'adult' }],
    primaryContactCode: parent.code,
  });

  await page.goto(`/households/${household.id}`);
  await page.getByRole('link', { name: 'New member' }).click();
  await expect(page).toHaveURL(`/members/new?household=${household.id}`);
  const form = page.getByRole('form', { name: 'New member' });
  await expect(form.getByRole('group', { name: `Joins ${tag} family` })).toBeVisible();
  await form.getByRole('combobox', { name: 'Role', exact: true }).selectOption({ label: 'Member' });
  await form.getByRole('textbox', { name: 'First Name' }).fill('Pablo');
  await form.getByRole('textbox', { name: 'Last Name' }).fill(tag);
  // No email: a child has none, and a Member needs none.
  await expect(form.getByRole('textbox', { name: 'Email' })).not.toHaveAttribute('required', '');
  await form.getByLabel('Birth Date').fill('2019-06-01');
  await expect(form.getByRole('combobox', { name: 'Role in the household' })).toHaveValue('child');
  await form.getByRole('button', { name: 'Save' }).click();

  await expect(page.getByText('Member created successfully!')).toBeVisible();
  await expect(page).toHaveURL(`/households/${household.id}`);
  const members = page.getByRole('region', { name: 'Members' }).getByRole('listitem');
  await expect(members).toHaveCount(2);
  const child = members.filter({ hasText: `Pablo ${tag}` });
  await expect(child).toContainText(/Child\s*\d+ years old/);

  await child.getByRole('link', { name: `Pablo ${tag}` }).click();
  await expect(page.getByRole('textbox', { name: 'Email' })).toHaveValue('');
  const households = page.getByRole('region', { name: 'Households' });
  await expect(households.getByRole('link', { name: `${tag} family` })).toHaveAttribute('href', `/households/${household.id}`);
  await expect(households.getByRole('listitem')).toContainText('Child');
});

test('deletes a household after asking, and its members stay', async ({ adminPage: page, adminApi }) => {
  const tag = uniqueWord('Hd');
  const member = await createMember(adminApi, { firstName: 'Dora', lastName: tag });
  const household = await postJson<Household>(adminApi, '/api/households', {
    name: `${tag} home`,
    members: [{ code: member.code, role: 'adult' }],
  });

  await page.goto(`/households/${household.id}`);
  await page.getByRole('button', { name: 'Delete' }).click();
  const dialog = page.getByRole('dialog', { name: 'Delete household' });
  await expect(dialog).toContainText(`Delete the household ${tag} home?`);
  await dialog.getByRole('button', { name: 'Delete household' }).click();
  await expect(page.getByText('Household deleted successfully!')).toBeVisible();
  await expect(page).toHaveURL(/\/households$/);

  await page.goto(`/members/${member.code}`);
  await expect(page.getByRole('region', { name: 'Households' })).toContainText('Not in any household');
});

test('lists the possible duplicate households from the list, each a link to its page; on a phone in Spanish as cards; axe finds nothing', async ({
  adminPage: page,
  adminApi,
}) => {
  const tag = uniqueWord('Hp');
  // A number and an address of this run alone, each written two ways.
  const digits = String(Date.now() % 10_000_000).padStart(7, '0');
  const phones = [`(555) ${digits.slice(0, 3)}-${digits.slice(3)}`, `555.${digits.slice(0, 3)}.${digits.slice(3)}`];
  const address = `${digits} Oak St., Apt 3`;
  const contact = await createMember(adminApi, { firstName: 'Olga', lastName: tag });
  const [first, second] = [
    await postJson<Household>(adminApi, '/api/households', {
      name: `${tag} family`,
      phone: phones[0],
      members: [{ code: contact.code, role: 'adult' }],
      primaryContactCode: contact.code,
    }),
    await postJson<Household>(adminApi, '/api/households', { name: `Familia ${tag}`, phone: phones[1], members: [] }),
  ];
  await postJson<Household>(adminApi, '/api/households', { name: `${tag} home`, address, members: [] });
  await postJson<Household>(adminApi, '/api/households', { name: `${tag} casa`, address: `${digits} OAK ST APT 3`, members: [] });

  await page.goto('/households');
  await page.getByRole('link', { name: 'Possible Duplicates' }).click();
  await expect(page).toHaveURL(/\/households\/duplicates$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Possible Duplicates' })).toBeVisible();
  const byPhone = page.getByRole('region', { name: phones[0] });
  await expect(byPhone).toContainText('Same phone number');
  // Its header and the two households, by id.
  await expect(byPhone.getByRole('row')).toHaveCount(3);
  await expect(byPhone.getByRole('row').nth(1)).toContainText(`${tag} family`);
  await expect(byPhone.getByRole('row').nth(1)).toContainText(`Olga ${tag}`);
  await expect(byPhone.getByRole('row').nth(2)).toContainText(phones[1]!);
  const byAddress = page.getByRole('region', { name: address });
  await expect(byAddress).toContainText('Same address');
  await expect(byAddress.getByRole('row')).toHaveCount(3);
  const violations = await axe(page, 'duplicates');

  await byPhone.getByRole('link', { name: `View Familia ${tag} (${second.id})` }).click();
  await expect(page).toHaveURL(`/households/${second.id}`);
  await expect(page.getByRole('heading', { level: 2, name: `Familia ${tag}` })).toBeVisible();

  await page.setViewportSize({ width: 390, height: 844 });
  await page.evaluate(() => {
    localStorage.setItem('console.language', 'es');
    localStorage.setItem('console.color-scheme', 'dark');
  });
  await page.goto('/households/duplicates');
  await expect(page.getByRole('heading', { level: 1, name: 'Posibles duplicados' })).toBeVisible();
  const cards = page.getByRole('region', { name: phones[0] }).getByRole('listitem');
  await expect(cards).toHaveCount(2);
  await expect(cards.first().getByRole('link', { name: `Ver ${tag} family (${first.id})` })).toHaveAttribute(
    'href',
    `/households/${first.id}`,
  );
  await expect(page.getByRole('region', { name: address })).toContainText('Misma dirección');
  const overflow = await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);
  expect(overflow, 'the list scrolls sideways').toBeLessThanOrEqual(0);
  violations.push(...(await axe(page, 'duplicates on a phone')));
  expect(violations).toEqual([]);
});

test.describe('in Spanish, dark, on a phone (390 × 844)', () => {
  test.use({ viewport: { width: 390, height: 844 } });

  test("the household's page, its form and the list read in Spanish and axe finds nothing", async ({ adminPage: page, adminApi }) => {
    const tag = uniqueWord('Hs');
    const [ana, bruno, carla] = await family(adminApi, tag);
    const household = await postJson<Household>(adminApi, '/api/households', {
      name: `${tag} familia`,
      phone: PHONE,
      address: '10 Rue Notre-Dame',
      notes: 'Llamar por la tarde',
      members: [
        { code: ana.code, role: 'adult' },
        { code: bruno.code, role: 'other' },
        { code: carla.code, role: 'child' },
      ],
      primaryContactCode: ana.code,
    });
    await page.evaluate(() => {
      localStorage.setItem('console.language', 'es');
      localStorage.setItem('console.color-scheme', 'dark');
    });

    await page.goto(`/households/${household.id}`);
    await expect(page.getByRole('heading', { level: 1, name: 'Hogar' })).toBeVisible();
    const members = page.getByRole('region', { name: 'Miembros' }).getByRole('listitem');
    await expect(members.filter({ hasText: ana.fullname })).toContainText('Contacto principal');
    await expect(members.filter({ hasText: carla.fullname })).toContainText(/Niño\s*\d+ años/);
    await expect(page.locator('html')).toHaveAttribute('data-mantine-color-scheme', 'dark');
    const violations = await axe(page);

    await page.getByRole('button', { name: 'Eliminar' }).click();
    await expect(page.getByRole('dialog', { name: 'Eliminar hogar' })).toBeVisible();
    await animationsEnded(page);
    violations.push(...(await axe(page, 'delete modal')));
    await page.keyboard.press('Escape');

    await page.goto(`/households/${household.id}/edit`);
    await expect(page.getByRole('combobox', { name: `Papel de ${bruno.fullname}` })).toHaveValue('other');
    await page.getByRole('searchbox', { name: 'Añadir un miembro' }).fill(tag);
    await expect(page.getByText('No se encontró ningún miembro.')).toBeVisible();
    violations.push(...(await axe(page, 'edit')));

    await page.goto('/households?search=2273');
    await expect(page.getByRole('heading', { level: 1, name: 'Hogares' })).toBeVisible();
    await expect(page.getByRole('listitem').filter({ hasText: `${tag} familia` })).toBeVisible();
    const overflow = await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);
    expect(overflow, 'the list scrolls sideways').toBeLessThanOrEqual(0);
    violations.push(...(await axe(page, 'list')));
    expect(violations).toEqual([]);
  });
});

const axe = (page: Page, where = 'page') => axeViolations(page, where);
