/**
 * List-query benchmark: 100,000 members, 2,000 events and 200,000 registrations, then the list
 * calls the screens make, timed through the real app (HTTP handling, validation, serialisation
 * included). Run: `npm run bench` (SQLite) or `npm run bench -- postgres` (TEST_DATABASE_URL).
 */
import { performance } from 'node:perf_hooks';
import { sql } from 'kysely';
import { ROLE_IDS } from '@console/contracts';
import { buildApp } from '../apps/server/src/app.ts';
import { migrateToLatest } from '../apps/server/src/db/database.ts';
import { seedDatabase } from '../apps/server/src/db/seed/seed.ts';
import { insertMembers, type MemberWrite } from '../apps/server/src/modules/members/members.repository.ts';
import { createEvent } from '../apps/server/src/test/factories.ts';
import { createTestDatabase } from '../apps/server/src/test/database.ts';
import { FIRST_NAMES, LAST_NAMES } from '../apps/server/src/demo/demo-names.ts';
import { createRandom } from '../apps/server/src/demo/random.ts';

const MEMBERS = 100_000;
const EVENTS = 2_000;
const REGISTRATIONS_PER_EVENT = 100;
const RUNS = 30;
const DAY_MS = 86_400_000;

process.env.TEST_DB = process.argv[2] === 'postgres' ? 'postgres' : 'sqlite';
const database = await createTestDatabase();
const { db } = database;
await migrateToLatest(db);
await seedDatabase(db, { adminEmail: 'admin@example.com', adminPassword: 'Bench!Pass1' });

const random = createRandom(42);
const loadStart = performance.now();
const members: MemberWrite[] = Array.from({ length: MEMBERS }, (_, index) => {
  const first = random.pick([...FIRST_NAMES.Male, ...FIRST_NAMES.Female]);
  const last = random.pick(LAST_NAMES);
  return {
    roleId: index % 50 === 0 ? ROLE_IDS.coordinator : ROLE_IDS.member,
    firstName: first,
    lastName: last,
    email: `m${index}@bench.example.org`,
    isEnabled: index % 10 !== 0,
  };
});
await insertMembers(db, members);

const eventCodes: number[] = [];
for (let index = 0; index < EVENTS; index += 1) {
  eventCodes.push(
    await createEvent(db, { name: `Event ${index}`, startsAt: Date.now() + (index - EVENTS / 2) * DAY_MS, isCancelled: index % 17 === 0 }),
  );
}
const now = Date.now();
for (const eventCode of eventCodes) {
  const rows = Array.from({ length: REGISTRATIONS_PER_EVENT }, (_, i) => ({
    event_code: eventCode,
    member_code: 2 + ((eventCode * 7919 + i * 104_729) % MEMBERS),
    registered_at: now,
    checked_in_at: i % 3 === 0 ? now : null,
  }));
  await db
    .insertInto('attendance')
    .values(rows)
    .onConflict((oc) => oc.doNothing())
    .execute();
}
// A running PostgreSQL has its statistics kept by autovacuum; a fresh load has none yet.
if (database.dialect === 'postgres') await sql`analyze`.execute(db);
console.log(
  `${process.env.TEST_DB}: loaded ${MEMBERS} members, ${EVENTS} events, ${EVENTS * REGISTRATIONS_PER_EVENT} registrations in ${((performance.now() - loadStart) / 1000).toFixed(1)} s`,
);

const app = await buildApp({ db, webDist: '/nonexistent' });
const login = await app.inject({ method: 'POST', url: '/api/login', payload: { email: 'admin@example.com', password: 'Bench!Pass1' } });
const token = login.json().data.token as string;
const middleEvent = eventCodes[EVENTS / 2]!;

const cases: [string, string][] = [
  ['members, first page (fullname)', '/api/members'],
  ['members, page 5000 (fullname)', '/api/members?page=5000&size=20'],
  ['members, sort email desc', '/api/members?sort=email&direction=desc'],
  ['members, sort role, page 100', '/api/members?sort=role&page=100'],
  ['members, search "martinez"', '/api/members?search=martinez'],
  ['members, search "núñez" page 50', '/api/members?search=n%C3%BA%C3%B1ez&page=50'],
  ['members, role 2 + disabled', '/api/members?role=2&status=disabled'],
  ['events, first page (start-date)', '/api/events'],
  ['events, status in-progress+upcoming', '/api/events?status=upcoming&status=in-progress&sort=name'],
  ['events, search "event 1"', '/api/events?search=event%201'],
  ['attendees, registered only', `/api/events/${middleEvent}/attendees?registered=true&count=true`],
  ['attendees, all members page 1', `/api/events/${middleEvent}/attendees`],
  ['attendees, all members search', `/api/events/${middleEvent}/attendees?search=garcia`],
];

const rows: string[] = [];
for (const [label, url] of cases) {
  const times: number[] = [];
  for (let run = 0; run < RUNS; run += 1) {
    const start = performance.now();
    const response = await app.inject({ method: 'GET', url, headers: { authorization: `Bearer ${token}` } });
    times.push(performance.now() - start);
    if (response.statusCode !== 200) throw new Error(`${url} answered ${response.statusCode}: ${response.body}`);
  }
  times.sort((a, b) => a - b);
  const [median, p95] = [times[Math.floor(RUNS / 2)]!, times[Math.floor(RUNS * 0.95)]!];
  rows.push(`| ${label} | ${median.toFixed(1)} | ${p95.toFixed(1)} |`);
}
console.log(`\n| ${process.env.TEST_DB} query | median ms | p95 ms |\n|---|---|---|\n${rows.join('\n')}`);

await app.close();
await database.drop();
