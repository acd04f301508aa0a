import { defineConfig } from '@playwright/test';
import base from './playwright.config.ts';
import { E2E_PORT } from './e2e/support/constants.ts';

/**
 * `npm run screenshots`: refreshes the pictures in docs/screenshots (not part of `npm test`),
 * taken from the demo console so that the lists show a realistic organisation.
 */
export default defineConfig({
  ...base,
  testDir: './e2e/screenshots',
  testIgnore: [],
  projects: [{ name: 'screenshots' }],
  workers: 1,
  reporter: 'list',
  timeout: 90_000,
  webServer: {
    command: 'node --import tsx apps/server/src/cli/demo.ts',
    url: `http://127.0.0.1:${E2E_PORT}/api/health`,
    reuseExistingServer: false,
    timeout: 90_000,
    env: { PORT: String(E2E_PORT), LOG_LEVEL: 'warn' },
  },
});
