import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestContext, type TestContext } from '../../test/context.ts';
import { createEvent, createMembers } from '../../test/factories.ts';
import { testDialect } from '../../test/database.ts';
import { findDoorGroups } from './door.repository.ts';

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestContext();
  if (testDialect() !== 'postgres') return;
  // Enough phones for the planner to tell a rare pattern from the one it assumes without seeing it:
  // with the pattern in sight, 20,000 made it plan every search afresh (10,000 did not).
  const prefix = `door-plans-${process.pid}`;
  await createMembers(ctx.db, 20_000, prefix);
  await sql`update members set phones = lpad(((code * 7919 + 12345) % 10000000000)::text, 10, '0')
    where email like ${`${prefix}.%`}`.execute(ctx.db);
  await sql`analyze members`.execute(ctx.db);
});
afterAll(() => ctx.close());

describe.runIf(testDialect() === 'postgres')("the door's search on PostgreSQL", () => {
  it('is planned at most five times on a connection, then runs the plan it kept, for digits and for names', async () => {
    const event = await createEvent(ctx.db);
    const digits = Array.from({ length: 12 }, (_, index) => String(1000 + index * 731));
    const names = ['ana', 'mar', 'lopez', 'garcia', 'torres', 'nunez', 'maria', 'jose', 'ruiz', 'luz', 'eva', 'sol'];
    // One transaction is one connection: what it has prepared is in pg_prepared_statements.
    const plans = await ctx.db.transaction().execute(async (trx) => {
      for (const term of digits) await findDoorGroups(trx, event, { digits: term });
      for (const term of names) await findDoorGroups(trx, event, { name: term });
      const { rows } = await sql<{ statement: string; generic_plans: number; custom_plans: number }>`
        select statement, generic_plans, custom_plans from pg_prepared_statements
        where statement like '%found_members%'`.execute(trx);
      return rows.map((row) => ({
        shape: row.statement.includes('phone_digits') ? 'digits' : 'name',
        generic: Number(row.generic_plans),
        custom: Number(row.custom_plans),
      }));
    });
    // PostgreSQL makes five custom plans before it weighs the generic one: twelve searches of a
    // shape keep at least seven on the plan made once.
    expect(plans.map((plan) => plan.shape).sort()).toEqual(['digits', 'name']);
    for (const plan of plans) {
      expect(plan.custom).toBeLessThanOrEqual(5);
      expect(plan.generic + plan.custom).toBe(12);
    }
  });
});
