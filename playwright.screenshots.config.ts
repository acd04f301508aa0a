import { defineConfig } from '@playwright/test';
import base from './playwright.config.ts';

/** `npm run screenshots`: refreshes the pictures in docs/screenshots (not part of `npm test`). */
export default defineConfig({ ...base, testDir: './e2e/screenshots', testIgnore: [], workers: 1, reporter: 'list' });
