/** Starts the console for the browser tests on a new database in a temporary folder. */
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { E2E_PORT } from './constants.ts';

process.env.DATABASE_URL = `sqlite:${join(mkdtempSync(join(tmpdir(), 'console-e2e-')), 'e2e.db')}`;
process.env.PORT = String(E2E_PORT);
process.env.HOST = '127.0.0.1';
process.env.LOG_LEVEL = 'warn';
await import('../../apps/server/src/server.ts');
