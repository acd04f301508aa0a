import type { Locator, Page } from '@playwright/test';
import { expect } from './fixtures.ts';

/** A list page's search box. */
export const searchBox = (page: Page) => page.getByRole('textbox', { name: /search/i });

/**
 * Searches a list page for a test's seven records (their shared tag) and answers the list's table,
 * checked to hold a header row and the seven.
 */
export async function searchSeven(page: Page, tag: string, table: Locator = page.getByRole('table')): Promise<Locator> {
  const search = searchBox(page);
  await search.fill(tag.toLowerCase());
  await search.press('Enter');
  await expect(page).toHaveURL(new RegExp(`search=${tag.toLowerCase()}`));
  await expect(table.getByRole('row')).toHaveCount(8);
  return table;
}

/** Five rows a page over the seven: two pages, the second reached with Next and holding two. */
export async function pageSevenByFive(page: Page, table: Locator) {
  await page.getByRole('combobox', { name: 'Rows per page' }).selectOption('5');
  await expect(page).toHaveURL(/size=5/);
  await expect(table.getByRole('row')).toHaveCount(6);
  await expect(page.getByRole('button', { name: 'First page' })).toBeDisabled();
  await expect(page.getByRole('button', { name: 'Previous page' })).toBeDisabled();
  await page.getByRole('button', { name: 'Next page' }).click();
  await expect(page).toHaveURL(/page=2/);
  await expect(table.getByRole('row')).toHaveCount(3);
  await expect(page.getByRole('button', { name: 'Last page' })).toBeDisabled();
  await expect(page.getByRole('button', { name: 'Next page' })).toBeDisabled();
}

/** A search that matches nothing shows the list's empty text; Clear search empties the box and the URL. */
export async function searchNothing(page: Page, tag: string, emptyText: string) {
  const search = searchBox(page);
  await search.fill(`${tag}nothing`);
  await page.getByRole('button', { name: 'Search', exact: true }).click();
  await expect(page.getByText(emptyText)).toBeVisible();
  await page.getByRole('button', { name: 'Clear search' }).click();
  await expect(search).toHaveValue('');
  await expect(page).not.toHaveURL(/search=/);
}
