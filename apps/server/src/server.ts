import type { AddressInfo } from 'node:net';
import { buildApp } from './app.ts';
import { loadConfig } from './config.ts';
import { openChangeFeed } from './db/change-feed.ts';
import { migrateToLatest, openDatabase } from './db/database.ts';
import { seedDatabase } from './db/seed/seed.ts';
import { doorAddresses } from './https/machine-names.ts';
import { AUTHORITY_PATH } from './https/plain-http-redirect.ts';
import { tlsSetup, type TlsSetup } from './https/tls-setup.ts';
import { startChangeIndexer } from './modules/audit/indexer.ts';
import { purgeExpired } from './modules/auth/auth.service.ts';
import { scheduleRetention } from './modules/members/retention.service.ts';
import { purgeExpiredStations } from './modules/stations/stations.service.ts';
import { createSender } from './modules/webhooks/sender.ts';

const HOUR_MS = 60 * 60 * 1000;
/**
 * At SIGTERM the server first drains for a moment: it goes on answering, each answer closing its
 * connection, so that requests already on their way (sent, but not yet read: Node would drop them
 * with the idle connections it closes) are answered. Then it stops listening and waits for the
 * requests in flight; past the limit the process ends regardless.
 */
const DRAIN_MS = 1_000;
const SHUTDOWN_LIMIT_MS = 8_000;

/** Entry point: configuration, database, migrations, seed, listen, graceful shutdown. */
async function main() {
  const config = loadConfig();
  const database = openDatabase(config.DATABASE_URL);
  const { db, dialect } = database;
  await migrateToLatest(db);
  const seeded = await seedDatabase(db, { adminEmail: config.ADMIN_EMAIL, adminPassword: config.ADMIN_PASSWORD });

  const tls = await tlsSetup(config);
  const feed = openChangeFeed(database);
  const app = await buildApp({
    db,
    feed,
    trustProxy: config.TRUST_PROXY,
    ...(config.WEB_DIST && { webDist: config.WEB_DIST }),
    ...(tls && { https: tls, hsts: !('authorityCert' in tls) }),
    listenHost: config.HOST,
    timeZone: config.TIME_ZONE,
    webhookAllowPrivate: config.WEBHOOK_ALLOW_PRIVATE,
    logger: { level: config.LOG_LEVEL, redact: ['req.headers.authorization', 'req.headers.cookie'] },
  });

  const purge = setInterval(
    () =>
      Promise.all([purgeExpired(db), purgeExpiredStations(db)]).catch((error: unknown) => app.log.error({ err: error }, 'purge failed')),
    HOUR_MS,
  );
  purge.unref();

  // On SQLite, indexes the change record behind its writes (docs/decisions/057).
  const indexer = startChangeIndexer({ db, log: (error) => app.log.error({ err: error }, 'change indexer failed') });

  // Sends the webhooks' deliveries, in this process and any other on the same database.
  const sender = createSender({
    db,
    allowPrivate: config.WEBHOOK_ALLOW_PRIVATE,
    timeScale: config.WEBHOOK_TIME_SCALE,
    log: (error) => app.log.error({ err: error }, 'webhook sender failed'),
  }).start();

  // With RETENTION_INACTIVE_YEARS, the retention of docs/privacy.md once a day.
  const retention =
    config.RETENTION_INACTIVE_YEARS === undefined
      ? undefined
      : scheduleRetention({
          db,
          feed,
          inactiveYears: config.RETENTION_INACTIVE_YEARS,
          log: { info: (message) => app.log.info(message), error: (error) => app.log.error({ err: error }, 'retention failed') },
        });

  let closing = false;
  for (const signal of ['SIGINT', 'SIGTERM'] as const) {
    process.once(signal, () => {
      if (closing) return;
      closing = true;
      clearInterval(purge);
      app.log.info(`${signal} received, shutting down`);
      setTimeout(() => {
        app.log.error(`still busy ${SHUTDOWN_LIMIT_MS} ms after ${signal}: exiting anyway`);
        process.exit(1);
      }, SHUTDOWN_LIMIT_MS).unref();
      app.draining = true;
      new Promise((resolve) => setTimeout(resolve, DRAIN_MS))
        .then(() => app.close())
        .then(() => sender.stop())
        .then(() => indexer.stop())
        .then(() => retention?.stop())
        .then(() => feed.close())
        .then(() => db.destroy())
        .then(
          () => process.exit(0),
          () => process.exit(1),
        );
    });
  }

  await app.listen({ port: config.PORT, host: config.HOST });
  const scheme = tls ? 'https' : 'http';
  const { port } = app.server.address() as AddressInfo;
  const url = `${scheme}://${config.HOST === '0.0.0.0' ? 'localhost' : config.HOST}:${port}`;
  // The first sign-in is printed once, to the console only (never to the structured log).
  if (seeded.adminCreated) {
    console.log(`\nFirst Administrator created. Sign in at ${url} with:\n  email:    ${config.ADMIN_EMAIL}`);
    console.log(
      seeded.generatedPassword
        ? `  password: ${seeded.generatedPassword}\n  (printed only this once; change it under Profile)\n`
        : '  password: the ADMIN_PASSWORD you set\n',
    );
  }
  console.log(`Community Console is running on ${url} (${dialect} database)`);
  printDoorAddresses(config.HOST, port, tls);
}

/**
 * Where a phone at the door should go. Phones give the camera only to `https://` pages (and to
 * `localhost`), so without HTTPS the console says how to turn it on (docs/operations.md).
 */
function printDoorAddresses(host: string, port: number, tls: TlsSetup | undefined) {
  const addresses = doorAddresses(host, port, tls ? 'https' : 'http');
  if (addresses.length === 0) {
    console.log('Only this machine can open it: set HOST=0.0.0.0 for phones at the door (docs/operations.md).');
    return;
  }
  console.log(`Phones at the door open: ${addresses.join('  ')}`);
  if (!tls) console.log('Their camera needs an https:// address: start with HTTPS=self-signed, or see docs/operations.md.');
  else if ('authorityFile' in tls) {
    const plain = addresses.map((address) => `${address.replace('https://', 'http://')}${AUTHORITY_PATH}`);
    console.log(`To trust it, a phone installs the console's certificate once: ${plain[0]} (docs/operations.md).`);
  }
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
