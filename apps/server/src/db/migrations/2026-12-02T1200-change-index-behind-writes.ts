import { PostgresAdapter, sql, type Kysely } from 'kysely';

/*
 * On SQLite the change record's indexes and its count are kept behind its writes, in batches
 * (docs/decisions/057): every B-tree an entry went into was one more page that each commit wrote
 * to the log, and the four indexes, the count's row and AUTOINCREMENT's row of sqlite_sequence
 * nearly doubled a check-in's time. An entry is written unindexed (`indexed` 0) and leaves the
 * indexes out; the indexer marks entries in order, adding them to the partial indexes and to
 * `change_index`'s count, and moves `indexed_to`, the newest entry marked (every entry after it is
 * unmarked). The target's index leads with the entry's group of 16,384 (`id / 16384`), so that a
 * batch adds to the few pages of the newest group rather than to one page of the whole index for
 * each entry. The table is rebuilt without AUTOINCREMENT: no entry is ever deleted, so the newest
 * id plus one, SQLite's plain rowid, is never an id used before. PostgreSQL keeps its indexes and
 * count as they were: there they cost a check-in a tenth. Frozen once landed.
 */

// eslint-disable-next-line @typescript-eslint/no-explicit-any
type Db = Kysely<any>;

const isPostgres = (db: Db) => db.getExecutor().adapter instanceof PostgresAdapter;

const COLUMNS = 'id, at, actor_kind, actor_id, actor_name, ip, action, target_kind, target_id, data';

/**
 * Rebuilds the changes table as https://www.sqlite.org/lang_altertable.html says, in one
 * transaction with foreign keys off around it (inside one the pragma does nothing): dropping the
 * old table must not be refused for the deliveries that refer to it. The outbox trigger comes back
 * from its own text; `finish` makes the indexes and the count of the new shape.
 */
async function rebuildChanges(
  db: Db,
  { autoIncrement, indexed }: { autoIncrement: boolean; indexed: boolean },
  finish: (trx: Db) => Promise<void>,
) {
  const { rows } = await sql<{ foreign_keys: number }>`pragma foreign_keys`.execute(db);
  await sql`pragma foreign_keys = off`.execute(db);
  try {
    await db.transaction().execute(async (trx) => {
      const outbox = await sql<{ sql: string }>`
        select sql from sqlite_master where type = 'trigger' and name = 'webhook_deliveries_outbox'`.execute(trx);
      await sql
        .raw(
          `create table changes_rebuilt (
          id integer primary key${autoIncrement ? ' autoincrement' : ''},
          at bigint not null,
          actor_kind text not null,
          actor_id integer,
          actor_name text not null,
          ip text,
          action text not null,
          target_kind text,
          target_id integer,
          data text${indexed ? ',\n          indexed integer not null default 0' : ''}
        )`,
        )
        .execute(trx);
      await sql
        .raw(`insert into changes_rebuilt (${COLUMNS}${indexed ? ', indexed' : ''}) select ${COLUMNS}${indexed ? ', 1' : ''} from changes`)
        .execute(trx);
      // Its indexes and triggers go with it.
      await sql`drop table changes`.execute(trx);
      await sql`alter table changes_rebuilt rename to changes`.execute(trx);
      for (const row of outbox.rows) await sql.raw(row.sql).execute(trx);
      await finish(trx);
      const broken = await sql`pragma foreign_key_check`.execute(trx);
      if (broken.rows.length > 0) throw new Error(`The rebuilt changes table leaves broken references: ${JSON.stringify(broken.rows)}`);
    });
  } finally {
    if (rows[0]?.foreign_keys === 1) await sql`pragma foreign_keys = on`.execute(db);
  }
}

export async function up(db: Db): Promise<void> {
  if (isPostgres(db)) return;
  await rebuildChanges(db, { autoIncrement: false, indexed: true }, async (trx) => {
    await sql`create index changes_actor_idx on changes (actor_kind, actor_id, id) where indexed = 1`.execute(trx);
    await sql`create index changes_target_idx on changes (id / 16384, target_kind, target_id, id) where indexed = 1`.execute(trx);
    await sql`create index changes_action_idx on changes (action, id) where indexed = 1`.execute(trx);
    await sql`create index changes_at_idx on changes (at) where indexed = 1`.execute(trx);
    await trx.schema.dropTable('change_counts').execute();
    await trx.schema
      .createTable('change_index')
      .addColumn('indexed_to', 'integer', (col) => col.notNull())
      .addColumn('indexed_count', 'integer', (col) => col.notNull())
      .execute();
    await sql`insert into change_index (indexed_to, indexed_count) select coalesce(max(id), 0), count(*) from changes`.execute(trx);
  });
}

export async function down(db: Db): Promise<void> {
  if (isPostgres(db)) return;
  await rebuildChanges(db, { autoIncrement: true, indexed: false }, async (trx) => {
    await trx.schema.createIndex('changes_actor_idx').on('changes').columns(['actor_kind', 'actor_id', 'id']).execute();
    await trx.schema.createIndex('changes_target_idx').on('changes').columns(['target_kind', 'target_id', 'id']).execute();
    await trx.schema.createIndex('changes_action_idx').on('changes').columns(['action', 'id']).execute();
    await trx.schema.createIndex('changes_at_idx').on('changes').column('at').execute();
    await trx.schema.dropTable('change_index').execute();
    await trx.schema
      .createTable('change_counts')
      .addColumn('shard', 'integer', (col) => col.primaryKey())
      .addColumn('n', 'bigint', (col) => col.notNull())
      .execute();
    await sql`insert into change_counts (shard, n) select 0, count(*) from changes`.execute(trx);
    await sql`create trigger change_counts_insert after insert on changes
      begin update change_counts set n = n + 1 where shard = 0; end`.execute(trx);
  });
}
