import type { Db } from '../db/database.ts';

/** The id of the change record's newest entry (0 when empty): what a test reads the entries after. */
export async function lastChangeId(db: Db): Promise<number> {
  const row = await db
    .selectFrom('changes')
    .select((eb) => eb.fn.max('id').as('id'))
    .executeTakeFirstOrThrow();
  return Number(row.id ?? 0);
}
