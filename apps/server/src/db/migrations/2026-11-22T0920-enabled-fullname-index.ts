import type { Kysely } from 'kysely';

/*
 * The attendee list of an event shows every enabled member by fullname, and the members list
 * filters by status while sorting by fullname: one index serves the filter and the order, so
 * neither sorts 100,000 rows. The search column rides along so that a search over the list is
 * answered from the index without a table lookup per member. Frozen once landed.
 */

// eslint-disable-next-line @typescript-eslint/no-explicit-any
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .createIndex('members_enabled_fullname_idx')
    .on('members')
    .columns(['is_enabled', 'fullname_sort', 'code', 'search_text'])
    .execute();
}

// eslint-disable-next-line @typescript-eslint/no-explicit-any
export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropIndex('members_enabled_fullname_idx').execute();
}
