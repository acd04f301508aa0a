import { performance } from 'node:perf_hooks';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { migrateToLatest } from '../../db/database.ts';
import { seedDatabase } from '../../db/seed/seed.ts';
import { ADMIN_EMAIL, TEST_PASSWORD } from '../context.ts';
import { createTestDatabase, type TestDatabase } from '../database.ts';
import { createEvent, createMembers } from '../factories.ts';
import { signIn, startServerProcess, type ServerProcess } from '../server-process.ts';

/*
 * The office's big reads beside the door, on a real server process with 100,000 members.
 *
 * The members export streams: exporting 100,000 members must not make the real server process
 * grow with the row count. Each member carries 700 characters of hobbies, so the rows weigh about
 * a hundred megabytes; the server runs with its old-generation heap capped well below that, so
 * an export that held the rows (or the file) would die of it. The resident memory of both a
 * 10,000 and a 100,000 member export is reported beside.
 *
 * And a station goes on being answered (docs/product.md §6): while a 29 MB file of 50,000 members
 * is imported, the whole export is read and the possible duplicates are asked for three times, at
 * once, a station's check-ins and /api/health are timed, and their p99 (with the longest wait of
 * each) reported and held to a bound.
 */

const MEMBERS = 100_000;
const NAMES = ['Ada', 'Bo', 'Cy', 'Di', 'Ed', 'Fay', 'Gus', 'Hal', 'Ivy', 'Jo'];
const MB = 1024 * 1024;
/** Every member carries this much text, so that holding the rows would weigh far more than the allowance. */
const HOBBIES = 'Choir, bell ringing, the Tuesday soup kitchen and the parish garden. '.repeat(10);
/** The server's old-generation heap, in MB: room for the console, not for the rows. */
const HEAP_CAP_MB = 96;

let database: TestDatabase;
let server: ServerProcess;
let token: string;

beforeAll(async () => {
  database = await createTestDatabase();
  await migrateToLatest(database.db);
  await seedDatabase(database.db, { adminEmail: ADMIN_EMAIL, adminPassword: TEST_PASSWORD });
  await createMembers(database.db, MEMBERS, 'bulk', NAMES);
  await database.db.updateTable('members').set({ hobbies: HOBBIES }).execute();
  server = await startServerProcess(database.url, { NODE_OPTIONS: `--max-old-space-size=${HEAP_CAP_MB}` });
  token = await signIn(server.url);
}, 300_000);
afterAll(async () => {
  server?.child.kill('SIGKILL');
  await server?.exited;
  await database.drop();
});

/** Reads an export to its end, counting its records, while sampling the server's peak memory. */
async function download(query: string, from: ServerProcess = server) {
  let peak = from.residentBytes();
  const sampler = setInterval(() => (peak = Math.max(peak, from.residentBytes())), 10);
  try {
    const response = await fetch(`${from.url}/api/members/export?${query}`, { headers: { authorization: `Bearer ${token}` } });
    expect(response.status).toBe(200);
    let bytes = 0;
    let records = 0;
    const reader = response.body!.getReader();
    for (;;) {
      const { done, value } = await reader.read();
      if (done) break;
      bytes += value.length;
      // Every record ends with CRLF and no cell here holds a line break. Counted natively: a loop
      // over 73 MB in JavaScript would hold up this process, whose station is being timed.
      for (let at = value.indexOf(0x0a); at !== -1; at = value.indexOf(0x0a, at + 1)) records += 1;
    }
    return { bytes, records, peak: Math.max(peak, from.residentBytes()) };
  } finally {
    clearInterval(sampler);
  }
}

describe('members export memory', () => {
  it(`streams ${MEMBERS.toLocaleString('en')} members (about 100 MB of rows) through a ${HEAP_CAP_MB} MB heap`, async () => {
    // Warm up the process (JIT, pools) on the small export, then measure both from one baseline.
    await download('search=Ivy');
    const baseline = server.residentBytes();
    const small = await download('search=Ivy');
    const big = await download('search=bulk');

    expect(small.records).toBe(MEMBERS / NAMES.length + 1);
    expect(big.records).toBe(MEMBERS + 1);
    const smallGrowth = small.peak - baseline;
    const bigGrowth = big.peak - baseline;
    console.info(
      `export of ${MEMBERS} members: ${(big.bytes / MB).toFixed(1)} MB sent, resident memory +${(bigGrowth / MB).toFixed(1)} MB ` +
        `(10,000 members: +${(smallGrowth / MB).toFixed(1)} MB)`,
    );
    // Still answering: the export did not exhaust the capped heap.
    expect((await fetch(`${server.url}/api/health`)).ok).toBe(true);
  }, 300_000);

  it('answers a station’s check-ins and /api/health promptly while a 50,000-member import, the whole export and the possible duplicates run', async () => {
    // A server of its own, without the heap cap above: near a cap, the garbage collector's own pauses would be measured.
    const busy = await startServerProcess(database.url);
    try {
      await measureTheDoor(busy);
    } finally {
      busy.child.kill('SIGTERM');
      await busy.exited;
    }
  }, 300_000);
});

