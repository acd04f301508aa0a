/**
 * Where the benchmark data lives: a SQLite file under bench/.data/, or the `console_bench`
 * database on the TEST_DATABASE_URL server; beside it, the facts the load benchmark reads.
 */
import { existsSync, mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import pg from 'pg';
import { openDatabase, type DatabaseHandle, type DialectName } from '../../apps/server/src/db/database.ts';
import { testDatabaseUrl } from '../../apps/server/src/test/database.ts';
import type { DataFacts, DataSizes } from './generate.ts';

const DATA_DIR = join(import.meta.dirname, '../.data');
const PG_DATABASE = 'console_bench';

export function benchDatabaseUrl(dialect: DialectName): string {
  if (dialect === 'sqlite') return `sqlite:${join(DATA_DIR, 'bench.db')}`;
  const url = new URL(testDatabaseUrl());
  url.pathname = `/${PG_DATABASE}`;
  return url.toString();
}

const factsFile = (dialect: DialectName) => join(DATA_DIR, `${dialect}.json`);

/** An empty benchmark database (the old one, if any, is dropped), open. */
export async function recreateDatabase(dialect: DialectName): Promise<DatabaseHandle> {
  mkdirSync(DATA_DIR, { recursive: true });
  rmSync(factsFile(dialect), { force: true });
  if (dialect === 'sqlite') {
    for (const suffix of ['', '-wal', '-shm']) rmSync(join(DATA_DIR, `bench.db${suffix}`), { force: true });
  } else {
    const client = new pg.Client({ connectionString: testDatabaseUrl() });
    await client.connect();
    try {
      await client.query(`drop database if exists ${PG_DATABASE} with (force)`);
      await client.query(`create database ${PG_DATABASE}`);
    } finally {
      await client.end();
    }
  }
  return openDatabase(benchDatabaseUrl(dialect));
}

export function writeFacts(dialect: DialectName, facts: DataFacts) {
  writeFileSync(factsFile(dialect), JSON.stringify(facts));
}

/** The facts of the data in place, when it has exactly these sizes. */
export function readFacts(dialect: DialectName, sizes: DataSizes): DataFacts | undefined {
  if (!existsSync(factsFile(dialect))) return undefined;
  const facts = JSON.parse(readFileSync(factsFile(dialect), 'utf8')) as DataFacts;
  const same = (Object.keys(sizes) as (keyof DataSizes)[]).every((key) => facts.sizes[key] === sizes[key]);
  return same ? facts : undefined;
}
