import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { createTestContext, type TestContext } from '../../test/context.ts';
import { createEvent } from '../../test/factories.ts';
import { dropLiveStream } from '../../test/live-stream.ts';

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

describe('a live stream the station drops', () => {
  it('leaves no listener behind, whether dropped while the server checks it, while it subscribes, or once it runs', async () => {
    const event = await createEvent(ctx.db);
    const before = ctx.feed.watching();
    const moments = ['sent', 'opened', 'counting'] as const;
    await Promise.all(Array.from({ length: 50 }, (_, index) => dropLiveStream(baseUrl, event, ctx.adminToken, moments[index % 3]!)));
    // The server learns of each drop a little after the station: wait for it, not for ever.
    await vi.waitFor(() => expect(ctx.feed.watching()).toBe(before), { timeout: 5_000, interval: 50 });
  });
});
