/**
 * `npm run demo`: the console on a throwaway database full of realistic demo data, on port 3001
 * (or PORT) so it can run beside a real console. The real database is never touched.
 */
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { migrateToLatest, openDatabase } from '../db/database.ts';
import { seedDatabase } from '../db/seed/seed.ts';
import { fillDemoData } from '../demo/demo-data.ts';

const DEMO_EMAIL = 'admin@example.com';
const DEMO_PASSWORD = 'Demo!2026';

const file = join(mkdtempSync(join(tmpdir(), 'console-demo-')), 'demo.db');
const { db } = openDatabase(`sqlite:${file}`);
await migrateToLatest(db);
await seedDatabase(db, { adminEmail: DEMO_EMAIL, adminPassword: DEMO_PASSWORD });
const started = Date.now();
await fillDemoData(db);
await db.destroy();

process.env.DATABASE_URL = `sqlite:${file}`;
process.env.PORT ??= '3001';
console.log(`Demo data ready in ${((Date.now() - started) / 1000).toFixed(1)} s (database: ${file}).`);
console.log(`Sign in with ${DEMO_EMAIL} / ${DEMO_PASSWORD}`);
await import('../server.ts');
