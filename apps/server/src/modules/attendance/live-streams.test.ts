import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { ROLE_IDS } from '@console/contracts';
import { TEST_PASSWORD, createMember, createTestContext, type TestContext } from '../../test/context.ts';
import { createEvent } from '../../test/factories.ts';
import { dropLiveStream, openLiveStream, type LiveStream } from '../../test/live-stream.ts';

/*
 * What a live stream holds while it is open (listeners on the change feed, a place among its
 * session's streams) and what ends it. door.test.ts covers what it sends.
 */

let ctx: TestContext;
let baseUrl: string;
beforeAll(async () => {
  ctx = await createTestContext();
  baseUrl = await ctx.app.listen({ port: 0, host: '127.0.0.1' });
});
afterAll(() => ctx.close());

/** Well under the 20 s keep-alive: a stream that ends within it was ended by the change itself. */
const PROMPTLY_MS = 3_000;

const attendees = (event: number) => `/api/events/${event}/attendees`;

describe('a live stream the station drops', () => {
  it('leaves no listener behind, whether dropped while the server checks it, while it subscribes, or once it runs', async () => {
    const event = await createEvent(ctx.db);
    // Ten sessions of five streams each: within what one session may hold open.
    const tokens = await Promise.all(Array.from({ length: 10 }, async () => (await ctx.signInAs(ROLE_IDS.coordinator)).token));
    const before = ctx.feed.watching();
    const moments = ['sent', 'opened', 'counting'] as const;
    const statuses = await Promise.all(
      Array.from({ length: 50 }, (_, index) => dropLiveStream(baseUrl, event, tokens[index % 10]!, moments[index % 3]!)),
    );
    // Those dropped once the answer came had their stream.
    expect(statuses.filter((status, index) => index % 3 !== 0 && status !== 200)).toEqual([]);
    // The server learns of each drop a little after the station: wait for it, not for ever.
    await vi.waitFor(() => expect(ctx.feed.watching()).toBe(before), { timeout: 5_000, interval: 50 });
  });
});

describe('the live streams of one session', () => {
  it('are at most 8 at once: one more is refused with 429 until one of them closes; another session has its own 8', async () => {
    const event = await createEvent(ctx.db);
    const station = await ctx.signInAs(ROLE_IDS.coordinator);
    const open: LiveStream[] = [];
    try {
      for (let index = 0; index < 8; index += 1) {
        open.push(await openLiveStream(baseUrl, event, station.token));
        expect(open.at(-1)!.status, `stream ${index + 1}`).toBe(200);
      }
      const refused = await openLiveStream(baseUrl, event, station.token);
      refused.close();
      expect(refused.status).toBe(429);
      expect(refused.body).toEqual({
        message: 'At most 8 live streams may be open in one session. Close one and try again.',
        code: 'attendance.tooManyLiveStreams',
        values: { max: '8' },
      });

      const other = await openLiveStream(baseUrl, event, ctx.adminToken);
      open.push(other);
      expect(other.status).toBe(200);
      // The eight still send.
      await ctx.request({ method: 'POST', url: attendees(event), token: ctx.adminToken, body: { code: await createMember(ctx.db) } });
      for (const live of open.slice(0, 8)) expect(await live.nextCounts()).toEqual({ registered: 0, checked: 0, present: 0 });
      for (const live of open.slice(0, 8)) expect(await live.nextCounts()).toEqual({ registered: 1, checked: 0, present: 0 });

      open.shift()!.close();
      // The server learns of the close a little after the station.
      await vi.waitFor(
        async () => {
          const again = await openLiveStream(baseUrl, event, station.token);
          if (again.status === 200) open.push(again);
          else again.close();
          expect(again.status).toBe(200);
        },
        { timeout: 5_000, interval: 50 },
      );
    } finally {
      for (const live of open) live.close();
    }
  });
});

