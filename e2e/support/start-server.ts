/**
 * Starts the console for the browser tests on a new database in a temporary folder: on E2E_PORT,
 * or on E2E_SERVER_PORT when given (the HTTPS door's server, started with HTTPS=self-signed, whose
 * authority and certificate are made afresh in the same temporary folder).
 */
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { E2E_PORT } from './constants.ts';

const dir = mkdtempSync(join(tmpdir(), 'console-e2e-'));
process.env.DATABASE_URL = `sqlite:${join(dir, 'e2e.db')}`;
process.env.PORT = process.env.E2E_SERVER_PORT ?? String(E2E_PORT);
process.env.HOST = '127.0.0.1';
process.env.LOG_LEVEL = 'warn';
if (process.env.HTTPS === 'self-signed') process.env.TLS_DIR = join(dir, 'tls');
await import('../../apps/server/src/server.ts');
