import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDatabase, type TestDatabase } from '../database.ts';
import { signIn, startServerProcess } from '../server-process.ts';

/*
 * Graceful shutdown: SIGTERM while requests are in flight. Every request the server had begun
 * must get its full answer, and the process must exit by itself, cleanly, within 10 seconds.
 */

let database: TestDatabase;
beforeAll(async () => {
  database = await createTestDatabase();
});
afterAll(() => database.drop());

interface Outcome {
  kind: 'read' | 'login';
  startedAt: number;
  endedAt: number;
  status: number | 'connection error';
}

describe('graceful shutdown', () => {
  it('answers every request in flight at SIGTERM and exits with 0 within 10 s', async () => {
    const server = await startServerProcess(database.url);
    const token = await signIn(server.url);
    const outcomes: Outcome[] = [];
    const record = async (kind: Outcome['kind'], request: () => Promise<Response>) => {
      const startedAt = performance.now();
      try {
        const response = await request();
        await response.arrayBuffer();
        outcomes.push({ kind, startedAt, endedAt: performance.now(), status: response.status });
      } catch {
        outcomes.push({ kind, startedAt, endedAt: performance.now(), status: 'connection error' });
      }
    };

    // Steady reads from a few clients, until the server is gone.
    let stopping = false;
    const readers = Array.from({ length: 4 }, async () => {
      while (!stopping) {
        await record('read', () => fetch(`${server.url}/api/members?search=a`, { headers: { authorization: `Bearer ${token}` } }));
        await new Promise((resolve) => setTimeout(resolve, 5));
      }
    });
    await new Promise((resolve) => setTimeout(resolve, 300));

    // Slow requests (each verifies a password): still being answered when SIGTERM arrives.
    const slow = Array.from({ length: 30 }, (_, index) =>
      record('login', () =>
        fetch(`${server.url}/api/login`, {
          method: 'POST',
          headers: { 'content-type': 'application/json' },
          body: JSON.stringify({ email: `shutdown.${index}@example.org`, password: 'Wrong!Passw0rd' }),
        }),
      ),
    );
    await new Promise((resolve) => setTimeout(resolve, 100));
    const sigtermAt = performance.now();
    server.child.kill('SIGTERM');
    const exit = await server.exited;
    const exitedAfterMs = performance.now() - sigtermAt;
    stopping = true;
    await Promise.all([...slow, ...readers]);

    expect(exit, server.output()).toEqual({ code: 0, signal: null });
    expect(exitedAfterMs).toBeLessThan(10_000);

    const logins = outcomes.filter((outcome) => outcome.kind === 'login');
    // The slow requests were really in flight: some were answered after SIGTERM.
    expect(outcomes.filter((outcome) => outcome.startedAt < sigtermAt && outcome.endedAt > sigtermAt).length).toBeGreaterThan(5);
    expect(logins.map((outcome) => outcome.status)).toEqual(Array(30).fill(401));
    // Every request begun before SIGTERM (with 50 ms for it to reach the server) got a real answer.
    const begun = outcomes.filter((outcome) => outcome.startedAt < sigtermAt - 50);
    const failed = begun.filter((outcome) => outcome.status === 'connection error' || outcome.status >= 500);
    expect(
      failed.map((outcome) => ({ ...outcome, startedAt: outcome.startedAt - sigtermAt, endedAt: outcome.endedAt - sigtermAt })),
    ).toEqual([]);
    for (const outcome of begun) expect([200, 401]).toContain(outcome.status);
    // Whatever came later was refused cleanly (no listener, or 503 while closing), never a 500.
    for (const outcome of outcomes)
      expect(outcome.status === 'connection error' || outcome.status < 500 || outcome.status === 503).toBe(true);
  }, 60_000);
});
