import AxeBuilder from '@axe-core/playwright';
import type { Page } from '@playwright/test';
import { animationsEnded } from './animations.ts';
import { expect } from './fixtures.ts';

/** No axe violation on the page as it stands, once its animations have ended. */
export async function axeClean(page: Page) {
  await animationsEnded(page);
  const { violations } = await new AxeBuilder({ page }).analyze();
  expect(violations.map((violation) => `${violation.id}: ${violation.nodes.map((node) => node.target).join(' ')}`)).toEqual([]);
}
