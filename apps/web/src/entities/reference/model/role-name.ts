import { ROLE_IDS } from '@console/contracts';
import type { TFunction } from 'i18next';

type RoleKey = keyof typeof ROLE_IDS;
const KEY_OF_ID = new Map<number, RoleKey>(Object.entries(ROLE_IDS).map(([key, id]) => [id, key as RoleKey]));

/**
 * A role's name in the language in force. The API answers the fixed roles' English names (they are
 * data, seeded once); the catalog has them by the role's id, and a role it does not know keeps the
 * server's name.
 */
export function roleName(t: TFunction, roleId: number, serverName: string): string {
  const key = KEY_OF_ID.get(roleId);
  return key ? t(`members.roleName.${key}`) : serverName;
}

/** The fixed roles' names as the server seeds them (apps/server/src/db/seed/reference-data.ts). */
const KEY_OF_SEEDED_NAME = new Map<string, RoleKey>([
  ['Administrator', 'administrator'],
  ['Coordinator', 'coordinator'],
  ['Member', 'member'],
]);

/**
 * A role's name where only the name was kept (a member's history of changes records the name the
 * role had): a fixed role's seeded name in the language in force, any other name as it is.
 */
export function storedRoleName(t: TFunction, name: string): string {
  const key = KEY_OF_SEEDED_NAME.get(name);
  return key ? t(`members.roleName.${key}`) : name;
}
