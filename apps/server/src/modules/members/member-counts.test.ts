import fc from 'fast-check';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ROLE_IDS } from '@console/contracts';
import { createTestContext, uniqueEmail, type TestContext } from '../../test/context.ts';
import { createEvent } from '../../test/factories.ts';
import { findMember, updateMember } from './members.repository.ts';

/*
 * The lists count members that are not searched for from member_counts, which triggers keep in
 * every write's transaction. Whatever sequence of creations, imports, role changes, disables,
 * enables and merges, the counts must be those of the members themselves.
 */

type Operation =
  | { kind: 'create'; roleId: number; isEnabled: boolean }
  | { kind: 'import'; count: number }
  | { kind: 'role'; pick: number; roleId: number }
  | { kind: 'enable'; pick: number; isEnabled: boolean }
  | { kind: 'merge'; pick: number; into: number };

const role = fc.constantFrom(ROLE_IDS.administrator, ROLE_IDS.coordinator, ROLE_IDS.member);
const operation: fc.Arbitrary<Operation> = fc.oneof(
  fc.record({ kind: fc.constant('create' as const), roleId: role, isEnabled: fc.boolean() }),
  fc.record({ kind: fc.constant('import' as const), count: fc.integer({ min: 1, max: 4 }) }),
  fc.record({ kind: fc.constant('role' as const), pick: fc.nat(), roleId: role }),
  fc.record({ kind: fc.constant('enable' as const), pick: fc.nat(), isEnabled: fc.boolean() }),
  fc.record({ kind: fc.constant('merge' as const), pick: fc.nat(), into: fc.nat() }),
);

describe('member counts', () => {
  let ctx: TestContext;
  const codes: number[] = [];
  let event: number;
  beforeAll(async () => {
    ctx = await createTestContext();
    event = await createEvent(ctx.db);
  });
  afterAll(() => ctx.close());

  const as = (token: string) => ({ token });

  async function apply(op: Operation) {
    const admin = as(ctx.adminToken);
    const pick = (n: number) => codes[n % codes.length]!;
    switch (op.kind) {
      case 'create': {
        const email = uniqueEmail('count');
        const created = await ctx.request({
          method: 'POST',
          url: '/api/members',
          ...admin,
          body: { roleId: op.roleId, firstName: 'Count', lastName: 'Case', email },
        });
        expect(created.status).toBe(201);
        codes.push(created.body.code);
        if (!op.isEnabled)
          await ctx.request({ method: 'PATCH', url: `/api/members/${created.body.code}`, ...admin, body: { isEnabled: false } });
        return;
      }
      case 'import': {
        const rows = Array.from({ length: op.count }, (_, i) => `Imported,Row ${i},${uniqueEmail('import')}`);
        const imported = await ctx.app.inject({
          method: 'POST',
          url: '/api/members/import',
          headers: { authorization: `Bearer ${ctx.adminToken}`, 'content-type': 'text/csv' },
          payload: ['firstName,lastName,email', ...rows].join('\n'),
        });
        expect(imported.statusCode, imported.body).toBe(200);
        return;
      }
      case 'role': {
        if (codes.length === 0) return;
        const member = (await findMember(ctx.db, pick(op.pick)))!;
        await updateMember(ctx.db, member.code, {
          roleId: op.roleId,
          firstName: member.first_name,
          lastName: member.last_name,
          email: member.email,
          isEnabled: member.is_enabled === 1,
        });
        return;
      }
      case 'enable': {
        if (codes.length === 0) return;
        await ctx.request({ method: 'PATCH', url: `/api/members/${pick(op.pick)}`, ...admin, body: { isEnabled: op.isEnabled } });
        return;
      }
      case 'merge': {
        if (codes.length < 2) return;
        // Refusals (disabled members, the last Administrator) are fine: the counts must hold either way.
        await ctx.request({ method: 'POST', url: `/api/members/${pick(op.pick)}/merge`, ...admin, body: { into: pick(op.into) } });
      }
    }
  }

  async function expectCountsTrue() {
    const truth = await sql<{ role_id: number; is_enabled: number; n: number | string }>`
      select role_id, is_enabled, count(*) as n from members group by role_id, is_enabled`.execute(ctx.db);
    const expected = (roleId?: number, enabled?: number) =>
      truth.rows
        .filter((row) => (roleId === undefined || row.role_id === roleId) && (enabled === undefined || row.is_enabled === enabled))
        .reduce((sum, row) => sum + Number(row.n), 0);
    for (const roleId of [undefined, ROLE_IDS.administrator, ROLE_IDS.coordinator, ROLE_IDS.member]) {
      for (const [status, enabled] of [
        [undefined, undefined],
        ['enabled', 1],
        ['disabled', 0],
      ] as const) {
        const query = [roleId && `role=${roleId}`, status && `status=${status}`].filter(Boolean).join('&');
        const response = await ctx.request({ method: 'GET', url: `/api/members?${query}`, token: ctx.adminToken });
        expect(response.body.totalCount, query).toBe(expected(roleId, enabled));
      }
    }
    // An event's attendee list, unregistered members included, counts every enabled member.
    const attendees = await ctx.request({ method: 'GET', url: `/api/events/${event}/attendees`, token: ctx.adminToken });
    expect(attendees.body.totalCount).toBe(expected(undefined, 1));
  }

  it('match the members after any sequence of writes', async () => {
    await fc.assert(
      fc.asyncProperty(fc.array(operation, { minLength: 1, maxLength: 8 }), async (operations) => {
        for (const op of operations) await apply(op);
        await expectCountsTrue();
      }),
      { numRuns: 15 },
    );
  });
});
