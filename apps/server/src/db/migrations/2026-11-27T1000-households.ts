import { PostgresAdapter, sql, type ColumnDefinitionBuilder, type Kysely } from 'kysely';

/*
 * Households (docs/api.md, "Households"): a household and its members, each with a role. A
 * member may be in several households or none; a household goes with its memberships, never with
 * its members. `size` (its members, for the sort by size), the normalised name and phone digits
 * (for the sort and the search) and the address's key (possible duplicates) are kept by the
 * households service. Frozen once landed.
 */

// eslint-disable-next-line @typescript-eslint/no-explicit-any
type Db = Kysely<any>;

export async function up(db: Db): Promise<void> {
  const postgres = db.getExecutor().adapter instanceof PostgresAdapter;
  const id = postgres
    ? { type: 'serial' as const, build: (col: ColumnDefinitionBuilder) => col.primaryKey() }
    : { type: 'integer' as const, build: (col: ColumnDefinitionBuilder) => col.primaryKey().autoIncrement() };
  // Sorted by its bytes on both databases, as every sort key (the first migration).
  const sortKey = (col: ColumnDefinitionBuilder) => (postgres ? col.notNull().modifyEnd(sql`collate "C"`) : col.notNull());

  await db.schema
    .createTable('households')
    .addColumn('id', id.type, id.build)
    .addColumn('name', 'text', (col) => col.notNull())
    .addColumn('name_normalized', 'text', sortKey)
    .addColumn('phone', 'text')
    .addColumn('phone_digits', 'text')
    .addColumn('address', 'text')
    .addColumn('address_key', 'text')
    .addColumn('notes', 'text')
    .addColumn('primary_contact_code', 'integer', (col) => col.references('members.code'))
    .addColumn('size', 'integer', (col) => col.notNull().defaultTo(0))
    .addColumn('created_at', 'bigint', (col) => col.notNull())
    .addColumn('updated_at', 'bigint', (col) => col.notNull())
    .execute();
  await db.schema.createIndex('households_name_idx').on('households').columns(['name_normalized', 'id']).execute();
  await db.schema.createIndex('households_size_idx').on('households').columns(['size', 'id']).execute();
  // Possible duplicates: households that share a phone's digits or an address.
  await db.schema.createIndex('households_phone_idx').on('households').columns(['phone_digits', 'id']).execute();
  await db.schema.createIndex('households_address_idx').on('households').columns(['address_key', 'id']).execute();

  await db.schema
    .createTable('household_members')
    .addColumn('household_id', 'integer', (col) => col.notNull().references('households.id').onDelete('cascade'))
    .addColumn('member_code', 'integer', (col) => col.notNull().references('members.code'))
    .addColumn('role', 'text', (col) => col.notNull().check(sql`role in ('adult', 'child', 'other')`))
    .addPrimaryKeyConstraint('household_members_pk', ['household_id', 'member_code'])
    .execute();
  // A member's households (their record, a merge, a disable).
  await db.schema.createIndex('household_members_member_idx').on('household_members').columns(['member_code', 'household_id']).execute();
}

export async function down(db: Db): Promise<void> {
  await db.schema.dropTable('household_members').execute();
  await db.schema.dropTable('households').execute();
}
