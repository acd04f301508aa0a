import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { EVENT_SORTS, MEMBER_SORTS, ROLE_IDS } from '@console/contracts';
import { findAttendeesAfter, findAttendeesPage } from '../modules/attendance/attendance.repository.ts';
import { findEventsAfter, findEventsPage } from '../modules/events/events.repository.ts';
import { findMembersAfter, findMembersPage, setEnabled } from '../modules/members/members.repository.ts';
import { createTestContext, type TestContext } from './context.ts';
import { createEvent, createMembers, createVenue } from './factories.ts';
import { inBatches, type BatchAfter } from '../lib/in-batches.ts';

/*
 * Exports read their lists in batches by key (docs/api.md, "Exports"): the same rows in the same
 * order as the list's pages, for every order, and a row deleted behind the export moves no other.
 */

let ctx: TestContext;
let tag: string;
beforeAll(async () => {
  ctx = await createTestContext();
  tag = `kb${Date.now().toString(36)}`;
  // Ties on purpose: few first names, two roles, both statuses.
  const codes = await createMembers(ctx.db, 23, tag, [`Ana ${tag}`, `Bea ${tag}`, `Ana ${tag}`]);
  for (const code of codes.filter((_, index) => index % 4 === 0)) await setEnabled(ctx.db, code, false);
  await ctx.db
    .updateTable('members')
    .set({ role_id: ROLE_IDS.coordinator })
    .where(
      'code',
      'in',
      codes.filter((_, index) => index % 5 === 0),
    )
    .execute();
  const venueId = await createVenue(ctx.db, { name: `Hall ${tag}` });
  for (let index = 0; index < 13; index += 1) {
    await createEvent(ctx.db, { name: `Supper ${tag} ${index % 3}`, venueId, startsAt: Date.UTC(2026, 0, 1 + (index % 4)) });
  }
});
afterAll(() => ctx.close());

async function all<Row>(rows: AsyncIterable<Row>) {
  const found: Row[] = [];
  for await (const row of rows) found.push(row);
  return found;
}

/** The list's rows page by page, as the screen reads them. */
async function paged<Row>(pageOf: (page: { page: number; size: number }) => Promise<Row[]>) {
  const found: Row[] = [];
  for (let page = 1; ; page += 1) {
    const rows = await pageOf({ page, size: 4 });
    found.push(...rows);
    if (rows.length < 4) return found;
  }
}

const codesOf = (rows: { code: number }[]) => rows.map((row) => row.code);
const batched = <Stored extends { code: number }>(batchAfter: BatchAfter<Stored>) => all(inBatches(batchAfter, (row) => row, 3));

describe('export batches by key', () => {
  it.each(MEMBER_SORTS.flatMap((sort) => (['asc', 'desc'] as const).map((direction) => [sort, direction] as const)))(
    'give the members list’s rows in its order, by %s %s',
    async (sort, direction) => {
      const query = { search: tag, sort, direction };
      const expected = codesOf(await paged((page) => findMembersPage(ctx.db, query, page)));
      expect(expected).toHaveLength(23);
      expect(codesOf(await batched((after, size) => findMembersAfter(ctx.db, query, after, size)))).toEqual(expected);
    },
  );

  it.each(EVENT_SORTS.flatMap((sort) => (['asc', 'desc'] as const).map((direction) => [sort, direction] as const)))(
    'give the events list’s rows in its order, by %s %s',
    async (sort, direction) => {
      const now = Date.UTC(2026, 5, 1);
      const query = { search: tag, sort, direction };
      const expected = codesOf(await paged((page) => findEventsPage(ctx.db, query, page, now)));
      expect(expected).toHaveLength(13);
      expect(codesOf(await batched((after, size) => findEventsAfter(ctx.db, query, after, size, now)))).toEqual(expected);
    },
  );

  it('give an event’s attendees in the list’s order, registered or all', async () => {
    const event = await createEvent(ctx.db, {});
    const members = await createMembers(ctx.db, 7, `${tag}att`, [`Eva ${tag}`]);
    await ctx.db
      .insertInto('attendance')
      .values(members.slice(0, 5).map((member) => ({ event_code: event, member_code: member, registered_at: 1, checked_in_at: null })))
      .execute();
    for (const registered of [true, false]) {
      const query = { search: tag, registered };
      const expected = codesOf(await paged((page) => findAttendeesPage(ctx.db, event, query, page)));
      expect(expected.length, String(registered)).toBe(registered ? 5 : 7 + 23 - 6);
      expect(codesOf(await batched((after, size) => findAttendeesAfter(ctx.db, event, query, after, size)))).toEqual(expected);
    }
  });

  it('skip no row when a row already sent is deleted between batches', async () => {
    const query = { search: tag, sort: 'fullname' as const, direction: 'asc' as const };
    const expected = codesOf(await paged((page) => findMembersPage(ctx.db, query, page)));
    const seen: number[] = [];
    for await (const member of inBatches(
      (after, size) => findMembersAfter(ctx.db, query, after, size),
      (row) => row,
      3,
    )) {
      seen.push(member.code);
      // After the first batch, its first row leaves the list (by page number, the fourth row would then be skipped).
      if (seen.length === 3) await ctx.db.deleteFrom('members').where('code', '=', expected[0]!).execute();
    }
    expect(seen).toEqual(expected);
  });
});
