import type { Page, ProgramInput, ProgramSort, SortDirection } from '@console/contracts';
import { normalizeText } from '@console/contracts';
import type { Db } from '../../db/database.ts';
import { byteOrder, countRows, inPage, searchCondition } from '../../db/sql.ts';

function toColumns(program: ProgramInput) {
  return {
    category_id: program.categoryId,
    name: program.name,
    name_normalized: normalizeText(program.name),
    description: program.description,
  };
}

/** Inserts a program and answers its id. Throws on a name already used (unique index). */
export async function insertProgram(db: Db, program: ProgramInput): Promise<number> {
  const row = await db.insertInto('programs').values(toColumns(program)).returning('id').executeTakeFirstOrThrow();
  return row.id;
}

/** Replaces a program's fields. Throws on a name used by another program (unique index). */
export async function updateProgram(db: Db, id: number, program: ProgramInput) {
  await db.updateTable('programs').set(toColumns(program)).where('id', '=', id).execute();
}

function selectPrograms(db: Db) {
  return db
    .selectFrom('programs')
    .innerJoin('program_categories', 'program_categories.id', 'programs.category_id')
    .select(['programs.id', 'programs.name', 'programs.description', 'programs.category_id', 'program_categories.name as category']);
}

export type ProgramRow = NonNullable<Awaited<ReturnType<ReturnType<typeof selectPrograms>['executeTakeFirst']>>>;

export function findProgram(db: Db, id: number) {
  return selectPrograms(db).where('programs.id', '=', id).executeTakeFirst();
}

/** Search over the normalised name, and the id when the term is a number that can be one. */
const matching = (search: string | undefined) => searchCondition(search, ['programs.name_normalized'], 'programs.id');

export interface ProgramListOptions {
  search?: string | undefined;
  sort: ProgramSort;
  direction: SortDirection;
  /** Every matching program when absent. */
  page?: Page | undefined;
}

export async function listPrograms(db: Db, options: ProgramListOptions) {
  let query = selectPrograms(db).where(matching(options.search));
  if (options.sort === 'name') query = query.orderBy('programs.name_normalized', options.direction);
  if (options.sort === 'category') query = query.orderBy(byteOrder(db, 'program_categories.name'), options.direction);
  query = query.orderBy('programs.id', options.direction);
  if (options.page) query = inPage(query, options.page);
  const rows = await query.execute();
  return { rows, totalCount: await countRows(db.selectFrom('programs').where(matching(options.search))) };
}

/** The ids among `ids` that name a program. */
export async function existingPrograms(db: Db, ids: number[]): Promise<Set<number>> {
  if (ids.length === 0) return new Set();
  const rows = await db.selectFrom('programs').select('id').where('id', 'in', ids).execute();
  return new Set(rows.map((row) => row.id));
}
