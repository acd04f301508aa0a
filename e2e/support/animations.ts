import type { Page } from '@playwright/test';

/**
 * Waits for the page's animations that have an end (a dialog's opening fade) to finish: axe
 * measures colours as drawn. Loaders spin forever, so only animations with an end are awaited; one
 * replaced by another mid-way is cancelled, and its promise rejects, which only means it is over.
 */
export async function animationsEnded(page: Page) {
  await page.evaluate(() =>
    Promise.all(
      document
        .getAnimations()
        .filter((animation) => animation.effect?.getComputedTiming().endTime !== Infinity)
        .map((animation) => animation.finished.catch(() => undefined)),
    ),
  );
}
