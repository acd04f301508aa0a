import { InsertQueryNode, ValuesNode, type KyselyPlugin, type PluginTransformQueryArgs, type PluginTransformResultArgs } from 'kysely';
import type { Db } from '../db/database.ts';

/**
 * The columns the repository writes that a migration added to an existing table: an upgrade test
 * that writes rows at an older schema leaves them out, as the console of that time did.
 */
const ADDED_COLUMNS = new Set(['lastname_sort']);

/** Drops the added columns, with their values, from every INSERT. */
class WithoutAddedColumns implements KyselyPlugin {
  transformQuery({ node }: PluginTransformQueryArgs) {
    if (!InsertQueryNode.is(node) || !node.columns || !node.values || !ValuesNode.is(node.values)) return node;
    const kept = node.columns.map((column) => !ADDED_COLUMNS.has(column.column.name));
    if (kept.every(Boolean)) return node;
    const keep = <T>(list: readonly T[]) => list.filter((_, index) => kept[index]);
    return {
      ...node,
      columns: keep(node.columns),
      values: { ...node.values, values: node.values.values.map((row) => ({ ...row, values: keep(row.values as readonly unknown[]) })) },
    } as typeof node;
  }

  async transformResult({ result }: PluginTransformResultArgs) {
    return result;
  }
}

/** `db` writing members as before migration 2026-12-01T0900 (no last-name sort key), for a database migrated only that far. */
export function atOlderSchema(db: Db): Db {
  return db.withPlugin(new WithoutAddedColumns());
}
