import { PostgresAdapter, sql, type ColumnDefinitionBuilder, type Kysely } from 'kysely';

/*
 * The change record and API tokens (docs/api.md, "Integrations"): one row per change, written in
 * the change's own transaction, read by the audit log and by the webhooks' deliveries; a token
 * kept as its hash, with its scopes. Frozen once landed.
 */

// eslint-disable-next-line @typescript-eslint/no-explicit-any
type Db = Kysely<any>;

export async function up(db: Db): Promise<void> {
  const postgres = db.getExecutor().adapter instanceof PostgresAdapter;
  const id = postgres
    ? { type: 'serial' as const, build: (col: ColumnDefinitionBuilder) => col.primaryKey() }
    : { type: 'integer' as const, build: (col: ColumnDefinitionBuilder) => col.primaryKey().autoIncrement() };

  await db.schema
    .createTable('changes')
    .addColumn('id', id.type, id.build)
    .addColumn('at', 'bigint', (col) => col.notNull())
    .addColumn('actor_kind', 'text', (col) => col.notNull())
    // No reference: a deleted station or token keeps the entries it made.
    .addColumn('actor_id', 'integer')
    .addColumn('actor_name', 'text', (col) => col.notNull())
    .addColumn('ip', 'text')
    .addColumn('action', 'text', (col) => col.notNull())
    .addColumn('target_kind', 'text')
    .addColumn('target_id', 'integer')
    // The record as the API answers it, for the webhooks that hear this action; null otherwise.
    .addColumn('data', 'text')
    .execute();
  // Every filter of the audit log reads newest first within its own index.
  await db.schema.createIndex('changes_actor_idx').on('changes').columns(['actor_kind', 'actor_id', 'id']).execute();
  await db.schema.createIndex('changes_target_idx').on('changes').columns(['target_kind', 'target_id', 'id']).execute();
  await db.schema.createIndex('changes_action_idx').on('changes').columns(['action', 'id']).execute();
  await db.schema.createIndex('changes_at_idx').on('changes').column('at').execute();
  // How many entries there are, kept by the database as entries are written, in a few rows that
  // writers add to (on PostgreSQL each connection to its own of 16, by its process id, so that
  // writers at once seldom wait for each other's row and a transaction never holds two): counting
  // a million entries took 80 ms on PostgreSQL, and the audit log's first page needs it. A trigger
  // rather than a statement of the server's: a statement more in every check-in cost a tenth of
  // its time.
  await db.schema
    .createTable('change_counts')
    .addColumn('shard', 'integer', (col) => col.primaryKey())
    .addColumn('n', 'bigint', (col) => col.notNull())
    .execute();
  if (postgres) {
    await sql`create function change_counts_add() returns trigger language plpgsql as $$
      begin
        insert into change_counts (shard, n)
          select pg_backend_pid() % 16, count(*) from new_rows having count(*) > 0
          on conflict (shard) do update set n = change_counts.n + excluded.n;
        return null;
      end
    $$`.execute(db);
    await sql`create trigger change_counts_insert after insert on changes
      referencing new table as new_rows for each statement execute function change_counts_add()`.execute(db);
  } else {
    await sql`insert into change_counts (shard, n) values (0, 0)`.execute(db);
    await sql`create trigger change_counts_insert after insert on changes
      begin update change_counts set n = n + 1 where shard = 0; end`.execute(db);
  }

  await db.schema
    .createTable('api_tokens')
    .addColumn('id', id.type, id.build)
    .addColumn('name', 'text', (col) => col.notNull())
    .addColumn('token_hash', 'text', (col) => col.notNull().unique())
    .addColumn('prefix', 'text', (col) => col.notNull())
    // A JSON array of the scope names.
    .addColumn('scopes', 'text', (col) => col.notNull())
    .addColumn('created_at', 'bigint', (col) => col.notNull())
    .addColumn('created_by', 'integer', (col) => col.references('members.code').onDelete('set null'))
    .addColumn('last_used_at', 'bigint')
    .addColumn('expires_at', 'bigint')
    .execute();
}

export async function down(db: Db): Promise<void> {
  await db.schema.dropTable('api_tokens').execute();
  await db.schema.dropTable('change_counts').execute();
  // Its triggers go with the table; PostgreSQL's function stays unless dropped.
  await db.schema.dropTable('changes').execute();
  if (db.getExecutor().adapter instanceof PostgresAdapter) await sql`drop function change_counts_add()`.execute(db);
}
