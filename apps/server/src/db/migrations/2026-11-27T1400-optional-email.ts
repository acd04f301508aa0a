import { PostgresAdapter, sql, type Kysely } from 'kysely';

/*
 * A member's email is optional: a child has none (decision 031). `email` and `email_normalized`
 * take NULL, which both databases let any number of rows hold under the unique index, so the rule
 * holds among the emails that exist. Sorting by email reads `coalesce(email_normalized, '')`, the
 * same on both databases (which otherwise put NULLs at opposite ends), from an index of its own.
 *
 * SQLite cannot drop a NOT NULL: the table is rebuilt as https://www.sqlite.org/lang_altertable.html
 * says ("Making Other Kinds Of Table Schema Changes"), from the table's own CREATE TABLE text, so
 * that whatever columns, indexes and triggers earlier migrations gave it (a generated column, the
 * FTS5 tables kept by triggers) come back as they were. Codes are copied as they are: they are the
 * rowids of the FTS5 tables (content_rowid = 'code') and what every other table refers to.
 * Frozen once landed.
 */

// eslint-disable-next-line @typescript-eslint/no-explicit-any
type Db = Kysely<any>;

const TABLE = 'members';
const OPTIONAL_COLUMNS = ['email', 'email_normalized'];

function isPostgres(db: Db): boolean {
  return db.getExecutor().adapter instanceof PostgresAdapter;
}

/** An identifier as SQLite's schema text may write it: bare, "quoted", `quoted` or [quoted]. */
function unquoted(identifier: string): string {
  const first = identifier[0];
  if (first === '"' || first === '`') return identifier.slice(1, -1).replaceAll(first + first, first);
  if (first === '[') return identifier.slice(1, -1);
  return identifier;
}

/** The first identifier of a piece of SQL, as written, and where it ends. */
function leadingIdentifier(text: string): { written: string; end: number } | undefined {
  const match = /^\s*("(?:[^"]|"")*"|`(?:[^`]|``)*`|\[[^\]]*\]|[A-Za-z_][\w$]*)/.exec(text);
  return match ? { written: match[1]!, end: match[0].length } : undefined;
}

/**
 * The parts of a CREATE TABLE's column list (column definitions and table constraints), split at
 * the commas that are outside brackets, quotes and strings.
 */
function splitDefinitions(body: string): string[] {
  const parts: string[] = [];
  let depth = 0;
  let quote: string | undefined;
  let start = 0;
  for (let index = 0; index < body.length; index += 1) {
    const character = body[index]!;
    if (quote) {
      if (character === quote) quote = undefined;
    } else if (character === "'" || character === '"' || character === '`') quote = character;
    else if (character === '[') quote = ']';
    else if (character === '(') depth += 1;
    else if (character === ')') depth -= 1;
    else if (character === ',' && depth === 0) {
      parts.push(body.slice(start, index));
      start = index + 1;
    }
  }
  parts.push(body.slice(start));
  return parts;
}

const TABLE_CONSTRAINTS = new Set(['constraint', 'primary', 'unique', 'check', 'foreign']);

/**
 * The table's CREATE TABLE text for a table named `newName`, each column definition passed
 * through `change` (with the column's name). Throws unless every column of `expected` is found.
 */
export function rewriteCreateTable(
  createSql: string,
  newName: string,
  change: (definition: string, column: string) => string,
  expected: readonly string[],
): string {
  const head = /^\s*create\s+table\s+/i.exec(createSql);
  const name = head && leadingIdentifier(createSql.slice(head[0].length));
  if (!head || !name) throw new Error(`Not a CREATE TABLE: ${createSql}`);
  const rest = createSql.slice(head[0].length + name.end);
  const open = rest.indexOf('(');
  const close = rest.lastIndexOf(')');
  const found = new Set<string>();
  const definitions = splitDefinitions(rest.slice(open + 1, close)).map((definition) => {
    const first = leadingIdentifier(definition);
    if (!first || TABLE_CONSTRAINTS.has(first.written.toLowerCase())) return definition;
    const column = unquoted(first.written);
    found.add(column);
    return change(definition, column);
  });
  const missing = expected.filter((column) => !found.has(column));
  if (missing.length > 0) throw new Error(`The table has no column ${missing.join(', ')}: ${createSql}`);
  return `${head[0]}"${newName}"${rest.slice(0, open + 1)}${definitions.join(',')}${rest.slice(close)}`;
}

