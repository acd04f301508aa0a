import { execFileSync, spawn, type ChildProcess } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { createServer } from 'node:net';
import { join } from 'node:path';
import { TEST_PASSWORD } from './context.ts';

export const SERVER_ROOT = join(import.meta.dirname, '../..');

/** A port nobody listens on right now. */
export function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.on('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address() as { port: number };
      server.close(() => resolve(port));
    });
  });
}

export interface ServerProcess {
  url: string;
  child: ChildProcess;
  /** Everything the process printed, for a failing test's message. */
  output(): string;
  /** Resolves with the exit code (null when killed by a signal) and the signal. */
  exited: Promise<{ code: number | null; signal: NodeJS.Signals | null }>;
  /** Resident memory of the process, in bytes (Linux). */
  residentBytes(): number;
}

/**
 * Builds the server as `npm start` does (build.mjs), into dist/server.mjs or another file of dist/
 * (tests that run at once each build their own); with `--without-change-record`, the benchmark's
 * server without the change record (build.mjs says why).
 */
export function buildServer(outfile = 'dist/server.mjs', flags: '--without-change-record'[] = []) {
  execFileSync(process.execPath, ['build.mjs', outfile, ...flags], { cwd: SERVER_ROOT, stdio: 'inherit' });
  return outfile;
}

/**
 * Starts the real server as its own process on `databaseUrl`, and resolves once it answers
 * /api/health: its sources through tsx, or `built`, the file buildServer made, as `npm start` runs
 * it. The first Administrator gets TEST_PASSWORD. `nodeArgs` go to Node before the entry.
 */
export async function startServerProcess(
  databaseUrl: string,
  env: Record<string, string> = {},
  { built, nodeArgs = [] }: { built?: string; nodeArgs?: string[] } = {},
): Promise<ServerProcess> {
  const port = await freePort();
  const entry = built ? ['--enable-source-maps', built] : ['--import', 'tsx', 'src/server.ts'];
  const child = spawn(process.execPath, [...nodeArgs, ...entry], {
    cwd: SERVER_ROOT,
    env: {
      ...process.env,
      DATABASE_URL: databaseUrl,
      PORT: String(port),
      HOST: '127.0.0.1',
      ADMIN_PASSWORD: TEST_PASSWORD,
      LOG_LEVEL: 'warn',
      WEB_DIST: '/nonexistent-web-dist',
      ...env,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  child.stdout!.on('data', (chunk) => (output += chunk));
  child.stderr!.on('data', (chunk) => (output += chunk));
  const exited = new Promise<{ code: number | null; signal: NodeJS.Signals | null }>((resolve) =>
    child.on('exit', (code, signal) => resolve({ code, signal })),
  );
  const url = `http://127.0.0.1:${port}`;
  const deadline = Date.now() + 30_000;
  let stopped = false;
  void exited.then(() => (stopped = true));
  for (;;) {
    if (stopped) throw new Error(`the server exited before it answered:\n${output}`);
    if (Date.now() > deadline) {
      child.kill('SIGKILL');
      throw new Error(`the server did not answer within 30 s:\n${output}`);
    }
    try {
      // A server on HTTPS answers plain HTTP on its port with a redirect (https/plain-http-redirect.ts).
      const response = await fetch(`${url}/api/health`, { redirect: 'manual' });
      if (response.ok || response.status === 308) break;
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
  return {
    url,
    child,
    exited,
    output: () => output,
    residentBytes: () => {
      const status = readFileSync(`/proc/${child.pid}/status`, 'utf8');
      return Number(/VmRSS:\s+(\d+) kB/.exec(status)?.[1] ?? 0) * 1024;
    },
  };
}

/** Signs in to a running server and answers the token. */
export async function signIn(url: string, email = 'admin@example.com', password = TEST_PASSWORD): Promise<string> {
  const response = await fetch(`${url}/api/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email, password }),
  });
  if (!response.ok) throw new Error(`sign-in failed: ${response.status}`);
  return ((await response.json()) as { data: { token: string } }).data.token;
}
