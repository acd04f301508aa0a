import type { Kysely } from 'kysely';

/*
 * Offline stations (docs/api.md, "Offline stations"): a batch a station made without the network
 * keeps when it was made, and the batches' people are found by event and member, for the report
 * of a child checked in by two batches (two kiosks offline at once). Frozen once landed.
 */

// eslint-disable-next-line @typescript-eslint/no-explicit-any
type Db = Kysely<any>;

export async function up(db: Db): Promise<void> {
  await db.schema.alterTable('check_in_batches').addColumn('offline_at', 'bigint').execute();
  await db.schema
    .createIndex('check_in_batch_items_attendee_idx')
    .on('check_in_batch_items')
    .columns(['event_code', 'member_code'])
    .execute();
}

export async function down(db: Db): Promise<void> {
  await db.schema.dropIndex('check_in_batch_items_attendee_idx').execute();
  await db.schema.alterTable('check_in_batches').dropColumn('offline_at').execute();
}