/**
 * Rebuilds SQLite's members table with each column definition passed through `change`: the twelve
 * steps of lang_altertable.html, foreign keys off around a transaction that holds the rest.
 */
async function rebuildMembers(db: Db, change: (definition: string, column: string) => string) {
  const { rows } = await sql<{ foreign_keys: number }>`pragma foreign_keys`.execute(db);
  const foreignKeys = rows[0]?.foreign_keys === 1;
  // Off outside a transaction (inside one it does nothing): dropping the old table must neither
  // delete the rows that refer to it (sessions' ON DELETE CASCADE) nor be refused for them.
  await sql`pragma foreign_keys = off`.execute(db);
  try {
    await db.transaction().execute(async (trx) => {
      const raw = (text: string) => sql.raw(text).execute(trx);
      const table = await sql<{ sql: string }>`select sql from sqlite_master where type = 'table' and name = ${TABLE}`.execute(trx);
      const createSql = table.rows[0]?.sql;
      if (!createSql) throw new Error(`No table ${TABLE}`);
      // Its indexes and triggers go with it; their text brings them back (an index a constraint
      // of the CREATE TABLE makes has none, and comes back with the table).
      const dependents = await sql<{ sql: string }>`
        select sql from sqlite_master where tbl_name = ${TABLE} and type in ('index', 'trigger') and sql is not null
        order by case type when 'index' then 0 else 1 end, rowid`.execute(trx);
      // Generated columns (hidden 2 and 3) are computed again, not copied.
      const columns = await sql<{ name: string; hidden: number }>`select name, hidden from pragma_table_xinfo(${TABLE})`.execute(trx);
      const copied = columns.rows
        .filter((column) => column.hidden === 0)
        .map((column) => `"${column.name.replaceAll('"', '""')}"`)
        .join(', ');
      const sequence = await sql<{ seq: number }>`select seq from sqlite_sequence where name = ${TABLE}`.execute(trx);

      const rebuilt = `${TABLE}_rebuilt`;
      await raw(rewriteCreateTable(createSql, rebuilt, change, OPTIONAL_COLUMNS));
      await raw(`insert into "${rebuilt}" (${copied}) select ${copied} from "${TABLE}"`);
      await raw(`drop table "${TABLE}"`);
      await raw(`alter table "${rebuilt}" rename to "${TABLE}"`);
      // A code is never given again: the counter goes on from where it was, not from the highest code left.
      const seq = sequence.rows[0]?.seq;
      if (seq !== undefined) await sql`update sqlite_sequence set seq = max(seq, ${seq}) where name = ${TABLE}`.execute(trx);
      for (const dependent of dependents.rows) await raw(dependent.sql);

      const broken = await sql`select * from pragma_foreign_key_check`.execute(trx);
      if (broken.rows.length > 0) throw new Error(`Rebuilding ${TABLE} broke foreign keys: ${JSON.stringify(broken.rows)}`);
    });
  } finally {
    await sql.raw(`pragma foreign_keys = ${foreignKeys ? 'on' : 'off'}`).execute(db);
  }
}

const NOT_NULL = /\s+not\s+null\b/i;

export async function up(db: Db): Promise<void> {
  if (isPostgres(db)) {
    for (const column of OPTIONAL_COLUMNS)
      await db.schema
        .alterTable(TABLE)
        .alterColumn(column, (col) => col.dropNotNull())
        .execute();
  } else {
    await rebuildMembers(db, (definition, column) => (OPTIONAL_COLUMNS.includes(column) ? definition.replace(NOT_NULL, '') : definition));
  }
  // The members list sorted by email, and its export's batches (keyset on this expression).
  await db.schema
    .createIndex('members_email_sort_idx')
    .on(TABLE)
    .expression(sql`coalesce(email_normalized, ''), code`)
    .execute();
}

/**
 * Fails while a member has no email, which the old schema cannot hold, and then changes nothing
 * (SQLite runs a migration outside a transaction: the index goes last).
 */
export async function down(db: Db): Promise<void> {
  if (isPostgres(db)) {
    for (const column of OPTIONAL_COLUMNS)
      await db.schema
        .alterTable(TABLE)
        .alterColumn(column, (col) => col.setNotNull())
        .execute();
  } else {
    await rebuildMembers(db, (definition, column) =>
      OPTIONAL_COLUMNS.includes(column) && !NOT_NULL.test(definition) ? `${definition} not null` : definition,
    );
  }
  await db.schema.dropIndex('members_email_sort_idx').execute();
}
