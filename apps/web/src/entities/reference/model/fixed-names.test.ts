import { describe, expect, it } from 'vitest';
import type { TFunction } from 'i18next';
import { civilStatusName, roleName, storedCivilStatusName, storedRoleName } from './fixed-names.ts';

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

describe('civilStatusName', () => {
  it('reads the six fixed civil statuses from the catalog by their id, and keeps any other as the server names it', () => {
    expect([1, 2, 3, 4, 5, 6, 7].map((id) => civilStatusName(keyOf, id, 'Engaged'))).toEqual([
      'members.civilStatusName.single',
      'members.civilStatusName.married',
      'members.civilStatusName.widowed',
      'members.civilStatusName.separated',
      'members.civilStatusName.divorced',
      'members.civilStatusName.other',
      'Engaged',
    ]);
  });

  it('reads back a seeded name kept in a member’s history', () => {
    expect(['Married', 'Widowed', 'Engaged'].map((name) => storedCivilStatusName(keyOf, name))).toEqual([
      'members.civilStatusName.married',
      'members.civilStatusName.widowed',
      'Engaged',
    ]);
  });
});
