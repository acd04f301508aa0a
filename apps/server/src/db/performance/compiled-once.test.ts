import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestContext, createMember, type TestContext } from '../../test/context.ts';
import { testDialect } from '../../test/database.ts';
import { compiledOnce } from './compiled-once.ts';
import type { Db } from '../database.ts';

describe('compiledOnce', () => {
  let ctx: TestContext;
  const codes: number[] = [];
  beforeAll(async () => {
    ctx = await createTestContext();
    for (const [index, firstName] of ['Ada', 'Bea', 'Cy', 'Dot'].entries()) {
      codes.push(await createMember(ctx.db, { firstName, isEnabled: index !== 2 }));
    }
  });
  afterAll(() => ctx.close());

  // Two arguments around a constant, so that the slots are not simply in order.
  const build = (db: Db, above: number, name: string) =>
    db
      .selectFrom('members')
      .select(['code', 'first_name'])
      .where('code', '>', above)
      .where('is_enabled', '=', 1)
      .where('first_name', '<>', name)
      .orderBy('code');

  it('answers what the query built afresh answers, call after call with other arguments', async () => {
    const compiled = compiledOnce(build);
    for (const [above, name] of [
      [0, 'Ada'],
      [codes[0]!, 'Dot'],
      [codes[1]!, 'nobody'],
      [codes[3]!, 'Ada'],
    ] as const) {
      expect(await compiled(ctx.db, above, name), `${above} ${name}`).toEqual(await build(ctx.db, above, name).execute());
    }
    expect((await compiled(ctx.db, codes[0]!, 'Dot')).map((row) => row.first_name)).toEqual(['Bea']);
  });

  it('refuses a query that does not bind every argument', async () => {
    const unbound = compiledOnce((db: Db, _unused: number) => db.selectFrom('members').select('code'));
    await expect(unbound(ctx.db, 1)).rejects.toThrow('every argument must be bound');
  });

  it.runIf(testDialect() === 'postgres')(
    'runs by name on PostgreSQL, prepared once on a connection, while other SQL stays unnamed',
    async () => {
      const compiled = compiledOnce(build);
      // One transaction is one connection: what it has prepared is in pg_prepared_statements.
      const prepared = await ctx.db.transaction().execute(async (trx) => {
        for (const above of [0, codes[0]!, codes[1]!]) await compiled(trx, above, 'Ada');
        // The same SQL built afresh runs by the same name.
        await build(trx, 0, 'Bea').execute();
        const { rows } = await sql<{ statement: string }>`select statement from pg_prepared_statements`.execute(trx);
        return rows.map((row) => row.statement);
      });
      const expected = build(ctx.db, 0, 'Ada').compile().sql;
      expect(prepared.filter((statement) => statement === expected)).toHaveLength(1);
      expect(prepared.every((statement) => !statement.includes('pg_prepared_statements'))).toBe(true);
    },
  );
});
