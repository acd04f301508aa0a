/**
 * Lighthouse (its default mobile preset: a mid-range phone, simulated slow 4G) on five screens of
 * the production build, signed in but for /login, in Debian's Chromium (CHROME_PATH, or
 * CHROMIUM_PATH, or /usr/bin/chromium): performance and accessibility.
 *
 *   npm run build && npm run bench:lighthouse     writes bench/results/latest.json and docs/performance.md
 *   npm run bench:lighthouse -- --smoke           that it runs (.ci/run): the scores are printed, not judged
 *   LIGHTHOUSE_REPORTS=dir npm run bench:lighthouse   also keeps each screen's whole report there, for finding causes
 *   SCREENS=/events,/members npm run bench:lighthouse  only these screens, printed and not saved: to try a change
 */
import { mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import lighthouse from 'lighthouse';
import puppeteer from 'puppeteer-core';
import type { LighthouseScore } from './results/result-types.ts';
import { saveLighthouse } from './results/results.ts';
import { startWebConsole } from './browser/web-console.ts';

const smoke = process.argv.includes('--smoke');
const executablePath = process.env.CHROME_PATH || process.env.CHROMIUM_PATH || '/usr/bin/chromium';
const reportsDir = process.env.LIGHTHOUSE_REPORTS;
const only = process.env.SCREENS?.split(',');
if (reportsDir) mkdirSync(reportsDir, { recursive: true });

const { server, facts, session, stop } = await startWebConsole();
const browser = await puppeteer.launch({
  executablePath,
  headless: true,
  args: [
    '--no-sandbox',
    '--disable-gpu',
    '--disable-quic',
    '--no-first-run',
    '--disable-background-networking',
    '--disable-component-update',
    '--disable-sync',
    // The check-in screen opens the camera: a fake one, granted without a prompt.
    '--use-fake-ui-for-media-stream',
    '--use-fake-device-for-media-stream',
  ],
});
const scores: LighthouseScore[] = [];
try {
  const page = await browser.newPage();
  const screens = only ?? ['/login', '/', '/members', '/events', `/events/${facts.bigEventCode}/check-in`];
  for (const screen of screens) {
    // Lighthouse keeps the storage (so the session stays) but starts each screen from a blank page.
    await page.goto(`${server.url}/login`);
    await page.evaluate(
      (value) => {
        // This runs in the page; the bench's own types know no DOM.
        const storage = (globalThis as unknown as { localStorage: { setItem(key: string, value: string): void; clear(): void } })
          .localStorage;
        if (value) storage.setItem('session', value);
        else storage.clear();
      },
      screen === '/login' ? '' : session,
    );
    const measure = () =>
      lighthouse(
        `${server.url}${screen}`,
        { onlyCategories: ['performance', 'accessibility'], disableStorageReset: true, logLevel: 'error', output: 'json' },
        undefined,
        page,
      );
    let result = await measure();
    // Now and then the trace misses the navigation's start (NO_NAVSTART), and Lighthouse asks to be run again: once.
    if (result?.lhr.runtimeError) {
      console.log(`${screen}: ${result.lhr.runtimeError.code}, measuring again`);
      result = await measure();
    }
    const { categories, audits } = result!.lhr;
    if (reportsDir)
      writeFileSync(
        path.join(reportsDir, `${screen === '/' ? 'home' : screen.slice(1).replace(/\W+/g, '_')}.json`),
        JSON.stringify(result!.lhr),
      );
    const score = {
      screen,
      performance: Math.round(100 * (categories.performance?.score ?? 0)),
      accessibility: Math.round(100 * (categories.accessibility?.score ?? 0)),
      firstContentfulPaintMs: Math.round(audits['first-contentful-paint']?.numericValue ?? 0),
      largestContentfulPaintMs: Math.round(audits['largest-contentful-paint']?.numericValue ?? 0),
      totalBlockingTimeMs: Math.round(audits['total-blocking-time']?.numericValue ?? 0),
    };
    scores.push(score);
    console.log(
      `${screen.padEnd(24)} performance ${String(score.performance).padStart(3)}  accessibility ${String(score.accessibility).padStart(3)}  FCP ${score.firstContentfulPaintMs} ms  LCP ${score.largestContentfulPaintMs} ms  TBT ${score.totalBlockingTimeMs} ms`,
    );
  }
} finally {
  await browser.close();
  await stop();
}
// Some screens only are printed, not saved: the results keep all five from one run.
if (!only) saveLighthouse(scores, { smoke });
if (scores.some((score) => score.performance === 0 || score.accessibility === 0)) {
  console.error('lighthouse: a screen could not be scored');
  process.exitCode = 1;
}
