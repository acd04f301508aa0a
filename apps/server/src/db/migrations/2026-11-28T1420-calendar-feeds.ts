import { PostgresAdapter, type ColumnDefinitionBuilder, type Kysely } from 'kysely';

/*
 * Calendar feeds (docs/api.md, "Calendar feeds"): a feed's name, the hash of its secret address
 * (the secret itself is shown once and never kept), who made it and when a calendar app last read
 * it; and the programs it is limited to. Frozen once landed.
 */

// eslint-disable-next-line @typescript-eslint/no-explicit-any
type Db = Kysely<any>;

export async function up(db: Db): Promise<void> {
  const postgres = db.getExecutor().adapter instanceof PostgresAdapter;
  const id = postgres
    ? { type: 'serial' as const, build: (col: ColumnDefinitionBuilder) => col.primaryKey() }
    : { type: 'integer' as const, build: (col: ColumnDefinitionBuilder) => col.primaryKey().autoIncrement() };

  await db.schema
    .createTable('calendar_feeds')
    .addColumn('id', id.type, id.build)
    .addColumn('name', 'text', (col) => col.notNull())
    // The SHA-256 of the secret in its address: a fetch finds its feed by it.
    .addColumn('secret_hash', 'text', (col) => col.notNull().unique())
    .addColumn('created_at', 'bigint', (col) => col.notNull())
    .addColumn('created_by', 'integer', (col) => col.references('members.code').onDelete('set null'))
    .addColumn('last_fetched_at', 'bigint')
    .execute();

  await db.schema
    .createTable('calendar_feed_programs')
    .addColumn('feed_id', 'integer', (col) => col.notNull().references('calendar_feeds.id').onDelete('cascade'))
    .addColumn('program_id', 'integer', (col) => col.notNull().references('programs.id').onDelete('cascade'))
    .addPrimaryKeyConstraint('calendar_feed_programs_pk', ['feed_id', 'program_id'])
    .execute();
}

export async function down(db: Db): Promise<void> {
  await db.schema.dropTable('calendar_feed_programs').execute();
  await db.schema.dropTable('calendar_feeds').execute();
}
