import { CIVIL_STATUS_IDS, ROLE_IDS } from '@console/contracts';
import type { TFunction } from 'i18next';

/**
 * The names of a fixed list the console seeds (roles, civil statuses) in the language in force.
 * The API answers their English names (they are data, seeded once); the catalog has them by id,
 * under `catalogKey`, and an entry the catalog does not know keeps the server's name.
 */
function fixedNames<Key extends string>(ids: Record<Key, number>, seededNames: Record<Key, string>, catalogKey: string) {
  const keyOfId = new Map<number, Key>((Object.entries(ids) as [Key, number][]).map(([key, id]) => [id, key]));
  const keyOfName = new Map<string, Key>((Object.entries(seededNames) as [Key, string][]).map(([key, name]) => [name, key]));
  const named = (t: TFunction, key: Key | undefined, otherwise: string) =>
    key ? (t(`${catalogKey}.${key}` as never) as string) : otherwise;
  return {
    /** An entry's name by its id. */
    byId: (t: TFunction, id: number, serverName: string) => named(t, keyOfId.get(id), serverName),
    /** An entry's name where only its seeded English name was kept (a member's history records the name). */
    byStoredName: (t: TFunction, name: string) => named(t, keyOfName.get(name), name),
  };
}

const roles = fixedNames(ROLE_IDS, { administrator: 'Administrator', coordinator: 'Coordinator', member: 'Member' }, 'members.roleName');
const civilStatuses = fixedNames(
  CIVIL_STATUS_IDS,
  { single: 'Single', married: 'Married', widowed: 'Widowed', separated: 'Separated', divorced: 'Divorced', other: 'Other' },
  'members.civilStatusName',
);

export const roleName = roles.byId;
export const storedRoleName = roles.byStoredName;
export const civilStatusName = civilStatuses.byId;
export const storedCivilStatusName = civilStatuses.byStoredName;
