import { PostgresAdapter, type ColumnDefinitionBuilder, type Kysely } from 'kysely';

/*
 * A member's pickups (docs/api.md, "Members"): who may collect a child, and who may not, in the
 * order staff listed them. They go with their member. Frozen once landed.
 */

// eslint-disable-next-line @typescript-eslint/no-explicit-any
type Db = Kysely<any>;

export async function up(db: Db): Promise<void> {
  const postgres = db.getExecutor().adapter instanceof PostgresAdapter;
  const id = postgres
    ? { type: 'serial' as const, build: (col: ColumnDefinitionBuilder) => col.primaryKey() }
    : { type: 'integer' as const, build: (col: ColumnDefinitionBuilder) => col.primaryKey().autoIncrement() };

  await db.schema
    .createTable('member_pickups')
    .addColumn('id', id.type, id.build)
    .addColumn('member_code', 'integer', (col) => col.notNull().references('members.code').onDelete('cascade'))
    .addColumn('position', 'integer', (col) => col.notNull())
    .addColumn('name', 'text', (col) => col.notNull())
    .addColumn('phone', 'text')
    .addColumn('relation', 'text')
    .addColumn('allowed', 'integer', (col) => col.notNull())
    .addColumn('note', 'text')
    .execute();
  // A member's list in its order, read with the member.
  await db.schema.createIndex('member_pickups_member_idx').on('member_pickups').columns(['member_code', 'position']).unique().execute();
}

export async function down(db: Db): Promise<void> {
  await db.schema.dropTable('member_pickups').execute();
}
