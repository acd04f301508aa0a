import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDatabase, testDialect, type TestDatabase } from '../database.ts';
import { createEvent, createMembers } from '../factories.ts';
import { openLiveStream } from '../live-stream.ts';
import { signIn, startServerProcess, type ServerProcess } from '../server-process.ts';

/*
 * Live counters across server processes: two real servers on one PostgreSQL database, a station
 * watching through one while another station checks people in through the other. (SQLite has a
 * single server process; door.test.ts covers the stream within it.)
 */

describe.runIf(testDialect() === 'postgres')('live counters across two server processes', () => {
  let database: TestDatabase;
  let servers: ServerProcess[] = [];
  beforeAll(async () => {
    database = await createTestDatabase();
    // One after the other: the first migrates and seeds, the second finds it done.
    servers = [await startServerProcess(database.url), await startServerProcess(database.url)];
  }, 60_000);
  afterAll(async () => {
    for (const server of servers) server.child.kill('SIGKILL');
    await Promise.all(servers.map((server) => server.exited));
    await database.drop();
  });

  it('ends a stream on one process within a second when its session signs out through the other', async () => {
    const [watcher, door] = servers as [ServerProcess, ServerProcess];
    const event = await createEvent(database.db);
    const token = await signIn(watcher.url);
    const live = await openLiveStream(watcher.url, event, token);
    try {
      expect(await live.nextCounts()).toEqual({ registered: 0, checked: 0, present: 0 });
      const logout = await fetch(`${door.url}/api/logout`, { method: 'POST', headers: { authorization: `Bearer ${token}` } });
      expect(logout.status).toBe(204);
      await live.ended(1_000);
    } finally {
      live.close();
    }
  });

  it('sends a change made through one process to a stream on the other within a second, and ends the stream at shutdown', async () => {
    const [watcher, door] = servers as [ServerProcess, ServerProcess];
    const event = await createEvent(database.db);
    const members = await createMembers(database.db, 3, `live-${process.pid}-${Date.now()}`);
    const [watchToken, doorToken] = [await signIn(watcher.url), await signIn(door.url)];

    const live = await openLiveStream(watcher.url, event, watchToken);
    try {
      expect(await live.nextCounts()).toEqual({ registered: 0, checked: 0, present: 0 });
      for (const [index, code] of members.entries()) {
        const started = performance.now();
        const response = await fetch(`${door.url}/api/events/${event}/attendees`, {
          method: 'POST',
          headers: { authorization: `Bearer ${doorToken}`, 'content-type': 'application/json' },
          body: JSON.stringify({ code, checkIn: true, station: 'Door B' }),
        });
        expect(response.status).toBe(201);
        expect(await live.nextCounts(1_000)).toEqual({ registered: index + 1, checked: index + 1, present: index + 1 });
        expect(performance.now() - started).toBeLessThan(1_000);
      }

      // A server with a stream open still shuts down cleanly, ending the stream.
      const sigtermAt = performance.now();
      watcher.child.kill('SIGTERM');
      expect(await watcher.exited).toEqual({ code: 0, signal: null });
      expect(performance.now() - sigtermAt).toBeLessThan(10_000);
      await expect(live.nextCounts(2_000)).rejects.toThrow(/ended|terminated/);
    } finally {
      live.close();
    }
  }, 60_000);
});
