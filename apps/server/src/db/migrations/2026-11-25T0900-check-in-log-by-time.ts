import type { Kysely } from 'kysely';

/*
 * An event's check-in log is read newest first by the time each entry shows, ties by id: the
 * index walks it in that order (backwards). It replaces the index by id alone, which nothing else
 * reads (a retried scan is found by the scan index, a member's later undo by the member index).
 * Frozen once landed.
 */

// eslint-disable-next-line @typescript-eslint/no-explicit-any
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema.createIndex('check_ins_event_at_idx').on('check_ins').columns(['event_code', 'at', 'id']).execute();
  await db.schema.dropIndex('check_ins_event_idx').execute();
}

// eslint-disable-next-line @typescript-eslint/no-explicit-any
export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.createIndex('check_ins_event_idx').on('check_ins').columns(['event_code', 'id']).execute();
  await db.schema.dropIndex('check_ins_event_at_idx').execute();
}
