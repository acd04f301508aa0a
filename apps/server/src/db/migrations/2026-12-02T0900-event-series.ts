import { PostgresAdapter, type ColumnDefinitionBuilder, type Kysely } from 'kysely';

/*
 * Repeating events (docs/api.md, "Event series"; docs/decisions/052): a series is the rule that
 * made its events, and each event it made is a real event that names it in `series_id`. The rule
 * is kept both as the request's parts and as its RRULE text; it is not edited afterwards. The
 * index on (series_id, starts_at) serves the series' events in order and "this and the following".
 * Frozen once landed.
 */

// eslint-disable-next-line @typescript-eslint/no-explicit-any
type Db = Kysely<any>;

export async function up(db: Db): Promise<void> {
  const postgres = db.getExecutor().adapter instanceof PostgresAdapter;
  const id = postgres
    ? { type: 'serial' as const, build: (col: ColumnDefinitionBuilder) => col.primaryKey() }
    : { type: 'integer' as const, build: (col: ColumnDefinitionBuilder) => col.primaryKey().autoIncrement() };

  await db.schema
    .createTable('event_series')
    .addColumn('id', id.type, id.build)
    // RFC 5545 RRULE value in floating (local) form, e.g. FREQ=WEEKLY;INTERVAL=1;BYDAY=SU;UNTIL=20270627.
    .addColumn('rule', 'text', (col) => col.notNull())
    .addColumn('frequency', 'text', (col) => col.notNull())
    .addColumn('interval', 'integer', (col) => col.notNull())
    // Weekly: the days, comma-separated (MO,WE); null for monthly.
    .addColumn('weekdays', 'text')
    // Monthly: day-of-month or weekday; null for weekly.
    .addColumn('monthly_by', 'text')
    // The last local day (YYYY-MM-DD), or the number of events: one of the two.
    .addColumn('until', 'text')
    .addColumn('count', 'integer')
    // The organisation's time zone when the series was made: its events keep their local time in it.
    .addColumn('time_zone', 'text', (col) => col.notNull())
    .addColumn('created_at', 'bigint', (col) => col.notNull())
    .execute();

  // One column an ALTER TABLE, as SQLite asks.
  await db.schema
    .alterTable('events')
    .addColumn('series_id', 'integer', (col) => col.references('event_series.id'))
    .execute();
  await db.schema.createIndex('events_series_idx').on('events').columns(['series_id', 'starts_at']).execute();
}

export async function down(db: Db): Promise<void> {
  await db.schema.dropIndex('events_series_idx').execute();
  await db.schema.alterTable('events').dropColumn('series_id').execute();
  await db.schema.dropTable('event_series').execute();
}
