import type { Kysely } from 'kysely';

/*
 * The latest change to any member, read from an index in one step: it is part of the roster's
 * version (attendance.repository.ts, rosterVersion), which a station's If-None-Match is checked
 * against without building the roster. Frozen once landed.
 */

// eslint-disable-next-line @typescript-eslint/no-explicit-any
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema.createIndex('members_updated_at_idx').on('members').column('updated_at').execute();
}

// eslint-disable-next-line @typescript-eslint/no-explicit-any
export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropIndex('members_updated_at_idx').execute();
}
