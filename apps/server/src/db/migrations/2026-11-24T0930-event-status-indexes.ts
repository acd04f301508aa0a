import { sql, type Kysely } from 'kysely';

/*
 * The events list filtered by status: an index on each event's duration answers how long the
 * longest lasts (an event in progress started no earlier than that long ago, so the start index
 * finds the upcoming and in-progress events in order from there), and an index on the end that
 * carries the status columns counts them from the index alone. Frozen once landed.
 */

// eslint-disable-next-line @typescript-eslint/no-explicit-any
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .createIndex('events_duration_idx')
    .on('events')
    .expression(sql`(ends_at - starts_at)`)
    .execute();
  await db.schema.createIndex('events_ends_status_idx').on('events').columns(['ends_at', 'is_cancelled', 'starts_at']).execute();
}

// eslint-disable-next-line @typescript-eslint/no-explicit-any
export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropIndex('events_ends_status_idx').execute();
  await db.schema.dropIndex('events_duration_idx').execute();
}
