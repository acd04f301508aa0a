import type { Db } from '../database.ts';

/** Inserts for the first start; each runs only while its table is empty. */

async function isEmpty(db: Db, table: 'roles' | 'civil_statuses' | 'program_categories' | 'members') {
  const row = await db
    .selectFrom(table)
    .select((eb) => eb.fn.countAll<number>().as('n'))
    .executeTakeFirstOrThrow();
  return Number(row.n) === 0;
}

export async function insertRolesIfEmpty(db: Db, roles: { id: number; name: string }[]) {
  if (await isEmpty(db, 'roles')) await db.insertInto('roles').values(roles).execute();
}

export async function insertCivilStatusesIfEmpty(db: Db, statuses: { id: number; name: string }[]) {
  if (await isEmpty(db, 'civil_statuses')) await db.insertInto('civil_statuses').values(statuses).execute();
}

export async function insertProgramCategoriesIfEmpty(db: Db, names: string[]) {
  if (await isEmpty(db, 'program_categories'))
    await db
      .insertInto('program_categories')
      .values(names.map((name) => ({ name })))
      .execute();
}

export function hasMembers(db: Db) {
  return isEmpty(db, 'members').then((empty) => !empty);
}
