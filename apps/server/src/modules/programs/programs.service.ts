import {
  messages,
  requestedPage,
  type Program,
  type ProgramInput,
  type ProgramList,
  type ProgramListQuery,
  type ProgramUpdateInput,
} from '@console/contracts';
import type { Db } from '../../db/database.ts';
import { refuseDuplicate } from '../../db/errors.ts';
import { inTransaction } from '../../db/transaction.ts';
import type { Actor } from '../audit/actor.ts';
import { recorded } from '../audit/changes.service.ts';
import { conflict, fieldError, notFound } from '../../lib/errors.ts';
import { programCategoryExists } from '../reference/reference.repository.ts';
import * as repo from './programs.repository.ts';

const m = messages.programs;

function toProgram(row: repo.ProgramRow): Program {
  return { id: row.id, name: row.name, description: row.description, categoryId: row.category_id, category: row.category };
}

export async function listPrograms(db: Db, query: ProgramListQuery): Promise<ProgramList> {
  const page = requestedPage(query);
  const { rows, totalCount } = await repo.listPrograms(db, { search: query.search, sort: query.sort, direction: query.direction, page });
  return { totalCount, programs: rows.map(toProgram) };
}

export async function getProgram(db: Db, id: number): Promise<Program> {
  const row = await repo.findProgram(db, id);
  if (!row) throw notFound(m.notFound);
  return toProgram(row);
}

async function checkCategory(db: Db, categoryId: number) {
  if (!(await programCategoryExists(db, categoryId))) throw fieldError('categoryId', messages.common.categoryUnknown);
}

const nameTaken = () => conflict(m.alreadyExists, { name: [m.alreadyExists] });

export async function createProgram(db: Db, actor: Actor, input: ProgramInput): Promise<Program> {
  return inTransaction(db, async (trx) => {
    await checkCategory(trx, input.categoryId);
    const id = await refuseDuplicate(() => repo.insertProgram(trx, input), nameTaken);
    return recorded(trx, actor, 'program.created', { kind: 'program', id }, await getProgram(trx, id));
  });
}

export async function updateProgram(db: Db, actor: Actor, id: number, input: ProgramUpdateInput): Promise<Program> {
  if (input.id !== undefined && input.id !== id) throw fieldError('id', m.idMismatch);
  return inTransaction(db, async (trx) => {
    await getProgram(trx, id);
    await checkCategory(trx, input.categoryId);
    await refuseDuplicate(() => repo.updateProgram(trx, id, input), nameTaken);
    return recorded(trx, actor, 'program.updated', { kind: 'program', id }, await getProgram(trx, id));
  });
}

/** Refuses (400 on `programIds`) a list naming a program that does not exist: a station's, a calendar feed's. */
export async function assertProgramsExist(db: Db, ids: number[]) {
  const existing = await repo.existingPrograms(db, ids);
  const unknown = ids.find((id) => !existing.has(id));
  if (unknown !== undefined) throw fieldError('programIds', messages.common.programIdUnknown({ id: unknown }));
}
