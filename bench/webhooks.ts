/**
 * The webhooks benchmark: 1,000 changes recorded (each in its own transaction, as a check-in is),
 * then sent by the sender (apps/server/src/modules/webhooks/sender.ts) to a receiver on this
 * machine; prints how long until the receiver had them all (target: under 10 s).
 *
 *   npm run bench:webhooks                   SQLite, 1,000 changes
 *   npm run bench:webhooks -- --db postgres  in a database made for the run on TEST_DATABASE_URL's server, then dropped
 *   npm run bench:webhooks -- --smoke        50 changes: checks that it runs and every one arrives (.ci/run)
 */
import { parseArgs } from 'node:util';
import { migrateToLatest } from '../apps/server/src/db/database.ts';
import { inTransaction } from '../apps/server/src/db/transaction.ts';
import { SYSTEM_ACTOR } from '../apps/server/src/modules/audit/actor.ts';
import { recordChange } from '../apps/server/src/modules/audit/changes.service.ts';
import { createSender } from '../apps/server/src/modules/webhooks/sender.ts';
import { createWebhook } from '../apps/server/src/modules/webhooks/webhooks.service.ts';
import { createTestDatabase } from '../apps/server/src/test/database.ts';
import { startReceiver } from '../apps/server/src/test/webhook-receiver.ts';

const { values } = parseArgs({ options: { db: { type: 'string', default: 'sqlite' }, smoke: { type: 'boolean', default: false } } });
const COUNT = values.smoke ? 50 : 1_000;
const TARGET_MS = 10_000;

// A new, empty database of its own (a temporary SQLite file, or a PostgreSQL database dropped after).
process.env.TEST_DB = values.db === 'postgres' ? 'postgres' : 'sqlite';
const database = await createTestDatabase();
const { db } = database;
const receiver = await startReceiver();
try {
  await migrateToLatest(db);
  await createWebhook(
    db,
    { url: receiver.url, events: ['attendance.checked_in'], description: 'bench' },
    { allowPrivate: true },
    SYSTEM_ACTOR,
  );

  const recordStarted = performance.now();
  for (let index = 0; index < COUNT; index += 1) {
    await inTransaction(db, (trx) =>
      recordChange(trx, SYSTEM_ACTOR, {
        action: 'attendance.checked_in',
        target: { kind: 'member', id: index + 1 },
        data: {
          eventCode: 1,
          attendee: { code: index + 1, firstName: 'Bench', lastName: `Member ${index}`, checkedInAt: new Date().toISOString() },
        },
      }),
    );
  }
  const recordMs = performance.now() - recordStarted;

  const started = performance.now();
  const sender = createSender({ db, allowPrivate: true, log: (error) => console.error(error) }).start();
  await receiver.waitFor(COUNT, 120_000);
  const sendMs = performance.now() - started;
  await sender.stop();
  const ids = new Set(receiver.received.map((request) => request.headers['webhook-id']));
  if (ids.size !== COUNT || receiver.received.length !== COUNT)
    throw new Error(`${receiver.received.length} requests for ${COUNT} deliveries`);

  console.log(`${values.db}: ${COUNT} changes recorded in ${(recordMs / 1000).toFixed(2)} s`);
  console.log(`${values.db}: ${COUNT} deliveries received in ${(sendMs / 1000).toFixed(2)} s (${Math.round(COUNT / (sendMs / 1000))}/s)`);
  if (!values.smoke && sendMs > TARGET_MS) {
    console.error(`slower than the target of ${TARGET_MS / 1000} s`);
    process.exitCode = 1;
  }
} finally {
  await receiver.close();
  await database.drop();
}
