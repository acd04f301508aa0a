import { PostgresAdapter, sql, type ColumnDefinitionBuilder, type Kysely } from 'kysely';

/*
 * The first schema. Frozen once landed: later changes go in new files.
 * It uses only Kysely's schema builder plus two dialect switches, so the same file runs on
 * SQLite and PostgreSQL: the identity column type, and a binary collation on sort keys so both
 * databases order text the same way.
 */

// eslint-disable-next-line @typescript-eslint/no-explicit-any
type Db = Kysely<any>;

function isPostgres(db: Db): boolean {
  return db.getExecutor().adapter instanceof PostgresAdapter;
}

function identity(db: Db) {
  return isPostgres(db)
    ? ({ type: 'serial', build: (col: ColumnDefinitionBuilder) => col.primaryKey() } as const)
    : ({ type: 'integer', build: (col: ColumnDefinitionBuilder) => col.primaryKey().autoIncrement() } as const);
}

function sortKey(db: Db) {
  return (col: ColumnDefinitionBuilder) => (isPostgres(db) ? col.notNull().modifyEnd(sql`collate "C"`) : col.notNull());
}

export async function up(db: Db): Promise<void> {
  const id = identity(db);
  const sorted = sortKey(db);

  await db.schema
    .createTable('roles')
    .addColumn('id', 'integer', (col) => col.primaryKey())
    .addColumn('name', 'text', (col) => col.notNull())
    .execute();

  await db.schema
    .createTable('civil_statuses')
    .addColumn('id', 'integer', (col) => col.primaryKey())
    .addColumn('name', 'text', (col) => col.notNull())
    .execute();

  await db.schema
    .createTable('members')
    .addColumn('code', id.type, id.build)
    .addColumn('first_name', 'text', (col) => col.notNull())
    .addColumn('last_name', 'text', (col) => col.notNull())
    .addColumn('email', 'text', (col) => col.notNull())
    .addColumn('email_normalized', 'text', sorted)
    .addColumn('phones', 'text')
    .addColumn('gender', 'text')
    .addColumn('birth_date', 'text')
    .addColumn('civil_status_id', 'integer', (col) => col.references('civil_statuses.id'))
    .addColumn('role_id', 'integer', (col) => col.notNull().references('roles.id'))
    .addColumn('education', 'text')
    .addColumn('occupation', 'text')
    .addColumn('work_schedule', 'text')
    .addColumn('hobbies', 'text')
    .addColumn('medical_conditions', 'text')
    .addColumn('diet_restrictions', 'text')
    .addColumn('food_allergies', 'text')
    .addColumn('is_active_laic', 'integer', (col) => col.notNull().defaultTo(0))
    .addColumn('is_enabled', 'integer', (col) => col.notNull().defaultTo(1))
    .addColumn('password_hash', 'text')
    .addColumn('fullname_sort', 'text', sorted)
    .addColumn('search_text', 'text', (col) => col.notNull())
    .addColumn('created_at', 'bigint', (col) => col.notNull())
    .addColumn('updated_at', 'bigint', (col) => col.notNull())
    .execute();
  await db.schema.createIndex('members_email_normalized_unique').on('members').column('email_normalized').unique().execute();
  await db.schema.createIndex('members_fullname_sort_idx').on('members').columns(['fullname_sort', 'code']).execute();
  await db.schema.createIndex('members_role_idx').on('members').columns(['role_id', 'code']).execute();
  await db.schema.createIndex('members_enabled_idx').on('members').columns(['is_enabled', 'code']).execute();

  await db.schema
    .createTable('sessions')
    .addColumn('id', id.type, id.build)
    .addColumn('token_hash', 'text', (col) => col.notNull().unique())
    .addColumn('member_code', 'integer', (col) => col.notNull().references('members.code').onDelete('cascade'))
    .addColumn('created_at', 'bigint', (col) => col.notNull())
    .addColumn('last_used_at', 'bigint', (col) => col.notNull())
    .addColumn('expires_at', 'bigint', (col) => col.notNull())
    .execute();
  await db.schema.createIndex('sessions_member_idx').on('sessions').column('member_code').execute();
  await db.schema.createIndex('sessions_expires_idx').on('sessions').column('expires_at').execute();

  await db.schema
    .createTable('login_failures')
    .addColumn('id', id.type, id.build)
    .addColumn('key', 'text', (col) => col.notNull())
    .addColumn('failed_at', 'bigint', (col) => col.notNull())
    .execute();
  await db.schema.createIndex('login_failures_key_idx').on('login_failures').columns(['key', 'failed_at']).execute();

  await db.schema
    .createTable('program_categories')
    .addColumn('id', id.type, id.build)
    .addColumn('name', 'text', (col) => col.notNull())
    .execute();

  await db.schema
    .createTable('programs')
    .addColumn('id', id.type, id.build)
    .addColumn('name', 'text', (col) => col.notNull())
    .addColumn('name_normalized', 'text', sorted)
    .addColumn('description', 'text')
    .addColumn('category_id', 'integer', (col) => col.notNull().references('program_categories.id'))
    .execute();
  await db.schema.createIndex('programs_name_unique').on('programs').column('name_normalized').unique().execute();
  await db.schema.createIndex('programs_category_idx').on('programs').columns(['category_id', 'id']).execute();

  await db.schema
    .createTable('event_categories')
    .addColumn('id', id.type, id.build)
    .addColumn('name', 'text', (col) => col.notNull())
    .addColumn('name_normalized', 'text', sorted)
    .addColumn('description', 'text')
    .execute();
  await db.schema.createIndex('event_categories_name_unique').on('event_categories').column('name_normalized').unique().execute();

  await db.schema
    .createTable('countries')
    .addColumn('id', id.type, id.build)
    .addColumn('code', 'text', (col) => col.notNull().unique())
    .addColumn('name', 'text', (col) => col.notNull())
    .execute();

  await db.schema
    .createTable('provinces')
    .addColumn('id', id.type, id.build)
    .addColumn('country_id', 'integer', (col) => col.notNull().references('countries.id'))
    .addColumn('code', 'text', (col) => col.notNull())
    .addColumn('name', 'text', (col) => col.notNull())
    .addUniqueConstraint('provinces_country_code_unique', ['country_id', 'code'])
    .execute();

  await db.schema
    .createTable('cities')
    .addColumn('id', id.type, id.build)
    .addColumn('province_id', 'integer', (col) => col.notNull().references('provinces.id'))
    .addColumn('name', 'text', (col) => col.notNull())
    .addUniqueConstraint('cities_province_name_unique', ['province_id', 'name'])
    .execute();

  await db.schema
    .createTable('postal_codes')
    .addColumn('id', id.type, id.build)
    .addColumn('city_id', 'integer', (col) => col.notNull().references('cities.id'))
    .addColumn('code', 'text', (col) => col.notNull())
    .addUniqueConstraint('postal_codes_city_code_unique', ['city_id', 'code'])
    .execute();

  await db.schema
    .createTable('venues')
    .addColumn('id', id.type, id.build)
    .addColumn('name', 'text', (col) => col.notNull())
    .addColumn('name_normalized', 'text', sorted)
    .addColumn('phones', 'text')
    .addColumn('website', 'text')
    .addColumn('address_line1', 'text', (col) => col.notNull())
    .addColumn('address_line2', 'text')
    .addColumn('postal_code_id', 'integer', (col) => col.notNull().references('postal_codes.id'))
    .execute();
  await db.schema.createIndex('venues_name_idx').on('venues').columns(['name_normalized', 'id']).execute();
  await db.schema.createIndex('venues_postal_code_idx').on('venues').column('postal_code_id').execute();

  await db.schema
    .createTable('events')
    .addColumn('code', id.type, id.build)
    .addColumn('name', 'text', (col) => col.notNull())
    .addColumn('name_normalized', 'text', sorted)
    .addColumn('description', 'text')
    .addColumn('program_id', 'integer', (col) => col.notNull().references('programs.id'))
    .addColumn('category_id', 'integer', (col) => col.notNull().references('event_categories.id'))
    .addColumn('venue_id', 'integer', (col) => col.notNull().references('venues.id'))
    .addColumn('starts_at', 'bigint', (col) => col.notNull())
    .addColumn('ends_at', 'bigint', (col) => col.notNull())
    .addColumn('registration_required', 'integer', (col) => col.notNull().defaultTo(0))
    .addColumn('is_public', 'integer', (col) => col.notNull().defaultTo(0))
    .addColumn('is_cancelled', 'integer', (col) => col.notNull().defaultTo(0))
    .addColumn('created_at', 'bigint', (col) => col.notNull())
    .addColumn('updated_at', 'bigint', (col) => col.notNull())
    .execute();
  await db.schema.createIndex('events_starts_idx').on('events').columns(['starts_at', 'code']).execute();
  await db.schema.createIndex('events_ends_idx').on('events').columns(['ends_at', 'code']).execute();
  await db.schema.createIndex('events_name_idx').on('events').columns(['name_normalized', 'code']).execute();
  await db.schema.createIndex('events_venue_idx').on('events').columns(['venue_id', 'code']).execute();
  await db.schema.createIndex('events_program_idx').on('events').column('program_id').execute();
  await db.schema.createIndex('events_category_idx').on('events').column('category_id').execute();

  await db.schema
    .createTable('attendance')
    .addColumn('event_code', 'integer', (col) => col.notNull().references('events.code').onDelete('cascade'))
    .addColumn('member_code', 'integer', (col) => col.notNull().references('members.code'))
    .addColumn('registered_at', 'bigint', (col) => col.notNull())
    .addColumn('checked_in_at', 'bigint')
    .addPrimaryKeyConstraint('attendance_pk', ['event_code', 'member_code'])
    .execute();
  await db.schema.createIndex('attendance_member_idx').on('attendance').column('member_code').execute();
  await db.schema.createIndex('attendance_checked_idx').on('attendance').columns(['event_code', 'checked_in_at']).execute();
}

export async function down(db: Db): Promise<void> {
  for (const table of [
    'attendance',
    'events',
    'venues',
    'postal_codes',
    'cities',
    'provinces',
    'countries',
    'event_categories',
    'programs',
    'program_categories',
    'login_failures',
    'sessions',
    'members',
    'civil_statuses',
    'roles',
  ]) {
    await db.schema.dropTable(table).execute();
  }
}
