import type { Locator, Page } from '@playwright/test';
import type { Venue } from '@console/contracts';
import { expect, test, uniqueWord } from './support/fixtures.ts';
import { auth, createEvent } from './support/seed.ts';

/** The Venues area: list, New and Edit with the location cascade, and a venue's upcoming events. */

const field = (scope: Page | Locator, name: string) => scope.getByRole('textbox', { name, exact: true });
const select = (scope: Page | Locator, name: string) => scope.getByRole('combobox', { name, exact: true });

test('creates a venue through the location cascade, edits it, and lists it', async ({ adminPage: page }) => {
  const tag = uniqueWord('Ve');
  await page.goto('/venues');
  await expect(page.getByRole('heading', { level: 1, name: 'Venues' })).toBeVisible();
  await expect(page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Venues' })).toHaveAttribute(
    'aria-current',
    'page',
  );
  await page.getByRole('link', { name: 'Add Venue' }).click();
  await expect(page).toHaveURL(/\/venues\/new$/);

  const form = page.getByRole('form', { name: 'New venue' });
  await expect(select(form, 'Province')).toBeDisabled();
  await form.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByText('Venue create failed! Please check for errors.')).toBeVisible();
  await expect(form.getByText('Country is required.')).toBeVisible();

  await field(form, 'Name').fill(`${tag} Parish Hall`);
  await field(form, 'Address Line 1').fill('10 Rue Notre-Dame');
  await select(form, 'Country').selectOption({ label: 'Canada' });
  await select(form, 'Province').selectOption({ label: 'Quebec' });
  await select(form, 'City').selectOption({ label: 'Montréal' });
  await select(form, 'Postal Code').selectOption({ label: 'H2Y 1C6' });
  await form.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByText('Venue created successfully!')).toBeVisible();
  // Ready for the next one.
  await expect(field(form, 'Name')).toHaveValue('');

  await page.goto(`/venues?search=${tag}`);
  const table = page.getByRole('table', { name: 'Venues' });
  await expect(table.getByRole('row')).toHaveCount(2);
  await expect(table.getByRole('row').nth(1)).toContainText('10 Rue Notre-Dame');
  await expect(table.getByRole('row').nth(1)).toContainText('Montréal');

  await table.getByRole('link', { name: `Edit ${tag} Parish Hall` }).click();
  const edit = page.getByRole('form', { name: /^Venue \d+$/ });
  // The cascade opens on the venue's own place.
  await expect(select(edit, 'City')).toHaveValue(/\d+/);
  await expect(select(edit, 'City').locator('option:checked')).toHaveText('Montréal');
  await expect(select(edit, 'Postal Code').locator('option:checked')).toHaveText('H2Y 1C6');
  await field(edit, 'Name').fill(`${tag} Parish Centre`);
  await select(edit, 'Province').selectOption({ label: 'Ontario' });
  await expect(select(edit, 'City')).toHaveValue('');
  await select(edit, 'City').selectOption({ label: 'Toronto' });
  await select(edit, 'Postal Code').selectOption({ index: 1 });
  await edit.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByText('Venue updated successfully!')).toBeVisible();

  await page.goto(`/venues?search=${tag}`);
  await expect(table.getByRole('row').nth(1)).toContainText(`${tag} Parish Centre`);
  await expect(table.getByRole('row').nth(1)).toContainText('Toronto');
});

test("a venue's page shows where it is and its upcoming events, not its past ones", async ({ adminPage: page, adminApi }) => {
  const tag = uniqueWord('Vu');
  const soon = await createEvent(adminApi, `${tag} Advent supper`);
  const venue = (await (await adminApi.request.get(`/api/venues/${soon.venueId}`, { headers: auth(adminApi) })).json()) as Venue;
  const past = await adminApi.request.post('/api/events', {
    headers: auth(adminApi),
    data: {
      name: `${tag} Harvest fair`,
      description: null,
      programId: soon.programId,
      categoryId: soon.categoryId,
      venueId: venue.id,
      startDate: '2025-10-04',
      startTime: '10:00',
      endDate: '2025-10-04',
      endTime: '16:00',
      registrationRequired: false,
      isPublic: true,
    },
  });
  expect(past.status(), await past.text()).toBe(201);

  await page.goto(`/venues/${venue.id}`);
  await expect(page.getByRole('heading', { level: 2, name: venue.name })).toBeVisible();
  await expect(page.getByText(`${venue.city}, ${venue.provinceCode} ${venue.postalCode}`)).toBeVisible();
  const upcoming = page.getByRole('region', { name: 'Upcoming events' });
  await expect(upcoming.getByRole('link', { name: `${tag} Advent supper` })).toHaveAttribute('href', `/events/${soon.code}`);
  await expect(upcoming.getByText(`${tag} Harvest fair`)).toHaveCount(0);
});
