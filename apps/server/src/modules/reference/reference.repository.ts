import type { Db } from '../../db/database.ts';

export function listRoles(db: Db) {
  return db.selectFrom('roles').select(['id', 'name']).orderBy('id').execute();
}

export function listCivilStatuses(db: Db) {
  return db.selectFrom('civil_statuses').select(['id', 'name']).orderBy('id').execute();
}

export function listProgramCategories(db: Db) {
  return db.selectFrom('program_categories').select(['id', 'name']).orderBy('name').orderBy('id').execute();
}

export async function roleExists(db: Db, id: number) {
  return (await db.selectFrom('roles').select('id').where('id', '=', id).executeTakeFirst()) !== undefined;
}

export async function civilStatusExists(db: Db, id: number) {
  return (await db.selectFrom('civil_statuses').select('id').where('id', '=', id).executeTakeFirst()) !== undefined;
}

export async function programCategoryExists(db: Db, id: number) {
  return (await db.selectFrom('program_categories').select('id').where('id', '=', id).executeTakeFirst()) !== undefined;
}
