import { describe, expect, it } from 'vitest';
import type { TFunction } from 'i18next';
import { roleName, storedRoleName } from './role-name.ts';

/** A t() that answers the key it was asked for. */
const keyOf = ((key: string) => key) as unknown as TFunction;

describe('roleName', () => {
  it('reads the fixed roles from the catalog by their id, whatever name the server sent', () => {
    expect([1, 2, 3].map((id) => roleName(keyOf, id, 'Member'))).toEqual([
      'members.roleName.administrator',
      'members.roleName.coordinator',
      'members.roleName.member',
    ]);
  });

  it('keeps the server’s name of a role the catalog does not know', () => {
    expect(roleName(keyOf, 9, 'Volunteer')).toBe('Volunteer');
  });

  it('reads back a fixed role’s seeded name, where only the name was kept, and leaves any other', () => {
    expect(['Administrator', 'Coordinator', 'Member', 'Volunteer'].map((name) => storedRoleName(keyOf, name))).toEqual([
      'members.roleName.administrator',
      'members.roleName.coordinator',
      'members.roleName.member',
      'Volunteer',
    ]);
  });
});
