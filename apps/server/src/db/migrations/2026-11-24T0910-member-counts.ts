import { PostgresAdapter, sql, type Kysely } from 'kysely';

/*
 * How many members there are of each role and status, kept by triggers in the transaction of every
 * write to members, so that a list that is not searched counts its members from at most six rows.
 * Counting 100,000 members cost 0.6 ms on SQLite and several on PostgreSQL for every page shown.
 * Frozen once landed.
 */

// eslint-disable-next-line @typescript-eslint/no-explicit-any
type Db = Kysely<any>;

/** PostgreSQL's trigger, row by row (replaced by one per statement in 2026-11-26T1200, whose down restores it). */
export async function createPostgresRowTrigger(db: Db): Promise<void> {
  await sql`create function member_counts_change() returns trigger language plpgsql as $$
    begin
      if tg_op = 'UPDATE' and old.role_id = new.role_id and old.is_enabled = new.is_enabled then
        return null;
      end if;
      if tg_op in ('UPDATE', 'DELETE') then
        update member_counts set n = n - 1 where role_id = old.role_id and is_enabled = old.is_enabled;
      end if;
      if tg_op in ('UPDATE', 'INSERT') then
        insert into member_counts (role_id, is_enabled, n) values (new.role_id, new.is_enabled, 1)
          on conflict (role_id, is_enabled) do update set n = member_counts.n + 1;
      end if;
      return null;
    end
  $$`.execute(db);
  await sql`create trigger member_counts_change after insert or delete or update of role_id, is_enabled on members
    for each row execute function member_counts_change()`.execute(db);
}

export async function up(db: Db): Promise<void> {
  await db.schema
    .createTable('member_counts')
    .addColumn('role_id', 'integer', (col) => col.notNull())
    .addColumn('is_enabled', 'integer', (col) => col.notNull())
    .addColumn('n', 'integer', (col) => col.notNull())
    .addPrimaryKeyConstraint('member_counts_pk', ['role_id', 'is_enabled'])
    .execute();
  await sql`insert into member_counts (role_id, is_enabled, n) select role_id, is_enabled, count(*) from members group by role_id, is_enabled`.execute(
    db,
  );
  if (db.getExecutor().adapter instanceof PostgresAdapter) {
    await createPostgresRowTrigger(db);
    return;
  }
  const add = (row: 'new') =>
    sql.raw(`insert into member_counts (role_id, is_enabled, n) values (${row}.role_id, ${row}.is_enabled, 1)
      on conflict (role_id, is_enabled) do update set n = n + 1;`);
  const remove = (row: 'old') =>
    sql.raw(`update member_counts set n = n - 1 where role_id = ${row}.role_id and is_enabled = ${row}.is_enabled;`);
  await sql`create trigger member_counts_insert after insert on members begin ${add('new')} end`.execute(db);
  await sql`create trigger member_counts_delete after delete on members begin ${remove('old')} end`.execute(db);
  await sql`create trigger member_counts_update after update of role_id, is_enabled on members
    when old.role_id <> new.role_id or old.is_enabled <> new.is_enabled
    begin ${remove('old')} ${add('new')} end`.execute(db);
}

export async function down(db: Db): Promise<void> {
  if (db.getExecutor().adapter instanceof PostgresAdapter) {
    await sql`drop trigger if exists member_counts_change on members`.execute(db);
    await sql`drop function if exists member_counts_change()`.execute(db);
  } else {
    for (const trigger of ['member_counts_insert', 'member_counts_delete', 'member_counts_update']) {
      await sql`drop trigger if exists ${sql.ref(trigger)}`.execute(db);
    }
  }
  await db.schema.dropTable('member_counts').execute();
}
