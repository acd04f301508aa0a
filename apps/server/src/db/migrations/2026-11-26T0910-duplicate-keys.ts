import type { Kysely } from 'kysely';

/*
 * Possible duplicates (merge.service.ts, findDuplicates) walk the enabled members by name and
 * birth date, and by name and phones, a chunk at a time: these indexes hold every column the walk
 * reads, in its order, so each chunk is read from the index alone. Without them, grouping 100,000
 * members read every row and sorted in a temporary tree: 600 ms per key on SQLite, in one piece.
 * Frozen once landed.
 */

// eslint-disable-next-line @typescript-eslint/no-explicit-any
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .createIndex('members_name_birth_date_idx')
    .on('members')
    .columns(['is_enabled', 'fullname_sort', 'birth_date', 'code'])
    .execute();
  await db.schema.createIndex('members_name_phones_idx').on('members').columns(['is_enabled', 'fullname_sort', 'phones', 'code']).execute();
}

// eslint-disable-next-line @typescript-eslint/no-explicit-any
export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropIndex('members_name_phones_idx').execute();
  await db.schema.dropIndex('members_name_birth_date_idx').execute();
}