async function measureTheDoor(server: ServerProcess) {
  {
    const event = await createEvent(database.db, { startsAt: Date.now() - 60_000, endsAt: Date.now() + 3_600_000 });
    const codes = (
      await database.db.selectFrom('members').select('code').where('email', 'like', 'bulk.%').orderBy('code').limit(2_000).execute()
    ).map((row) => row.code);
    const timings = { checkIn: [] as number[], health: [] as number[] };
    // A fresh process's first answers compile and prepare: the door is measured warm, as a station open a while.
    for (const code of codes.slice(-20)) await checkIn(server, event, code);
    // Made before the station starts: building 29 MB of text holds this process's event loop, and
    // a check-in it delayed would be counted against the server.
    const file = importBody();
    let office = true;
    const station = (async () => {
      for (let index = 0; office; index += 1) {
        const timed = await checkIn(server, event, codes[index % codes.length]!);
        timings.checkIn.push(timed.checkIn);
        timings.health.push(timed.health);
        await new Promise((resolve) => setTimeout(resolve, 20));
      }
    })();
    const duplicates = async () => {
      for (let round = 0; round < 3; round += 1) {
        const response = await fetch(`${server.url}/api/members/duplicates`, { headers: { authorization: `Bearer ${token}` } });
        expect(response.status).toBe(200);
        await response.arrayBuffer();
      }
    };
    const [exported, imported] = await Promise.all([download('', server), importFile(server, file), duplicates()]);
    office = false;
    await station;
    expect(imported.result).toMatchObject({ rows: IMPORTED, valid: IMPORTED, created: IMPORTED });
    // The whole list: the header, the members, the first Administrator and as many of the imported
    // members as were written before the export's last batch was read.
    expect(exported.records).toBeGreaterThanOrEqual(MEMBERS + 2);
    expect(exported.records).toBeLessThanOrEqual(MEMBERS + 2 + IMPORTED);

    const p99 = (values: number[]) => [...values].sort((a, b) => a - b)[Math.ceil(values.length * 0.99) - 1]!;
    const figures = { checkIn: p99(timings.checkIn), health: p99(timings.health) };
    const longest = { checkIn: Math.max(...timings.checkIn), health: Math.max(...timings.health) };
    console.info(
      `${database.dialect}, during the import of ${IMPORTED} members (${(imported.bytes / MB).toFixed(1)} MB), the export of all ` +
        `${MEMBERS} members and 3 duplicates pages: ${timings.checkIn.length} check-ins, p99 ${figures.checkIn.toFixed(1)} ms ` +
        `(longest ${longest.checkIn.toFixed(0)} ms); /api/health p99 ${figures.health.toFixed(1)} ms (longest ${longest.health.toFixed(0)} ms)`,
    );
    expect(timings.checkIn.length).toBeGreaterThan(20);
    // The target is 100 ms (docs/performance.md), measured here on a quiet machine. This bound
    // holds off the multi-second stalls of office work that never lets the event loop turn (2-3.6 s
    // measured before), on a CI machine shared with other suites. On SQLite the one check-in that
    // meets the import's writing waits for it (decision 027): the longest wait is printed, not held.
    expect(figures.checkIn).toBeLessThan(1_500);
    expect(figures.health).toBeLessThan(1_500);
  }
}

/** One check-in by a station and one health check after it, each timed in ms. */
async function checkIn(server: ServerProcess, event: number, code: number) {
  let start = performance.now();
  const response = await fetch(`${server.url}/api/events/${event}/attendees`, {
    method: 'POST',
    headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' },
    body: JSON.stringify({ code, checkIn: true }),
  });
  expect([200, 201]).toContain(response.status);
  await response.arrayBuffer();
  const checkInMs = performance.now() - start;
  start = performance.now();
  expect((await fetch(`${server.url}/api/health`)).ok).toBe(true);
  return { checkIn: checkInMs, health: performance.now() - start };
}

/** The most members a file may bring (docs/product.md §4.7), with enough hobbies to weigh 30 MB. */
const IMPORTED = 50_000;

/** That file. */
function importBody() {
  return (
    'First name,Last name,Email,Hobbies\r\n' +
    Array.from({ length: IMPORTED }, (_, index) => `Imp${index},Orted,imported.${index}@example.org,"${HOBBIES.slice(0, 560)}"\r\n`).join(
      '',
    )
  );
}

/** Imports a file: its answer, and the file's size in bytes. */
async function importFile(server: ServerProcess, file: string) {
  const response = await fetch(`${server.url}/api/members/import?dryRun=false`, {
    method: 'POST',
    headers: { authorization: `Bearer ${token}`, 'content-type': 'text/csv' },
    body: file,
  });
  expect(response.status).toBe(200);
  return { result: await response.json(), bytes: Buffer.byteLength(file) };
}
