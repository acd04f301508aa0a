import { describe, expect, it } from 'vitest';
import { MEMBER_COMPARED_FIELDS, MERGE_FILLED_FIELDS } from './member-duplicates.ts';
import { MEMBER_CARE_FIELDS, MEMBER_FIELD_ENTRIES, MEMBER_FOOD_CARE_FIELDS, MEMBER_INPUT_FIELDS } from './member-fields.ts';
import { MEMBER_CSV_HEADERS, MEMBER_IMPORT_FIELDS, matchImportColumn, matchMemberColumn } from './member-files.ts';
import { MEMBER_HISTORY_FIELDS } from './member-history.ts';
import { createMemberSchema, memberSchema, updateMemberSchema } from './members.ts';

describe('the lists derived from the member fields', () => {
  it('answer a member with every field, each reference followed by its name', () => {
    expect(Object.keys(memberSchema.shape)).toEqual([
      'code',
      'firstName',
      'lastName',
      'fullname',
      'email',
      'phones',
      'gender',
      'birthDate',
      'civilStatusId',
      'civilStatus',
      'roleId',
      'role',
      'education',
      'occupation',
      'workSchedule',
      'hobbies',
      'medicalConditions',
      'dietRestrictions',
      'foodAllergies',
      'isActiveLaic',
      'isEnabled',
      'status',
    ]);
  });

  it('take on create the form fields but Enabled, the pickups and the household to join; on update Enabled, the pickups and the code too', () => {
    const created = [
      'firstName',
      'lastName',
      'email',
      'phones',
      'gender',
      'birthDate',
      'civilStatusId',
      'roleId',
      'education',
      'occupation',
      'workSchedule',
      'hobbies',
      'medicalConditions',
      'dietRestrictions',
      'foodAllergies',
      'isActiveLaic',
    ];
    expect(Object.keys(createMemberSchema.shape)).toEqual([...created, 'pickups', 'household']);
    expect(Object.keys(updateMemberSchema.shape)).toEqual([...created, 'isEnabled', 'pickups', 'code']);
    expect(MEMBER_INPUT_FIELDS).toEqual([...created, 'isEnabled']);
  });

  it('follow in the history every field a person changes, references by name, not the derived ones', () => {
    expect(MEMBER_HISTORY_FIELDS).toEqual([
      'firstName',
      'lastName',
      'email',
      'phones',
      'gender',
      'birthDate',
      'civilStatus',
      'role',
      'education',
      'occupation',
      'workSchedule',
      'hobbies',
      'medicalConditions',
      'dietRestrictions',
      'foodAllergies',
      'isActiveLaic',
      'isEnabled',
    ]);
  });

  it('compare two members on what tells people apart, and merge fills only what a person may lack', () => {
    expect(MEMBER_COMPARED_FIELDS).toEqual([
      'code',
      'firstName',
      'lastName',
      'email',
      'phones',
      'gender',
      'birthDate',
      'civilStatus',
      'role',
      'education',
      'occupation',
      'workSchedule',
      'hobbies',
      'medicalConditions',
      'dietRestrictions',
      'foodAllergies',
      'status',
    ]);
    expect(MERGE_FILLED_FIELDS).toEqual([
      'phones',
      'gender',
      'birthDate',
      'civilStatusId',
      'education',
      'occupation',
      'workSchedule',
      'hobbies',
      'medicalConditions',
      'dietRestrictions',
      'foodAllergies',
    ]);
  });

  it('show at the door the three care fields, and count the two about food for catering', () => {
    expect(MEMBER_CARE_FIELDS).toEqual(['medicalConditions', 'dietRestrictions', 'foodAllergies']);
    expect(MEMBER_FOOD_CARE_FIELDS).toEqual(['dietRestrictions', 'foodAllergies']);
  });

  it('write the members file with these headers, and import every column but the code', () => {
    expect(MEMBER_CSV_HEADERS).toEqual({
      code: 'Code',
      firstName: 'First name',
      lastName: 'Last name',
      email: 'Email',
      phones: 'Phones',
      gender: 'Gender',
      birthDate: 'Birth date',
      civilStatus: 'Civil status',
      role: 'Role',
      education: 'Education',
      occupation: 'Occupation',
      workSchedule: 'Work schedule',
      hobbies: 'Hobbies',
      medicalConditions: 'Medical conditions',
      dietRestrictions: 'Diet restrictions',
      foodAllergies: 'Food allergies',
      isActiveLaic: 'Active laic',
      status: 'Status',
    });
    expect(Object.keys(MEMBER_CSV_HEADERS)).toEqual(['code', ...MEMBER_IMPORT_FIELDS]);
  });

  it('match a column by its header, its field, or a reference by its id field, whatever the case and spacing', () => {
    expect(matchMemberColumn('Diet restrictions')).toBe('dietRestrictions');
    expect(matchMemberColumn(' diet_RESTRICTIONS ')).toBe('dietRestrictions');
    expect(matchMemberColumn('Civil status')).toBe('civilStatus');
    expect(matchMemberColumn('civilStatusId')).toBe('civilStatus');
    expect(matchMemberColumn('role-id')).toBe('role');
    expect(matchMemberColumn('fullname')).toBeUndefined();
    expect(matchMemberColumn('Enabled')).toBeUndefined();
  });

  it('match what other spreadsheets call a column, in English and in Spanish, accents aside', () => {
    const expected: Record<string, string> = {
      Phone: 'phones',
      Mobile: 'phones',
      Teléfono: 'phones',
      Telefono: 'phones',
      Celular: 'phones',
      Allergies: 'foodAllergies',
      Alergias: 'foodAllergies',
      Birthday: 'birthDate',
      'Fecha de nacimiento': 'birthDate',
      Cumpleaños: 'birthDate',
      Surname: 'lastName',
      Apellidos: 'lastName',
      'Given name': 'firstName',
      Nombre: 'firstName',
      'Correo electrónico': 'email',
      'E-mail': 'email',
      'Estado civil': 'civilStatus',
    };
    expect(Object.fromEntries(Object.keys(expected).map((header) => [header, matchImportColumn(header)]))).toEqual(expected);
    expect(matchImportColumn('Familia')).toBe('household');
    expect(matchImportColumn('Rol en el hogar')).toBe('householdRole');
  });

  it('give no header to two columns, and read each as its field', () => {
    const claims = new Map<string, string>();
    // The comparison of headers, said again: case, accents, spaces, underscores and hyphens aside.
    const key = (header: string) =>
      header
        .normalize('NFD')
        .replace(/\p{M}/gu, '')
        .toLowerCase()
        .replace(/[\s_-]+/g, '');
    for (const [field, spec] of MEMBER_FIELD_ENTRIES) {
      for (const header of [spec.header, ...(spec.otherHeaders ?? [])].filter((name) => name !== undefined)) {
        expect(claims.get(key(header)) ?? field, `${header}: ${field} and ${claims.get(key(header))}`).toBe(field);
        claims.set(key(header), field);
        // A reference is read as its name (civilStatusId as civilStatus).
        if (field !== 'code') expect(matchImportColumn(header), header).toBe(field.replace(/Id$/, ''));
      }
    }
  });
});

describe('each member field entry', () => {
  it.each(MEMBER_FIELD_ENTRIES)('%s says what its kind needs', (_name, spec) => {
    expect(spec.form !== undefined).toBe(spec.input !== undefined);
    if (spec.input) expect(spec.column).toBeDefined();
    if (spec.kind === 'text' && spec.input) expect(spec.limit).toBeGreaterThan(0);
    if (spec.kind === 'enum') expect(spec.values?.length).toBeGreaterThan(0);
    expect(spec.nameField !== undefined).toBe(spec.kind === 'reference');
    expect(spec.default !== undefined).toBe(spec.kind === 'flag');
    if (spec.care) expect(spec.kind).toBe('text');
  });
});
