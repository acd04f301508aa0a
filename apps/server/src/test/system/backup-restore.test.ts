import { spawnSync } from 'node:child_process';
import { mkdtempSync, readdirSync, readFileSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { migrateToLatest, openDatabase } from '../../db/database.ts';
import { migrationProvider } from '../../db/migrations/index.ts';
import { seedDatabase } from '../../db/seed/seed.ts';
import { createTestDatabase, type TestDatabase } from '../database.ts';
import { createEvent, createMembers } from '../factories.ts';
import { signIn, startServerProcess } from '../server-process.ts';

/*
 * `npm run backup` while the console runs and writes, then `npm run restore` into an empty
 * database: the restored database is whole, has every write acknowledged before the backup began,
 * and the console runs on it.
 */

const SERVER_ROOT = join(import.meta.dirname, '../../..');

let source: TestDatabase;
let restored: TestDatabase;
let folder: string;

function cli(
  command: 'backup' | 'restore',
  databaseUrl: string,
  file: string,
  { args = [] as string[], passphrase = undefined as string | undefined } = {},
) {
  return spawnSync(process.execPath, ['--import', 'tsx', `src/cli/${command}.ts`, file, ...args], {
    cwd: SERVER_ROOT,
    env: {
      ...process.env,
      DATABASE_URL: databaseUrl,
      INIT_CWD: folder,
      ...(passphrase !== undefined && { BACKUP_PASSPHRASE: passphrase }),
    },
    encoding: 'utf8',
  });
}

beforeAll(async () => {
  source = await createTestDatabase();
  restored = await createTestDatabase();
  folder = mkdtempSync(join(tmpdir(), 'console-backup-'));
});
afterAll(async () => {
  await source.drop();
  await restored.drop();
  rmSync(folder, { recursive: true, force: true });
});

describe('backup and restore', () => {
  it('backs up during writes and restores to a consistent database', async () => {
    const server = await startServerProcess(source.url);
    const token = await signIn(server.url);
    const members = await createMembers(source.db, 3_000, 'backup');
    const event = await createEvent(source.db, { startsAt: Date.now() - 60_000, endsAt: Date.now() + 3_600_000 });

    const acknowledged = new Set<number>();
    const sent = new Set<number>();
    let next = 0;
    let writing = true;
    const writers = Array.from({ length: 4 }, async () => {
      while (writing && next < members.length) {
        const code = members[next++]!;
        sent.add(code);
        const response = await fetch(`${server.url}/api/events/${event}/attendees`, {
          method: 'POST',
          headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' },
          body: JSON.stringify({ code, checkIn: true }),
        });
        expect(response.status).toBe(201);
        acknowledged.add(code);
      }
    });

    await new Promise((resolve) => setTimeout(resolve, 500));
    const acknowledgedBeforeBackup = new Set(acknowledged);
    const backupFile = source.dialect === 'sqlite' ? 'console-backup.db' : 'console-backup.dump';
    const backup = cli('backup', source.url, backupFile);
    expect(backup.status, backup.stderr).toBe(0);
    expect(backup.stdout).toContain(`Backup written to ${join(folder, backupFile)}`);
    await new Promise((resolve) => setTimeout(resolve, 200));
    writing = false;
    await Promise.all(writers);
    expect(acknowledged.size).toBeGreaterThan(acknowledgedBeforeBackup.size);
    expect(acknowledgedBeforeBackup.size).toBeGreaterThan(10);
    server.child.kill('SIGTERM');
    await server.exited;

    // A second backup never overwrites a file.
    const again = cli('backup', source.url, backupFile);
    expect(again.status).toBe(1);
    expect(again.stderr).toContain('exists already');

    const restore = cli('restore', restored.url, backupFile);
    expect(restore.status, restore.stderr).toBe(0);

    if (restored.dialect === 'sqlite') {
      const { rows } = await sql<{ integrity_check: string }>`pragma integrity_check`.execute(restored.db);
      expect(rows).toEqual([{ integrity_check: 'ok' }]);
    }
    const migrations = await restored.db
      .selectFrom('kysely_migration' as never)
      .select('name' as never)
      .execute();
    expect(migrations.map((row) => (row as { name: string }).name).sort()).toEqual(
      Object.keys(await migrationProvider.getMigrations()).sort(),
    );
    const rows = await restored.db
      .selectFrom('attendance')
      .select(['member_code', 'checked_in_at'])
      .where('event_code', '=', event)
      .execute();
    const restoredCodes = new Set(rows.map((row) => row.member_code));
    expect(
      [...acknowledgedBeforeBackup].filter((code) => !restoredCodes.has(code)),
      'acknowledged before the backup, missing after restore',
    ).toEqual([]);
    expect([...restoredCodes].filter((code) => !sent.has(code))).toEqual([]);
    expect(rows.every((row) => row.checked_in_at !== null)).toBe(true);

    // The console runs on the restored database, with the same sign-in and counters that match its rows.
    const after = await startServerProcess(restored.url);
    try {
      const response = await fetch(`${after.url}/api/events/${event}`, { headers: { authorization: `Bearer ${token}` } });
      expect(response.status).toBe(200);
      expect(await response.json()).toMatchObject({ registered: rows.length, checked: rows.length });
    } finally {
      after.child.kill('SIGTERM');
      await after.exited;
    }
  }, 120_000);

  it('refuses to restore a file that is not a console backup, and changes nothing', async () => {
    if (restored.dialect !== 'sqlite') {
      const result = cli('restore', restored.url, 'missing.dump');
      expect(result.status).toBe(1);
      expect(result.stderr).toContain('does not exist');
      return;
    }
    writeFileSync(join(folder, 'not-a-backup.db'), 'hello');
    const before = await restored.db
      .selectFrom('attendance')
      .select((eb) => eb.fn.countAll<number>().as('n'))
      .executeTakeFirstOrThrow();
    const result = cli('restore', restored.url, 'not-a-backup.db');
    expect(result.status).toBe(1);
    expect(result.stderr).toMatch(/Restore failed/);
    const after = await restored.db
      .selectFrom('attendance')
      .select((eb) => eb.fn.countAll<number>().as('n'))
      .executeTakeFirstOrThrow();
    expect(Number(after.n)).toBe(Number(before.n));
  });

  it('encrypts a backup with a passphrase (age): no name in the clear, restored with it, refused without it', async () => {
    await migrateToLatest(source.db);
    await migrateToLatest(restored.db);
    await seedDatabase(source.db, { adminEmail: 'admin@example.org', adminPassword: 'Encr4pt!pass' });
    const [code] = await createMembers(source.db, 1, 'Quetzalcoatl');
    const file = 'encrypted-backup.age';
    const passphrase = 'seven lamps in the vestry';

    const short = cli('backup', source.url, 'short.age', { args: ['--encrypt'], passphrase: 'too short' });
    expect(short.status).toBe(1);
    expect(short.stderr).toContain('at least 12 characters');
    expect(() => statSync(join(folder, 'short.age'))).toThrow(/ENOENT/);

    const backup = cli('backup', source.url, file, { args: ['--encrypt'], passphrase });
    expect(backup.status, backup.stderr).toBe(0);
    expect(backup.stdout).toContain(`Encrypted backup written to ${join(folder, file)}`);
    const written = readFileSync(join(folder, file));
    expect(written.subarray(0, 22).toString('latin1')).toBe('age-encryption.org/v1\n');
    expect(written.includes('Quetzalcoatl')).toBe(false);
    expect((statSync(join(folder, file)).mode & 0o777).toString(8)).toBe('600');
    // The plain copy it was made from is gone.
    expect(readdirSync(folder).filter((name) => name.startsWith('.console-backup-'))).toEqual([]);

    const membersIn = async () => (await restored.db.selectFrom('members').select('first_name').execute()).map((row) => row.first_name);
    const before = await membersIn();
    for (const [wrong, message] of [
      [undefined, 'give the passphrase'],
      ['seven lamps in the sacristy', 'wrong passphrase'],
    ] as const) {
      const refused = cli('restore', restored.url, file, { passphrase: wrong });
      expect(refused.status).toBe(1);
      expect(refused.stderr).toContain(message);
      expect(await membersIn()).toEqual(before);
    }

    // One byte changed near its end: the file fails its authentication before the database is touched.
    const damaged = Buffer.from(written);
    damaged.writeUInt8(damaged.readUInt8(damaged.length - 100) ^ 0xff, damaged.length - 100);
    writeFileSync(join(folder, 'damaged.age'), damaged);
    const refused = cli('restore', restored.url, 'damaged.age', { passphrase });
    expect(refused.status).toBe(1);
    expect(refused.stderr).toContain('is damaged');
    expect(await membersIn()).toEqual(before);

    const restore = cli('restore', restored.url, file, { passphrase });
    expect(restore.status, restore.stderr).toBe(0);
    const member = await restored.db.selectFrom('members').select('first_name').where('code', '=', code!).executeTakeFirst();
    expect(member?.first_name).toBe('Quetzalcoatl');
  }, 60_000);

  it('writes backups and the SQLite database readable by their owner only (0600), whatever the umask', async () => {
    const permissions = (file: string) => (statSync(file).mode & 0o777).toString(8);
    await migrateToLatest(source.db);
    const umask = process.umask(0o022);
    try {
      const backup = cli('backup', source.url, 'private-backup');
      expect(backup.status, backup.stderr).toBe(0);
      expect(permissions(join(folder, 'private-backup'))).toBe('600');
      // A failed backup leaves no file behind to be mistaken for one.
      const failed = cli('backup', `${source.url}${source.dialect === 'sqlite' ? '-missing' : '_missing'}`, 'failed-backup');
      expect(failed.status).toBe(1);
      expect(() => statSync(join(folder, 'failed-backup'))).toThrow(/ENOENT/);

      const file = join(folder, 'new', 'console.db');
      const handle = openDatabase(`sqlite:${file}`);
      await migrateToLatest(handle.db);
      for (const part of ['', '-wal', '-shm']) expect(permissions(`${file}${part}`), part || 'database').toBe('600');
      await handle.db.destroy();
    } finally {
      process.umask(umask);
    }
  });
});
