import type { Kysely } from 'kysely';

/*
 * The members list filtered by role in its default order (fullname): the role's members straight
 * from one index in order, instead of every member of the role found and then sorted. Frozen once
 * landed.
 */

// eslint-disable-next-line @typescript-eslint/no-explicit-any
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema.createIndex('members_role_fullname_idx').on('members').columns(['role_id', 'fullname_sort', 'code']).execute();
}

// eslint-disable-next-line @typescript-eslint/no-explicit-any
export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropIndex('members_role_fullname_idx').execute();
}
