import { PostgresAdapter, type ColumnDefinitionBuilder, type Kysely } from 'kysely';

/*
 * At the door (issue 10): who checked each attendee in, the event's check-in log with the scan
 * that made each entry, and every change to a member, field by field. Frozen once landed.
 */

// eslint-disable-next-line @typescript-eslint/no-explicit-any
type Db = Kysely<any>;

function identity(db: Db) {
  return db.getExecutor().adapter instanceof PostgresAdapter
    ? ({ type: 'serial', build: (col: ColumnDefinitionBuilder) => col.primaryKey() } as const)
    : ({ type: 'integer', build: (col: ColumnDefinitionBuilder) => col.primaryKey().autoIncrement() } as const);
}

export async function up(db: Db): Promise<void> {
  const id = identity(db);

  await db.schema
    .alterTable('attendance')
    .addColumn('checked_in_by', 'integer', (col) => col.references('members.code'))
    .execute();

  await db.schema
    .createTable('check_ins')
    .addColumn('id', id.type, id.build)
    .addColumn('event_code', 'integer', (col) => col.notNull().references('events.code').onDelete('cascade'))
    .addColumn('member_code', 'integer', (col) => col.notNull().references('members.code'))
    .addColumn('at', 'bigint', (col) => col.notNull())
    .addColumn('by_code', 'integer', (col) => col.references('members.code'))
    .addColumn('station', 'text')
    .addColumn('scan_id', 'text')
    .addColumn('action', 'text', (col) => col.notNull())
    .execute();
  // The log is read newest first per event; a retried scan is found by its id.
  await db.schema.createIndex('check_ins_event_idx').on('check_ins').columns(['event_code', 'id']).execute();
  await db.schema.createIndex('check_ins_scan_idx').on('check_ins').columns(['event_code', 'scan_id']).execute();
  await db.schema.createIndex('check_ins_member_idx').on('check_ins').column('member_code').execute();

  await db.schema
    .createTable('member_changes')
    .addColumn('id', id.type, id.build)
    .addColumn('member_code', 'integer', (col) => col.notNull().references('members.code'))
    .addColumn('at', 'bigint', (col) => col.notNull())
    .addColumn('by_code', 'integer', (col) => col.references('members.code'))
    .addColumn('field', 'text', (col) => col.notNull())
    .addColumn('old_value', 'text')
    .addColumn('new_value', 'text')
    .execute();
  await db.schema.createIndex('member_changes_member_idx').on('member_changes').columns(['member_code', 'id']).execute();
}

export async function down(db: Db): Promise<void> {
  await db.schema.dropTable('member_changes').execute();
  await db.schema.dropTable('check_ins').execute();
  await db.schema.alterTable('attendance').dropColumn('checked_in_by').execute();
}
