import type { Kysely } from 'kysely';

/*
 * The members added since a day (Home's "added this month", `createdafter` on the list) counted
 * from an index: a range of it, where the table holds 100,000 members. Frozen once landed.
 */

// eslint-disable-next-line @typescript-eslint/no-explicit-any
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema.createIndex('members_created_at_idx').on('members').columns(['created_at', 'code']).execute();
}

// eslint-disable-next-line @typescript-eslint/no-explicit-any
export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropIndex('members_created_at_idx').execute();
}
