import type { Locator, Page } from '@playwright/test';
import type { PostalCode, Venue } from '@console/contracts';
import { expect, uniqueWord, type Api } from './fixtures.ts';
import { getJson, postJson } from './seed.ts';

/** A form field by its accessible name (its status mark is labelled "… is valid", so not by label). */
export const field = (scope: Page | Locator, name: string) => scope.getByRole('textbox', { name, exact: true });
export const select = (scope: Page | Locator, name: string) => scope.getByRole('combobox', { name, exact: true });

/** The references an event needs: its own program, event category and a venue in Toronto. */
export async function seedReferences(api: Api) {
  const tag = uniqueWord('Ev');
  const [programCategory] = await getJson<{ id: number }[]>(api, '/api/program-categories');
  const program = await postJson<{ id: number }>(api, '/api/programs', {
    categoryId: programCategory!.id,
    name: `${tag} program`,
    description: null,
  });
  const category = await postJson<{ id: number }>(api, '/api/event-categories', { name: `${tag} category`, description: null });
  const postalCodes = await getJson<PostalCode[]>(api, '/api/postal-codes');
  const toronto = postalCodes.find((code) => code.city === 'Toronto');
  expect(toronto, 'a Toronto postal code').toBeDefined();
  const venue = await postJson<Venue>(api, '/api/venues', {
    name: `${tag} hall`,
    phones: null,
    website: null,
    addressLine1: '100 Queen St W',
    addressLine2: null,
    postalCodeId: toronto!.id,
  });
  return { tag, programId: program.id, categoryId: category.id, venue };
}

export type References = Awaited<ReturnType<typeof seedReferences>>;

/**
 * Opens New Event and fills it with the references' program, category and venue, a name and the
 * local start and end (`['2031-03-02', '10:00']`), leaving it unsaved.
 */
export async function fillNewEvent(page: Page, refs: References, name: string, start: [string, string], end: [string, string]) {
  await page.goto('/events/new');
  await select(page, 'Program').selectOption({ label: `${refs.tag} program` });
  await select(page, 'Category').selectOption({ label: `${refs.tag} category` });
  await field(page, 'Name').fill(name);
  await select(page, 'Venue').selectOption({ label: refs.venue.name });
  await field(page, 'Start Date').fill(start[0]);
  await field(page, 'Start Time').fill(start[1]);
  await field(page, 'End Date').fill(end[0]);
  await field(page, 'End Time').fill(end[1]);
}
