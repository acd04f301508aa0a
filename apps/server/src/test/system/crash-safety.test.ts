import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { migrateToLatest, openDatabase } from '../../db/database.ts';
import { seedDatabase } from '../../db/seed/seed.ts';
import { ADMIN_EMAIL, TEST_PASSWORD } from '../context.ts';
import { createTestDatabase, type TestDatabase } from '../database.ts';
import { createEvent, createMembers } from '../factories.ts';
import { signIn, startServerProcess } from '../server-process.ts';

/*
 * Crash safety: bursts of check-ins and member edits against the real server process, killed with
 * SIGKILL at a random moment, round after round, restarted each time. Every write the client saw
 * acknowledged must be there afterwards, and SQLite's integrity check must pass after every kill.
 */

const ROUNDS = Number(process.env.CRASH_ROUNDS ?? 20);
const WORKERS = 8;
const MEMBERS = 8_000;
/** Writes a round must have acknowledged before its kill (8 workers, half of them check-ins). */
const MIN_WRITES_PER_ROUND = 16;

let database: TestDatabase;
let eventCode: number;
let memberCodes: number[];

beforeAll(async () => {
  database = await createTestDatabase();
  await migrateToLatest(database.db);
  await seedDatabase(database.db, { adminEmail: ADMIN_EMAIL, adminPassword: TEST_PASSWORD });
  memberCodes = await createMembers(database.db, MEMBERS, 'crash');
  eventCode = await createEvent(database.db, { startsAt: Date.now() - 3_600_000, endsAt: Date.now() + 24 * 3_600_000 });
});
afterAll(() => database.drop());

describe('crash safety', () => {
  it(`keeps every acknowledged write through ${ROUNDS} SIGKILLs`, async () => {
    const checkedIn = new Set<number>();
    const edited = new Map<number, string>();
    let next = 0;
    let token: string | undefined;

    for (let round = 0; round < ROUNDS; round += 1) {
      const server = await startServerProcess(database.url);
      token ??= await signIn(server.url).catch((error: Error) => {
        throw new Error(`${error.message}: ${server.output()}`);
      });
      const headers = { authorization: `Bearer ${token}`, 'content-type': 'application/json' };
      let killed = false;
      // Writes acknowledged in this round: each round kills only after some, so that a slow
      // machine still proves something in every round.
      let acknowledged = 0;

      const worker = async () => {
        while (!killed && next < memberCodes.length) {
          const index = next++;
          const code = memberCodes[index]!;
          try {
            if (index % 2 === 0) {
              const response = await fetch(`${server.url}/api/events/${eventCode}/attendees`, {
                method: 'POST',
                headers,
                body: JSON.stringify({ code, checkIn: true }),
              });
              if (response.status === 201 && ((await response.json()) as { checkIn: boolean }).checkIn) {
                checkedIn.add(code);
                acknowledged += 1;
              } else if (!killed) throw new Error(`check-in answered ${response.status}: ${server.output()}`);
            } else {
              // A phone as the member form takes one, telling the round and the write apart.
              const phones = `${100 + round} ${String(index).padStart(5, '0')}`;
              const response = await fetch(`${server.url}/api/members/${code}`, {
                method: 'PATCH',
                headers,
                body: JSON.stringify({ phones }),
              });
              if (response.status === 200 && ((await response.json()) as { phones: string }).phones === phones) {
                edited.set(code, phones);
                acknowledged += 1;
              } else if (!killed) throw new Error(`edit answered ${response.status}: ${server.output()}`);
            }
          } catch (error) {
            if (!killed) throw error;
            // The connection died with the process: this write was never acknowledged.
          }
        }
      };
      const workers = Array.from({ length: WORKERS }, worker);
      const startedAt = Date.now();
      while (acknowledged < MIN_WRITES_PER_ROUND && Date.now() - startedAt < 30_000) await new Promise((resolve) => setTimeout(resolve, 5));
      // Then a random moment, in the middle of the traffic.
      await new Promise((resolve) => setTimeout(resolve, Math.random() * 500));
      killed = true;
      server.child.kill('SIGKILL');
      expect((await server.exited).signal).toBe('SIGKILL');
      await Promise.all(workers);

      if (database.dialect === 'sqlite') {
        // Checked from a new connection, as the restarted server opens the file. A connection that
        // ran FTS5's integrity check before keeps that table's structure from then, and reports
        // the segments other processes wrote since as corrupt (SQLite 3.53; a new connection and
        // every search on the old one read them well).
        const { db } = openDatabase(database.url);
        const { rows } = await sql<{ integrity_check: string }>`pragma integrity_check`.execute(db);
        await db.destroy();
        expect(rows, `round ${round}`).toEqual([{ integrity_check: 'ok' }]);
      }
    }

    // Enough writes were acknowledged for the proof to mean something.
    expect(checkedIn.size).toBeGreaterThan(ROUNDS * 5);
    expect(edited.size).toBeGreaterThan(ROUNDS * 5);

    const rows = await database.db
      .selectFrom('attendance')
      .select(['member_code', 'checked_in_at'])
      .where('event_code', '=', eventCode)
      .execute();
    const stored = new Set(rows.filter((row) => row.checked_in_at !== null).map((row) => row.member_code));
    const lost = [...checkedIn].filter((code) => !stored.has(code));
    expect(lost, 'acknowledged check-ins missing').toEqual([]);
    const phones = new Map(
      (
        await database.db
          .selectFrom('members')
          .select(['code', 'phones'])
          .where('code', 'in', [...edited.keys()])
          .execute()
      ).map((row) => [row.code, row.phones]),
    );
    const lostEdits = [...edited].filter(([code, value]) => phones.get(code) !== value);
    expect(lostEdits, 'acknowledged edits missing').toEqual([]);

    // The console starts again after the last kill and its counters agree with the rows.
    const server = await startServerProcess(database.url);
    try {
      const response = await fetch(`${server.url}/api/events/${eventCode}`, { headers: { authorization: `Bearer ${token}` } });
      const event = (await response.json()) as { registered: number; checked: number };
      expect(event).toMatchObject({ registered: rows.length, checked: stored.size });
    } finally {
      server.child.kill('SIGTERM');
      await server.exited;
    }
  }, 300_000);
});
