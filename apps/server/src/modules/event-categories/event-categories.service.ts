import { messages, type EventCategory, type EventCategoryWrite } from '@console/contracts';
import type { Db } from '../../db/database.ts';
import { refuseDuplicate } from '../../db/errors.ts';
import { inTransaction } from '../../db/transaction.ts';
import type { Actor } from '../audit/actor.ts';
import { recorded } from '../audit/changes.service.ts';
import { conflict } from '../../lib/errors.ts';
import * as repo from './event-categories.repository.ts';

const m = messages.eventCategories;

export function listEventCategories(db: Db): Promise<EventCategory[]> {
  return repo.listEventCategories(db);
}

/** The unique name index decides, so two people creating the same name at once get one 201 and one 409. */
export function createEventCategory(db: Db, actor: Actor, input: EventCategoryWrite): Promise<EventCategory> {
  return inTransaction(db, async (trx) => {
    const category = await refuseDuplicate(
      () => repo.insertEventCategory(trx, input),
      () => conflict(m.alreadyExists, { name: [m.alreadyExists] }),
    );
    return recorded(trx, actor, 'eventCategory.created', { kind: 'eventCategory', id: category.id }, category);
  });
}
