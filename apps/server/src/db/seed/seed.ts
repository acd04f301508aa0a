import { randomBytes } from 'node:crypto';
import { ROLE_IDS } from '@console/contracts';
import type { Db } from '../database.ts';
import { hashPassword } from '../../lib/passwords.ts';
import { insertMember } from '../../modules/members/members.repository.ts';
import { CIVIL_STATUSES, PROGRAM_CATEGORIES, ROLES } from './reference-data.ts';
import { seedLocations } from './locations.ts';
import * as repo from './seed.repository.ts';

export interface SeedOptions {
  adminEmail: string;
  adminPassword?: string | undefined;
}

export interface SeedResult {
  /** Set when the first Administrator was created with a generated password, to print once. */
  generatedPassword?: string;
  adminCreated: boolean;
}

/** A password that satisfies the password rule: 20 random characters plus one of each class. */
function generatePassword(): string {
  return `${randomBytes(15).toString('base64url')}aA1!`;
}

/** Fills an empty database with what every console needs; safe to run at every start. */
export async function seedDatabase(db: Db, options: SeedOptions): Promise<SeedResult> {
  await repo.insertRolesIfEmpty(db, ROLES);
  await repo.insertCivilStatusesIfEmpty(db, CIVIL_STATUSES);
  await repo.insertProgramCategoriesIfEmpty(db, PROGRAM_CATEGORIES);
  await seedLocations(db);

  if (await repo.hasMembers(db)) return { adminCreated: false };
  const password = options.adminPassword || generatePassword();
  await insertMember(db, {
    roleId: ROLE_IDS.administrator,
    firstName: 'Console',
    lastName: 'Administrator',
    email: options.adminEmail,
    passwordHash: await hashPassword(password),
  });
  return { adminCreated: true, ...(options.adminPassword ? {} : { generatedPassword: password }) };
}
