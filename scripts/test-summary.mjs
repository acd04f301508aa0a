#!/usr/bin/env node
/** Prints the closing line CI reads, `N passed, N failed`, from the Vitest and Playwright JSON reports. */
import { existsSync, readFileSync } from 'node:fs';

const report = 'reports/vitest.json';
let passed = 0;
let failed = 0;
if (existsSync(report)) {
  const json = JSON.parse(readFileSync(report, 'utf8'));
  passed = json.numPassedTests ?? 0;
  failed = (json.numFailedTests ?? 0) + (json.numFailedTestSuites && !json.numFailedTests ? json.numFailedTestSuites : 0);
}
// The browser flows report on their own.
const e2eReport = 'reports/playwright.json';
if (existsSync(e2eReport)) {
  const { stats } = JSON.parse(readFileSync(e2eReport, 'utf8'));
  passed += (stats?.expected ?? 0) + (stats?.flaky ?? 0);
  failed += stats?.unexpected ?? 0;
}
if (process.argv.includes('--failed-run') && failed === 0) failed = 1;
console.log(`${passed} passed, ${failed} failed`);
