import type { Kysely } from 'kysely';

/*
 * An event's ages, whole years inclusive (docs/api.md, "Events"): `age_min` and `age_max`, NULL
 * where the event sets no limit, so every event there before has none. One column an ALTER TABLE,
 * as SQLite asks. Frozen once landed.
 */

// eslint-disable-next-line @typescript-eslint/no-explicit-any
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema.alterTable('events').addColumn('age_min', 'integer').execute();
  await db.schema.alterTable('events').addColumn('age_max', 'integer').execute();
}

// eslint-disable-next-line @typescript-eslint/no-explicit-any
export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.alterTable('events').dropColumn('age_max').execute();
  await db.schema.alterTable('events').dropColumn('age_min').execute();
}
