import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { buildServer, startServerProcess, type ServerProcess } from '../../apps/server/src/test/server-process.ts';
import { ensureData } from '../dataset/ensure.ts';
import type { DataFacts } from '../dataset/generate.ts';
import { SMOKE_SIZES } from '../dataset/sizes.ts';
import { benchDatabaseUrl } from '../dataset/target.ts';

export const WEB_DIST = join(import.meta.dirname, '../../apps/web/dist');

export interface WebConsole {
  server: ServerProcess;
  facts: DataFacts;
  /** The web app's stored session (localStorage `session`, lib/session-store.ts) of the Administrator. */
  session: string;
  stop(): Promise<void>;
}

/** The real server serving the production build on the small benchmark data, signed in once. */
export async function startWebConsole(): Promise<WebConsole> {
  if (!existsSync(join(WEB_DIST, 'index.html'))) throw new Error('no production build: run `npm run build` first');
  const facts = await ensureData('sqlite', SMOKE_SIZES);
  const built = buildServer();
  const server = await startServerProcess(benchDatabaseUrl('sqlite'), { WEB_DIST }, { built });
  const login = await fetch(`${server.url}/api/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email: facts.adminEmail, password: facts.adminPassword }),
  });
  if (!login.ok) throw new Error(`sign-in failed: ${login.status}`);
  return {
    server,
    facts,
    session: JSON.stringify(((await login.json()) as { data: unknown }).data),
    stop: async () => {
      server.child.kill('SIGTERM');
      await server.exited;
    },
  };
}
