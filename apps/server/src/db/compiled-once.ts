import { PostgresAdapter, type Compilable, type CompiledQuery } from 'kysely';
import type { Db } from './database.ts';
import { keepPrepared } from './prepared-statements.ts';

interface Template<Row> {
  compiled: CompiledQuery<Row>;
  /** For each parameter of the compiled query, the argument it takes, or -1 for a constant. */
  slots: number[];
}

/**
 * A query built and compiled once per dialect, then run with each call's arguments put in the
 * places of the ones it was built with. Building and compiling the same query again and again cost
 * a sixth of a member read under load (a CPU profile of the benchmark); this is for the queries on
 * every request's path. On PostgreSQL each is also kept prepared (prepared-statements.ts). Each
 * argument must be a plain value that the query binds as a parameter (no list, nothing that
 * decides the query's shape).
 */
export function compiledOnce<Args extends readonly unknown[], Row>(build: (db: Db, ...args: Args) => Compilable<Row>) {
  const templates = new Map<unknown, Template<Row>>();
  return async (db: Db, ...args: Args): Promise<Row[]> => {
    const adapter = db.getExecutor().adapter.constructor;
    let template = templates.get(adapter);
    if (!template) {
      // Markers stand for the arguments; where each lands among the parameters is its slot.
      const markers = args.map((_, index) => ({ argument: index }));
      const compiled = build(db, ...(markers as unknown as Args)).compile();
      template = { compiled, slots: compiled.parameters.map((parameter) => markers.indexOf(parameter as { argument: number })) };
      // An argument that did not become a parameter would be silently ignored on every later call.
      if (markers.some((_, index) => !template!.slots.includes(index)))
        throw new Error('compiledOnce: every argument must be bound as a parameter');
      templates.set(adapter, template);
      // PostgreSQL keeps it prepared on each connection (prepared-statements.ts).
      if (db.getExecutor().adapter instanceof PostgresAdapter) keepPrepared(compiled.sql);
    }
    const { compiled, slots } = template;
    const parameters = slots.map((slot, index) => (slot >= 0 ? args[slot] : compiled.parameters[index]));
    return (await db.executeQuery<Row>({ ...compiled, parameters })).rows;
  };
}