describe('a live stream whose session ends', () => {
  const body = (member: { code: number; email: string }, roleId: number) => ({
    code: member.code,
    roleId,
    firstName: 'Door',
    lastName: 'Station',
    email: member.email,
  });

  /** A Coordinator's stream (with their cookie, as a browser sends it) on a new event. */
  async function coordinatorStream() {
    const member = await ctx.signInAs(ROLE_IDS.coordinator);
    const event = await createEvent(ctx.db);
    const live = await openLiveStream(baseUrl, event, member.token, { cookie: true });
    expect(live.status).toBe(200);
    expect(await live.nextCounts()).toEqual({ registered: 0, checked: 0, present: 0 });
    return { member, event, live };
  }

  it('ends when its session signs out, from another request with the same cookie', async () => {
    const { member, live } = await coordinatorStream();
    try {
      const logout = await ctx.request({ method: 'POST', url: '/api/logout', headers: { cookie: `console_session=${member.token}` } });
      expect(logout.status).toBe(204);
      await live.ended(PROMPTLY_MS);
    } finally {
      live.close();
    }
  });

  const revocations: [string, (member: { code: number; email: string; token: string }) => Promise<number>][] = [
    [
      'moved to the Member role',
      async (member) =>
        (
          await ctx.request({
            method: 'PUT',
            url: `/api/members/${member.code}`,
            token: ctx.adminToken,
            body: body(member, ROLE_IDS.member),
          })
        ).status,
    ],
    [
      'made an Administrator',
      async (member) =>
        (
          await ctx.request({
            method: 'PUT',
            url: `/api/members/${member.code}`,
            token: ctx.adminToken,
            body: body(member, ROLE_IDS.administrator),
          })
        ).status,
    ],
    [
      'disabled',
      async (member) =>
        (await ctx.request({ method: 'PATCH', url: `/api/members/${member.code}`, token: ctx.adminToken, body: { isEnabled: false } }))
          .status,
    ],
    [
      'given a new password by an Administrator',
      async (member) =>
        (
          await ctx.request({
            method: 'POST',
            url: `/api/members/${member.code}/password`,
            token: ctx.adminToken,
            body: { newPassword: 'An0ther!Password' },
          })
        ).status,
    ],
    [
      'merged into another member',
      async (member) =>
        (
          await ctx.request({
            method: 'POST',
            url: `/api/members/${member.code}/merge`,
            token: ctx.adminToken,
            body: { into: await createMember(ctx.db) },
          })
        ).status,
    ],
  ];

  it.each(revocations)('ends when its member is %s', async (_what, revoke) => {
    const { member, live } = await coordinatorStream();
    try {
      expect(await revoke(member)).toBeLessThan(300);
      await live.ended(PROMPTLY_MS);
    } finally {
      live.close();
    }
  });

  it('ends when its member changes their password in another session, while the stream of that session goes on', async () => {
    const { member, event, live } = await coordinatorStream();
    const login = await ctx.request({ method: 'POST', url: '/api/login', body: { email: member.email, password: TEST_PASSWORD } });
    const otherToken = login.body.data.token as string;
    const kept = await openLiveStream(baseUrl, event, otherToken);
    try {
      expect(await kept.nextCounts()).toEqual({ registered: 0, checked: 0, present: 0 });
      const change = await ctx.request({
        method: 'POST',
        url: '/api/change-password',
        token: otherToken,
        body: { code: member.code, currentPassword: TEST_PASSWORD, newPassword: 'An0ther!Password' },
      });
      expect(change.status).toBe(204);
      await live.ended(PROMPTLY_MS);
      await ctx.request({ method: 'POST', url: attendees(event), token: otherToken, body: { code: await createMember(ctx.db) } });
      expect(await kept.nextCounts()).toEqual({ registered: 1, checked: 0, present: 0 });
    } finally {
      live.close();
      kept.close();
    }
  });

  it('ends at the next keep-alive when its session is gone without a word (expired, or ended by another program)', async () => {
    // Only the stream's own timers are faked: the database and the sockets keep their real time.
    vi.useFakeTimers({ toFake: ['setInterval', 'clearInterval'] });
    try {
      const { member, live } = await coordinatorStream();
      try {
        await ctx.db.deleteFrom('sessions').where('member_code', '=', member.code).execute();
        vi.advanceTimersByTime(20_000);
        await live.ended(PROMPTLY_MS);
      } finally {
        live.close();
      }
    } finally {
      vi.useRealTimers();
    }
  });
});
