import { PostgresAdapter, sql, type Kysely } from 'kysely';
import { createPostgresRowTrigger } from './2026-11-24T0910-member-counts.ts';

/*
 * PostgreSQL's member counts are kept once per statement instead of once per row. Row by row, an
 * import of 50,000 members updated the same count row 50,000 times in its transaction, each update
 * a new version of that row for the next one to find: the import took 166 s, 29 s per statement.
 * Each statement now adds what its rows changed, grouped by role and status, from the trigger's
 * transition tables. SQLite's row triggers stay: an update there rewrites the row in place.
 * Frozen once landed.
 */

// eslint-disable-next-line @typescript-eslint/no-explicit-any
type Db = Kysely<any>;

export async function up(db: Db): Promise<void> {
  if (!(db.getExecutor().adapter instanceof PostgresAdapter)) return;
  await sql`drop trigger member_counts_change on members`.execute(db);
  await sql`drop function member_counts_change()`.execute(db);
  // Rows inserted add one to their count, rows deleted take one away, and an update does both, so
  // that one which changes no role or status nets to nothing and writes nothing. In one order, so
  // that two statements lock the count rows alike.
  await sql`create function member_counts_apply() returns trigger language plpgsql as $$
    begin
      if tg_op = 'INSERT' then
        insert into member_counts (role_id, is_enabled, n)
          select role_id, is_enabled, count(*) from new_rows group by role_id, is_enabled order by role_id, is_enabled
          on conflict (role_id, is_enabled) do update set n = member_counts.n + excluded.n;
      elsif tg_op = 'DELETE' then
        insert into member_counts (role_id, is_enabled, n)
          select role_id, is_enabled, -count(*) from old_rows group by role_id, is_enabled order by role_id, is_enabled
          on conflict (role_id, is_enabled) do update set n = member_counts.n + excluded.n;
      else
        insert into member_counts (role_id, is_enabled, n)
          select role_id, is_enabled, sum(k) from (
            select role_id, is_enabled, 1 as k from new_rows
            union all
            select role_id, is_enabled, -1 as k from old_rows
          ) as changes
          group by role_id, is_enabled having sum(k) <> 0 order by role_id, is_enabled
          on conflict (role_id, is_enabled) do update set n = member_counts.n + excluded.n;
      end if;
      return null;
    end
  $$`.execute(db);
  // A trigger with transition tables has one event each, and an update's may not name columns.
  await sql`create trigger member_counts_insert after insert on members
    referencing new table as new_rows for each statement execute function member_counts_apply()`.execute(db);
  await sql`create trigger member_counts_delete after delete on members
    referencing old table as old_rows for each statement execute function member_counts_apply()`.execute(db);
  await sql`create trigger member_counts_update after update on members
    referencing old table as old_rows new table as new_rows for each statement execute function member_counts_apply()`.execute(db);
}

export async function down(db: Db): Promise<void> {
  if (!(db.getExecutor().adapter instanceof PostgresAdapter)) return;
  for (const trigger of ['member_counts_insert', 'member_counts_delete', 'member_counts_update']) {
    await sql`drop trigger ${sql.ref(trigger)} on members`.execute(db);
  }
  await sql`drop function member_counts_apply()`.execute(db);
  await createPostgresRowTrigger(db);
}
