import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import pg from 'pg';
import { openDatabase, type DatabaseHandle } from '../db/database.ts';

/** Which database the server tests run on: the Vitest project sets TEST_DB. */
export function testDialect(): 'sqlite' | 'postgres' {
  return process.env.TEST_DB === 'postgres' ? 'postgres' : 'sqlite';
}

export const DEFAULT_TEST_DATABASE_URL = 'postgres://postgres@127.0.0.1:5432/postgres';

export function testDatabaseUrl(): string {
  return process.env.TEST_DATABASE_URL || DEFAULT_TEST_DATABASE_URL;
}

async function withAdminClient<T>(work: (client: pg.Client) => Promise<T>): Promise<T> {
  const client = new pg.Client({ connectionString: testDatabaseUrl() });
  await client.connect();
  try {
    return await work(client);
  } finally {
    await client.end();
  }
}

/**
 * Drops a test database once its connections have closed. Forcing the drop would kill backends
 * whose clients are still saying goodbye, and they would report that as an uncaught error.
 */
async function dropWhenIdle(name: string) {
  await withAdminClient(async (client) => {
    for (let attempt = 0; ; attempt += 1) {
      try {
        await client.query(`drop database if exists ${name}`);
        return;
      } catch (error) {
        const objectInUse = (error as { code?: string }).code === '55006';
        if (!objectInUse || attempt >= 50) throw error;
        await new Promise((resolve) => setTimeout(resolve, 100));
      }
    }
  });
}

export interface TestDatabase extends DatabaseHandle {
  drop(): Promise<void>;
}

/**
 * A new, empty database for one test file: a SQLite file in a temporary folder, or a PostgreSQL
 * database created on the TEST_DATABASE_URL server and dropped afterwards.
 */
export async function createTestDatabase(): Promise<TestDatabase> {
  if (testDialect() === 'sqlite') {
    const directory = mkdtempSync(join(tmpdir(), 'console-test-'));
    const url = `sqlite:${join(directory, 'test.db')}`;
    const handle = openDatabase(url);
    return {
      ...handle,
      drop: async () => {
        await handle.db.destroy();
        rmSync(directory, { recursive: true, force: true });
      },
    };
  }
  const name = `console_test_${randomBytes(6).toString('hex')}`;
  await withAdminClient((client) => client.query(`create database ${name}`));
  const url = new URL(testDatabaseUrl());
  url.pathname = `/${name}`;
  const handle = openDatabase(url.toString());
  return {
    ...handle,
    drop: async () => {
      await handle.db.destroy();
      await dropWhenIdle(name);
    },
  };
}
