import { PostgresAdapter, sql, type ColumnDefinitionBuilder, type Kysely } from 'kysely';

/*
 * Stations and household check-in batches (docs/api.md, "Stations, self check-in and children's
 * safety"): a station, the programs it serves, its one enrolment code (kept as a hash) and its
 * sessions (the station cookie, kept as a hash); a batch (one household's check-in, with the
 * security code of its labels, unique within its day) and what it checked in; an attendee's
 * check-out. Frozen once landed.
 */

// eslint-disable-next-line @typescript-eslint/no-explicit-any
type Db = Kysely<any>;

export async function up(db: Db): Promise<void> {
  const postgres = db.getExecutor().adapter instanceof PostgresAdapter;
  const id = postgres
    ? { type: 'serial' as const, build: (col: ColumnDefinitionBuilder) => col.primaryKey() }
    : { type: 'integer' as const, build: (col: ColumnDefinitionBuilder) => col.primaryKey().autoIncrement() };

  await db.schema
    .createTable('stations')
    .addColumn('id', id.type, id.build)
    .addColumn('name', 'text', (col) => col.notNull())
    .addColumn('mode', 'text', (col) => col.notNull().check(sql`mode in ('self', 'manned')`))
    .addColumn('label_format', 'text', (col) => col.notNull())
    // The first character of the codes it makes offline: one station's, never another's.
    .addColumn('letter', 'text', (col) => col.notNull().unique())
    .addColumn('is_enabled', 'integer', (col) => col.notNull().defaultTo(1))
    .addColumn('last_seen_at', 'bigint')
    .addColumn('created_at', 'bigint', (col) => col.notNull())
    .execute();

  await db.schema
    .createTable('station_programs')
    .addColumn('station_id', 'integer', (col) => col.notNull().references('stations.id').onDelete('cascade'))
    .addColumn('program_id', 'integer', (col) => col.notNull().references('programs.id').onDelete('cascade'))
    .addPrimaryKeyConstraint('station_programs_pk', ['station_id', 'program_id'])
    .execute();

  await db.schema
    .createTable('station_enrolments')
    .addColumn('station_id', 'integer', (col) => col.primaryKey().references('stations.id').onDelete('cascade'))
    .addColumn('code_hash', 'text', (col) => col.notNull().unique())
    .addColumn('expires_at', 'bigint', (col) => col.notNull())
    .execute();

  await db.schema
    .createTable('station_sessions')
    .addColumn('id', id.type, id.build)
    .addColumn('token_hash', 'text', (col) => col.notNull().unique())
    .addColumn('station_id', 'integer', (col) => col.notNull().references('stations.id').onDelete('cascade'))
    .addColumn('created_at', 'bigint', (col) => col.notNull())
    .addColumn('last_used_at', 'bigint', (col) => col.notNull())
    .addColumn('expires_at', 'bigint', (col) => col.notNull())
    .execute();
  await db.schema.createIndex('station_sessions_station_idx').on('station_sessions').column('station_id').execute();

  await db.schema
    .createTable('check_in_batches')
    .addColumn('id', 'text', (col) => col.primaryKey())
    .addColumn('scan_id', 'text', (col) => col.notNull().unique())
    .addColumn('household_id', 'integer', (col) => col.references('households.id').onDelete('set null'))
    .addColumn('station_id', 'integer', (col) => col.references('stations.id').onDelete('set null'))
    .addColumn('by_code', 'integer', (col) => col.references('members.code'))
    // The day in TIME_ZONE on which the code was given: no two batches of a day share one.
    .addColumn('day', 'text', (col) => col.notNull())
    .addColumn('security_code', 'text', (col) => col.notNull())
    // The answer it gave, so that a retry of its scan answers the same.
    .addColumn('results', 'text', (col) => col.notNull())
    .addColumn('created_at', 'bigint', (col) => col.notNull())
    .addUniqueConstraint('check_in_batches_code_uq', ['day', 'security_code'])
    .execute();
  // A check-out finds the batch by its code alone (codes repeat only on other days).
  await db.schema.createIndex('check_in_batches_code_idx').on('check_in_batches').columns(['security_code', 'created_at']).execute();

  await db.schema
    .createTable('check_in_batch_items')
    .addColumn('batch_id', 'text', (col) => col.notNull().references('check_in_batches.id').onDelete('cascade'))
    .addColumn('position', 'integer', (col) => col.notNull())
    .addColumn('member_code', 'integer', (col) => col.notNull().references('members.code'))
    .addColumn('event_code', 'integer', (col) => col.notNull().references('events.code').onDelete('cascade'))
    .addColumn('already_checked_in', 'integer', (col) => col.notNull())
    .addPrimaryKeyConstraint('check_in_batch_items_pk', ['batch_id', 'position'])
    .execute();

  await db.schema.alterTable('attendance').addColumn('checked_out_at', 'bigint').execute();
  await db.schema
    .alterTable('attendance')
    .addColumn('checked_out_by', 'integer', (col) => col.references('members.code'))
    .execute();
}

export async function down(db: Db): Promise<void> {
  await db.schema.alterTable('attendance').dropColumn('checked_out_by').execute();
  await db.schema.alterTable('attendance').dropColumn('checked_out_at').execute();
  for (const table of [
    'check_in_batch_items',
    'check_in_batches',
    'station_sessions',
    'station_enrolments',
    'station_programs',
    'stations',
  ]) {
    await db.schema.dropTable(table).execute();
  }
}
