import { PostgresAdapter, type Compilable, type CompiledQuery, type Kysely } from 'kysely';
import type { Database } from '../schema.ts';
import { keepPrepared } from './prepared-statements.ts';

// Kysely<Database> rather than database.ts's Db: database.ts imports this module.
type Db = Kysely<Database>;

interface Template<Row> {
  compiled: CompiledQuery<Row>;
  /** For each parameter of the compiled query, the argument it takes, or -1 for a constant. */
  slots: number[];
}

/**
 * A query built and compiled once per dialect, then run with each call's arguments put in the
 * places of the ones it was built with; for the queries on every request's path. Built afresh on
 * each call, a member read (the session and the member) cost 177 µs of CPU instead of 47 on SQLite
 * and 726 instead of 391 on PostgreSQL, a check-in's reads 170 against 91 and 360 against 268; in
 * `npm run bench` member by code fell from 2,620 to 1,732/s on SQLite and from 2,084 to 1,486/s on
 * PostgreSQL (10 connections), and a check-in cost the server a fifth more CPU on both. On
 * PostgreSQL each is also kept prepared (prepared-statements.ts). Each
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
