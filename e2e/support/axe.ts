import AxeBuilder from '@axe-core/playwright';
import type { Page } from '@playwright/test';
import { animationsEnded } from './animations.ts';
import { expect } from './fixtures.ts';

/**
 * axe on the page as it stands. Only the violations are worked out in full: building the selectors
 * of every passing node is most of a run's cost on a large page (axe-core's API, "Performance"),
 * and no test reads the passes.
 */
export function axeRun(page: Page) {
  return new AxeBuilder({ page }).options({ resultTypes: ['violations'] }).analyze();
}

/** Every axe violation on the page now, named by rule and element, and by `where` when given. */
export async function axeViolations(page: Page, where?: string): Promise<string[]> {
  const { violations } = await axeRun(page);
  return violations.map(
    (violation) => `${where ? `${where}: ` : ''}${violation.id} (${violation.nodes.map((node) => node.target.join(' ')).join(', ')})`,
  );
}

/** No axe violation on the page as it stands, once its animations have ended. */
export async function axeClean(page: Page) {
  await animationsEnded(page);
  expect(await axeViolations(page)).toEqual([]);
}
