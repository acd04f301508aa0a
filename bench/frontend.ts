/**
 * Front-end budgets from the production build (apps/web/dist): the real server serves it on the
 * small benchmark data, Debian's Chromium opens each screen afresh (signed in, but for /login), and
 * the JavaScript it loads, preloads and lazy chunks included, is added up gzipped (the `.gz` the
 * build writes, which is what the server sends). The QR decoder's WebAssembly is not JavaScript
 * and is left out, as the budget says.
 *
 *   npm run build && npm run bench:frontend     fails when a screen is over its budget
 *   npm run bench:frontend -- --smoke           reports, and fails only if it cannot measure (.ci/run)
 */
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';
import type { Browser, BrowserContext } from '@playwright/test';
import { launchChromium } from './browser/chromium.ts';
import { startWebConsole, WEB_DIST } from './browser/web-console.ts';
import type { ScreenScript } from './results/result-types.ts';
import { saveFrontend } from './results/results.ts';

const KB = 1024;
const LOGIN_BUDGET_KB = 150;
const SCREEN_BUDGET_KB = 250;

function gzippedBytes(path: string): number {
  const file = join(WEB_DIST, path);
  return existsSync(`${file}.gz`) ? readFileSync(`${file}.gz`).byteLength : gzipSync(readFileSync(file), { level: 9 }).byteLength;
}

/** The JavaScript and CSS files a fresh page loads at `path`, once it is idle. */
async function filesOf(context: BrowserContext, url: string): Promise<{ scripts: string[]; styles: string[] }> {
  const page = await context.newPage();
  const files = new Set<string>();
  page.on('response', (response) => files.add(new URL(response.url()).pathname));
  await page.goto(url, { waitUntil: 'networkidle' });
  await page.close();
  const ending = (suffix: string) => [...files].filter((file) => file.endsWith(suffix)).sort();
  return { scripts: ending('.js'), styles: ending('.css') };
}

const { server, facts, session, stop } = await startWebConsole();
let browser: Browser | undefined;
try {
  const member = facts.enabledCodes[0]!;
  const event = facts.bigEventCode;
  const screens = [
    '/login',
    '/',
    '/members',
    `/members/${member}`,
    `/members/${member}/edit`,
    '/members/new',
    '/members/import',
    '/members/duplicates',
    '/events',
    '/events/new',
    `/events/${event}`,
    `/events/${event}/edit`,
    `/events/${event}/registration`,
    `/events/${event}/check-in`,
    '/programs',
    '/programs/new',
    '/venues',
    '/venues/new',
    '/households',
    '/reports',
    '/settings/stations',
    // A device that is no station yet: the enrolment screen, outside the signed-in frame.
    '/station',
    '/profile',
    '/profile/edit',
    '/profile/change-password',
  ];
  browser = await launchChromium();
  const results: ScreenScript[] = [];
  for (const screen of screens) {
    const context = await browser.newContext({
      storageState: {
        cookies: [],
        origins: screen === '/login' ? [] : [{ origin: server.url, localStorage: [{ name: 'session', value: session }] }],
      },
    });
    const { scripts, styles } = await filesOf(context, `${server.url}${screen}`);
    await context.close();
    const kilobytes = scripts.reduce((sum, script) => sum + gzippedBytes(script), 0) / KB;
    const cssKilobytes = styles.reduce((sum, style) => sum + gzippedBytes(style), 0) / KB;
    const budgetKb = screen === '/login' ? LOGIN_BUDGET_KB : SCREEN_BUDGET_KB;
    results.push({ screen, files: scripts.length, kilobytes, budgetKb, cssKilobytes });
    console.log(
      `${screen.padEnd(32)} ${String(scripts.length).padStart(3)} files  ${kilobytes.toFixed(1).padStart(6)} KB gzipped (budget ${budgetKb} KB), CSS ${cssKilobytes.toFixed(1)} KB`,
    );
  }
  const smoke = process.argv.includes('--smoke');
  const over = results.filter((result) => result.kilobytes > result.budgetKb);
  saveFrontend(results, { smoke });
  if (results.some((result) => result.files === 0)) {
    console.error('front-end budgets: a screen loaded no JavaScript at all');
    process.exitCode = 1;
  } else if (over.length > 0 && !smoke) {
    console.error(
      `front-end budgets FAILED:\n  ${over.map((result) => `${result.screen}: ${result.kilobytes.toFixed(1)} KB, over ${result.budgetKb} KB`).join('\n  ')}`,
    );
    process.exitCode = 1;
  }
} finally {
  await browser?.close();
  await stop();
}
