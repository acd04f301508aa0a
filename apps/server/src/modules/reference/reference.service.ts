import type { CivilStatus, ProgramCategory, Role } from '@console/contracts';
import type { Db } from '../../db/database.ts';
import * as repo from './reference.repository.ts';

/** The seeded lists the forms choose from, as they are stored. */
export function listRoles(db: Db): Promise<Role[]> {
  return repo.listRoles(db);
}

export function listCivilStatuses(db: Db): Promise<CivilStatus[]> {
  return repo.listCivilStatuses(db);
}

export function listProgramCategories(db: Db): Promise<ProgramCategory[]> {
  return repo.listProgramCategories(db);
}
