#!/usr/bin/env node
/**
 * `npm test`: every suite. The server suite runs on SQLite always and on PostgreSQL when a server
 * answers at TEST_DATABASE_URL (default postgres://postgres@127.0.0.1:5432/postgres). Without one
 * it prints a loud SKIPPED line; under CI=true a skipped suite is a failure. Then the browser
 * flows run with Playwright in Debian's Chromium (CHROMIUM_PATH, default /usr/bin/chromium) against
 * a freshly built web app; without a browser they are skipped just as loudly.
 */
import { spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import pg from 'pg';

const DEFAULT_URL = 'postgres://postgres@127.0.0.1:5432/postgres';
const databaseUrl = process.env.TEST_DATABASE_URL || DEFAULT_URL;
const isCi = process.env.CI === 'true';

async function postgresReachable(url) {
  const client = new pg.Client({ connectionString: url, connectionTimeoutMillis: 3000 });
  try {
    await client.connect();
    await client.query('select 1');
    return true;
  } catch (error) {
    console.error(`PostgreSQL at ${url.replace(/:[^:@/]+@/, ':***@')} is not reachable: ${error.message}`);
    return false;
  } finally {
    await client.end().catch(() => {});
  }
}

const skipped = [];
const projects = ['contracts', 'web', 'server-sqlite'];
if (await postgresReachable(databaseUrl)) projects.push('server-postgres');
else skipped.push('PostgreSQL');

const args = ['vitest', 'run', ...projects.flatMap((name) => ['--project', name]), ...process.argv.slice(2)];
const vitest = spawnSync('npx', args, {
  stdio: 'inherit',
  env: { ...process.env, TEST_DATABASE_URL: databaseUrl },
});

let status = vitest.status ?? 1;

const chromium = process.env.CHROMIUM_PATH || '/usr/bin/chromium';
if (!existsSync(chromium)) {
  skipped.push('browser tests');
} else {
  const run = (command) => spawnSync(command, { stdio: 'inherit', shell: true, env: process.env }).status ?? 1;
  const e2eStatus = run('npm run build') || run('npx playwright test');
  if (e2eStatus !== 0) status = e2eStatus;
}

for (const name of skipped) {
  const hint =
    name === 'PostgreSQL'
      ? 'set TEST_DATABASE_URL to a reachable server'
      : `install Chromium (apt-get install chromium) or set CHROMIUM_PATH`;
  console.error(`\n${'!'.repeat(72)}\nSKIPPED: ${name} (${hint})\n${'!'.repeat(72)}`);
}
if (status !== 0) process.exit(status);
if (skipped.length > 0 && isCi) {
  console.error('CI=true: a skipped suite is a failure.');
  process.exit(1);
}
