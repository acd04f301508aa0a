import { execFile } from 'node:child_process';
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDatabase, type TestDatabase } from '../../test/database.ts';

const SERVER_ROOT = fileURLToPath(new URL('../../..', import.meta.url));
const CLI = join(SERVER_ROOT, 'src/cli/import-postal-codes.ts');

let directory: string;
let database: TestDatabase;

/** Runs the CLI as `npm run import:postal-codes` would: from apps/server, started in `directory`. */
function runCli(...args: string[]): Promise<{ code: number; stdout: string; stderr: string }> {
  return new Promise((resolve) => {
    execFile(
      process.execPath,
      ['--import', 'tsx', CLI, ...args],
      { cwd: SERVER_ROOT, env: { ...process.env, DATABASE_URL: database.url, INIT_CWD: directory } },
      (error, stdout, stderr) => resolve({ code: typeof error?.code === 'number' ? error.code : error ? 1 : 0, stdout, stderr }),
    );
  });
}

describe('npm run import:postal-codes', () => {
  beforeAll(async () => {
    directory = await mkdtemp(join(tmpdir(), 'import-postal-codes-'));
    database = await createTestDatabase();
    await writeFile(
      join(directory, 'CA.txt'),
      [
        'CA\tM5V 3L9\tToronto\tOntario\tON\t\t\t\t\t43.6426\t-79.3871\t6',
        'not a postal code',
        'CA\tK1P 1J1\tOttawa\tOntario\tON\t\t\t\t\t45.4215\t-75.6972\t6',
        '',
      ].join('\n'),
    );
  });
  afterAll(async () => {
    await database.drop();
    await rm(directory, { recursive: true, force: true });
  });

  it('imports a file named relative to where npm was started, then adds nothing on a second run', async () => {
    const first = await runCli('CA.txt');
    expect(first).toMatchObject({ code: 0, stderr: '' });
    expect(first.stdout).toMatch(
      /Lines read: +3\nLines skipped: +1\nCountries added: +1\nProvinces added: +1\nCities added: +2\nPostal codes added: +2\n/,
    );

    const second = await runCli('CA.txt');
    expect(second.code).toBe(0);
    expect(second.stdout).toMatch(/Countries added: +0\nProvinces added: +0\nCities added: +0\nPostal codes added: +0\n/);

    const codes = await database.db.selectFrom('postal_codes').select('code').orderBy('code').execute();
    expect(codes.map((row) => row.code)).toEqual(['K1P 1J1', 'M5V 3L9']);
  });

  it('exits with 1 and says so when the file does not exist', async () => {
    const result = await runCli('missing.txt');
    expect(result.code).toBe(1);
    expect(result.stderr).toContain(`No such file: ${join(directory, 'missing.txt')}`);
  });
});
