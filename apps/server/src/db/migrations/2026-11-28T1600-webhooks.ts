import { PostgresAdapter, sql, type ColumnDefinitionBuilder, type Kysely } from 'kysely';

/*
 * Webhooks (docs/api.md, "Webhooks"): the addresses, each with its event types and its signing
 * secret, and their deliveries, the outbox the change record fills in the change's transaction and
 * the sender empties. Frozen once landed.
 */

// eslint-disable-next-line @typescript-eslint/no-explicit-any
type Db = Kysely<any>;

export async function up(db: Db): Promise<void> {
  const postgres = db.getExecutor().adapter instanceof PostgresAdapter;
  const id = postgres
    ? { type: 'serial' as const, build: (col: ColumnDefinitionBuilder) => col.primaryKey() }
    : { type: 'integer' as const, build: (col: ColumnDefinitionBuilder) => col.primaryKey().autoIncrement() };

  await db.schema
    .createTable('webhooks')
    .addColumn('id', id.type, id.build)
    .addColumn('url', 'text', (col) => col.notNull())
    // A JSON array of the event types, e.g. ["member.created","attendance.checked_in"].
    .addColumn('events', 'text', (col) => col.notNull())
    .addColumn('description', 'text')
    // `whsec_` and the base64 of the key: kept, since each delivery is signed with it.
    .addColumn('secret', 'text', (col) => col.notNull())
    .addColumn('is_enabled', 'integer', (col) => col.notNull().defaultTo(1))
    .addColumn('created_at', 'bigint', (col) => col.notNull())
    .addColumn('updated_at', 'bigint', (col) => col.notNull())
    // Until when one sender process holds the webhook's queue (null: nobody).
    .addColumn('locked_until', 'bigint')
    .execute();

  await db.schema
    .createTable('webhook_deliveries')
    .addColumn('id', id.type, id.build)
    .addColumn('webhook_id', 'integer', (col) => col.notNull().references('webhooks.id').onDelete('cascade'))
    // The change it sends (its action, its time, its data); null for a test.
    .addColumn('change_id', 'integer', (col) => col.references('changes.id'))
    .addColumn('event_type', 'text', (col) => col.notNull())
    // A test's data; a change's is the change's own.
    .addColumn('data', 'text')
    .addColumn('status', 'text', (col) => col.notNull())
    .addColumn('attempts', 'integer', (col) => col.notNull().defaultTo(0))
    .addColumn('last_status_code', 'integer')
    .addColumn('next_attempt_at', 'bigint')
    .addColumn('created_at', 'bigint', (col) => col.notNull())
    // Retries go on until 24 hours after this instant: its making, or its last retry by hand.
    .addColumn('window_from', 'bigint', (col) => col.notNull())
    .execute();
  // A webhook's queue in order, and its page of deliveries newest first.
  await db.schema.createIndex('webhook_deliveries_queue_idx').on('webhook_deliveries').columns(['webhook_id', 'status', 'id']).execute();
  await db.schema.createIndex('webhook_deliveries_list_idx').on('webhook_deliveries').columns(['webhook_id', 'id']).execute();

  // The outbox is filled by the database as changes are written, in their transaction: one pending
  // delivery for each change a webhook can hear (those with data) and each enabled webhook that
  // listens to its action (the events are a JSON array of names: a name is in it when its quoted
  // form is). A statement of the server's for it cost a check-in a tenth of its time.
  if (postgres) {
    await sql`create function webhook_deliveries_outbox() returns trigger language plpgsql as $$
      begin
        insert into webhook_deliveries (webhook_id, change_id, event_type, status, attempts, next_attempt_at, created_at, window_from)
          select w.id, c.id, c.action, 'pending', 0, c.at, c.at, c.at
          from new_rows c join webhooks w on w.is_enabled = 1 and w.events like '%"' || c.action || '"%'
          where c.data is not null
          order by c.id, w.id;
        return null;
      end
    $$`.execute(db);
    await sql`create trigger webhook_deliveries_outbox after insert on changes
      referencing new table as new_rows for each statement execute function webhook_deliveries_outbox()`.execute(db);
  } else {
    await sql`create trigger webhook_deliveries_outbox after insert on changes when new.data is not null
      begin
        insert into webhook_deliveries (webhook_id, change_id, event_type, status, attempts, next_attempt_at, created_at, window_from)
          select id, new.id, new.action, 'pending', 0, new.at, new.at, new.at from webhooks
          where is_enabled = 1 and events like '%"' || new.action || '"%'
          order by id;
      end`.execute(db);
  }
}

export async function down(db: Db): Promise<void> {
  if (db.getExecutor().adapter instanceof PostgresAdapter) {
    await sql`drop trigger webhook_deliveries_outbox on changes`.execute(db);
    await sql`drop function webhook_deliveries_outbox()`.execute(db);
  } else {
    await sql`drop trigger webhook_deliveries_outbox`.execute(db);
  }
  await db.schema.dropTable('webhook_deliveries').execute();
  await db.schema.dropTable('webhooks').execute();
}
