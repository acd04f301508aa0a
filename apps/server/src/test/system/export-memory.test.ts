import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { migrateToLatest } from '../../db/database.ts';
import { seedDatabase } from '../../db/seed/seed.ts';
import { ADMIN_EMAIL, TEST_PASSWORD } from '../context.ts';
import { createTestDatabase, type TestDatabase } from '../database.ts';
import { createMembers } from '../factories.ts';
import { signIn, startServerProcess, type ServerProcess } from '../server-process.ts';

/*
 * The members export streams: exporting 100,000 members must not make the real server process
 * grow with the row count. Each member carries 700 characters of hobbies, so the rows weigh about
 * a hundred megabytes; the server runs with its old-generation heap capped well below that, so
 * an export that held the rows (or the file) would die of it. The resident memory of both a
 * 10,000 and a 100,000 member export is reported beside.
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
async function download(query: string) {
  let peak = server.residentBytes();
  const sampler = setInterval(() => (peak = Math.max(peak, server.residentBytes())), 10);
  try {
    const response = await fetch(`${server.url}/api/members/export?${query}`, { headers: { authorization: `Bearer ${token}` } });
    expect(response.status).toBe(200);
    let bytes = 0;
    let records = 0;
    const reader = response.body!.getReader();
    for (;;) {
      const { done, value } = await reader.read();
      if (done) break;
      bytes += value.length;
      // Every record ends with CRLF and no cell here holds a line break.
      for (const byte of value) if (byte === 0x0a) records += 1;
    }
    return { bytes, records, peak: Math.max(peak, server.residentBytes()) };
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
});
