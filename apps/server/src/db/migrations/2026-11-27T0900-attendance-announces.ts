import { PostgresAdapter, sql, type Kysely } from 'kysely';

/*
 * On PostgreSQL every statement that changes attendance announces the events it changed on the
 * change feed's channel (db/change-feed.ts), delivered when its transaction commits: a check-in
 * no longer sends a NOTIFY of its own after committing, a round trip less at the door, and a
 * merge that moves attendance is announced too. SQLite's server process announces in
 * attendance.service.ts. Frozen once landed.
 */

// eslint-disable-next-line @typescript-eslint/no-explicit-any
type Db = Kysely<any>;

const TRIGGERS = [
  { name: 'attendance_announce_insert', event: sql`insert`, rows: sql`new table as changed_rows` },
  { name: 'attendance_announce_update', event: sql`update`, rows: sql`new table as changed_rows` },
  { name: 'attendance_announce_delete', event: sql`delete`, rows: sql`old table as changed_rows` },
];

export async function up(db: Db): Promise<void> {
  if (!(db.getExecutor().adapter instanceof PostgresAdapter)) return;
  // NOTIFY folds the same payload sent twice in a transaction into one.
  await sql`create function attendance_announce() returns trigger language plpgsql as $$
    begin
      perform pg_notify('attendance_changes', event_code::text) from (select distinct event_code from changed_rows) as changed;
      return null;
    end
  $$`.execute(db);
  // A trigger with transition tables has one event each.
  for (const { name, event, rows } of TRIGGERS) {
    await sql`create trigger ${sql.ref(name)} after ${event} on attendance
      referencing ${rows} for each statement execute function attendance_announce()`.execute(db);
  }
}

export async function down(db: Db): Promise<void> {
  if (!(db.getExecutor().adapter instanceof PostgresAdapter)) return;
  for (const { name } of TRIGGERS) await sql`drop trigger ${sql.ref(name)} on attendance`.execute(db);
  await sql`drop function attendance_announce()`.execute(db);
}
