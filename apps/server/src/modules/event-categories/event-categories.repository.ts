import type { EventCategoryWrite } from '@console/contracts';
import { normalizeText } from '@console/contracts';
import type { Db } from '../../db/database.ts';

const columns = ['id', 'name', 'description'] as const;

export function listEventCategories(db: Db) {
  return db.selectFrom('event_categories').select(columns).orderBy('name_normalized').orderBy('id').execute();
}

/** Inserts a category and answers it. Throws on a name already used (unique index). */
export function insertEventCategory(db: Db, category: EventCategoryWrite) {
  return db
    .insertInto('event_categories')
    .values({ name: category.name, name_normalized: normalizeText(category.name), description: category.description })
    .returning(columns)
    .executeTakeFirstOrThrow();
}
