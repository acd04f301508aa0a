#!/usr/bin/env node
/**
 * `npm test`: every suite. The server suite runs on SQLite always and on PostgreSQL when a server
 * answers at TEST_DATABASE_URL (default postgres://postgres@127.0.0.1:5432/postgres). Without one
 * it prints a loud SKIPPED line; under CI=true a skipped suite is a failure.
 */
import { spawnSync } from 'node:child_process';
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
const projects = ['contracts', 'server-sqlite'];
if (await postgresReachable(databaseUrl)) projects.push('server-postgres');
else skipped.push('PostgreSQL');

const args = ['vitest', 'run', ...projects.flatMap((name) => ['--project', name]), ...process.argv.slice(2)];
const vitest = spawnSync('npx', args, {
  stdio: 'inherit',
  env: { ...process.env, TEST_DATABASE_URL: databaseUrl },
});

for (const name of skipped) {
  console.error(`\n${'!'.repeat(72)}\nSKIPPED: ${name} (set TEST_DATABASE_URL to a reachable server)\n${'!'.repeat(72)}`);
}
if (vitest.status !== 0) process.exit(vitest.status ?? 1);
if (skipped.length > 0 && isCi) {
  console.error('CI=true: a skipped suite is a failure.');
  process.exit(1);
}
