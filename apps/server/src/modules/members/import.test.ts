import { stringify } from 'csv-stringify/sync';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ROLE_IDS } from '@console/contracts';
import { createMember, createTestContext, errorTexts, type TestContext } from '../../test/context.ts';

/* POST /api/members/import (docs/api.md, "Import"): all or nothing, the member form's rules, duplicates skipped. */

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestContext();
});
afterAll(() => ctx.close());

let tagCounter = 0;
function uniqueTag() {
  tagCounter += 1;
  return `im${tagCounter}q${Date.now().toString(36)}`;
}

const post = (csv: string, { dryRun = false, skipInvalid = false, token = ctx.adminToken, context = ctx } = {}) =>
  context.request({
    method: 'POST',
    url: `/api/members/import?dryRun=${dryRun}${skipInvalid ? '&skipInvalid=true' : ''}`,
    token,
    body: csv,
    headers: { 'content-type': 'text/csv' },
  });

const csvOf = (rows: string[][]) => stringify(rows, { record_delimiter: 'windows' });

async function countMembers(context = ctx) {
  const row = await context.db
    .selectFrom('members')
    .select((eb) => eb.fn.countAll<number>().as('n'))
    .executeTakeFirstOrThrow();
  return Number(row.n);
}

async function membersTagged(tag: string, context = ctx) {
  const response = await context.request({ method: 'GET', url: `/api/members?search=${tag}&size=20&sort=code`, token: context.adminToken });
  return response.body.members as Record<string, unknown>[];
}

describe('POST /api/members/import', () => {
  it('checks in a dry run, writing nothing, then creates the members with every field and their history', async () => {
    const tag = uniqueTag();
    // Headers in any case and spacing, by field name or by the export's words; an unknown column is left out.
    const csv = csvOf([
      [
        'FIRST NAME',
        'lastname',
        ' e-mail ',
        'Email',
        'role',
        'Civil Status',
        'gender',
        'birth_date',
        'Active laic',
        'status',
        'Food allergies',
        'Notes',
      ],
      [
        `Ana ${tag}`,
        'Pérez',
        '',
        `ana.${tag}@example.org`,
        'coordinator',
        '2',
        'female',
        '1990-02-03',
        'Yes',
        'Enabled',
        'Eggs',
        'ignored',
      ],
      [`Bruno ${tag}`, 'Núñez', '', `bruno.${tag}@example.org`, '', 'Married', '', '', '', 'disabled', '', ''],
    ]);
    const before = await countMembers();

    const dry = await post(csv, { dryRun: true });
    expect(dry.status).toBe(200);
    expect(dry.body).toEqual({ rows: 2, valid: 2, created: 0, errors: [], rejectedRows: [], duplicates: [], households: [] });
    expect(await countMembers()).toBe(before);

    const done = await post(csv);
    expect(done.status).toBe(200);
    expect(done.body).toEqual({ rows: 2, valid: 2, created: 2, errors: [], rejectedRows: [], duplicates: [], households: [] });
    const [ana, bruno] = await membersTagged(tag);
    expect(ana).toMatchObject({
      firstName: `Ana ${tag}`,
      lastName: 'Pérez',
      email: `ana.${tag}@example.org`,
      roleId: ROLE_IDS.coordinator,
      civilStatusId: 2,
      gender: 'Female',
      birthDate: '1990-02-03',
      isActiveLaic: true,
      isEnabled: true,
      foodAllergies: 'Eggs',
    });
    // No role makes a Member; a civil status by its name.
    expect(bruno).toMatchObject({
      roleId: ROLE_IDS.member,
      civilStatus: 'Married',
      gender: null,
      birthDate: null,
      isActiveLaic: false,
      isEnabled: false,
    });

    const history = await ctx.request({ method: 'GET', url: `/api/members/${ana!.code}/history?size=20`, token: ctx.adminToken });
    const fields = (history.body.changes as { field: string; oldValue: string | null; newValue: string | null; byName: string }[]).map(
      (change) => [change.field, change.oldValue, change.newValue],
    );
    expect(fields).toContainEqual(['email', null, `ana.${tag}@example.org`]);
    expect(fields).toContainEqual(['role', null, 'Coordinator']);
    expect(fields).toContainEqual(['foodAllergies', null, 'Eggs']);
  });

  it('creates nothing when one row in the middle is wrong, and names that row, its field and the form message', async () => {
    const tag = uniqueTag();
    const rows = Array.from({ length: 9 }, (_, index) => [`Name${index} ${tag}`, 'Lopez', `p${index}.${tag}@example.org`, '']);
    rows[4] = [`Name4 ${tag}`, '', 'not-an-email', '1990-02-30'];
    const before = await countMembers();

    for (const dryRun of [true, false]) {
      const response = await post(csvOf([['First name', 'Last name', 'Email', 'Birth date'], ...rows]), { dryRun });
      expect(response.status).toBe(400);
      // Row 6: the header is row 1 and this is the fifth member.
      expect(response.body).toEqual({
        rows: 9,
        valid: 8,
        created: 0,
        errors: [
          { row: 6, name: `Name4 ${tag}`, field: 'lastName', message: 'Last name is required.', code: 'members.lastNameRequired' },
          { row: 6, name: `Name4 ${tag}`, field: 'email', message: 'Must be a valid email.', code: 'members.emailInvalid' },
          { row: 6, name: `Name4 ${tag}`, field: 'birthDate', message: 'Must be a valid date (YYYY-MM-DD).', code: 'common.invalidDate' },
        ],
        rejectedRows: [6],
        duplicates: [],
        households: [],
      });
    }
    expect(await countMembers()).toBe(before);
    expect(await membersTagged(tag)).toEqual([]);
  });

  it('reports every kind of row error: unknown role and civil status, yes/no, status, gender, a repeated email', async () => {
    const tag = uniqueTag();
    const csv = csvOf([
      ['First name', 'Last name', 'Email', 'Role', 'Civil status', 'Active laic', 'Status', 'Gender'],
      ['A', 'B', `a.${tag}@example.org`, 'Pope', '99', 'maybe', 'gone', 'X'],
      ['C', 'D', `A.${tag}@EXAMPLE.org`, '', '', '', '', ''],
    ]);
    const response = await post(csv);
    expect(response.status).toBe(400);
    expect(response.body.errors).toEqual([
      { row: 2, name: 'A B', field: 'role', message: 'Role does not exist.', code: 'members.roleUnknown' },
      { row: 2, name: 'A B', field: 'civilStatus', message: 'Civil status does not exist.', code: 'members.civilStatusUnknown' },
      { row: 2, name: 'A B', field: 'isActiveLaic', message: 'Must be Yes or No.', code: 'imports.yesNoInvalid' },
      { row: 2, name: 'A B', field: 'status', message: 'Status must be Enabled or Disabled.', code: 'imports.statusInvalid' },
      { row: 2, name: 'A B', field: 'gender', message: 'Gender must be Male or Female.', code: 'members.genderInvalid' },
    ]);

    const repeated = await post(
      csvOf([
        ['First name', 'Last name', 'Email'],
        ['A', 'B', `x.${tag}@example.org`],
        ['C', 'D', `X.${tag}@example.org`],
      ]),
    );
    expect(repeated.status).toBe(400);
    expect(repeated.body.errors).toEqual([
      { row: 3, name: 'C D', field: 'email', message: 'This email is also in row 2.', code: 'imports.emailRepeated', values: { row: '2' } },
    ]);
  });

  it('reports rows that match an existing member (same email, or same name and birth date ignoring case and accents) and skips them', async () => {
    const tag = uniqueTag();
    const byEmail = await createMember(ctx.db, { firstName: 'Other', lastName: tag, email: `taken.${tag}@example.org` });
    const byPerson = await createMember(ctx.db, { firstName: `José ${tag}`, lastName: 'Álvarez', birthDate: '1980-05-06' });
    const csv = csvOf([
      ['First name', 'Last name', 'Email', 'Birth date'],
      [`New ${tag}`, 'Person', `TAKEN.${tag}@example.org`, ''],
      [`jose ${tag.toUpperCase()}`, 'alvarez', `jose2.${tag}@example.org`, '1980-05-06'],
      [`jose ${tag}`, 'alvarez', `jose3.${tag}@example.org`, '1980-05-07'],
    ]);

    const dry = await post(csv, { dryRun: true });
    expect(dry.body).toEqual({
      rows: 3,
      valid: 3,
      created: 0,
      errors: [],
      rejectedRows: [],
      duplicates: [
        { row: 2, name: `New ${tag} Person`, memberCode: byEmail, reason: 'email' },
        { row: 3, name: `jose ${tag.toUpperCase()} alvarez`, memberCode: byPerson, reason: 'nameAndBirthDate' },
      ],
      households: [],
    });
    const done = await post(csv);
    expect(done.status).toBe(200);
    expect(done.body.created).toBe(1);
    expect((await membersTagged(`jose3.${tag}`)).map((member) => member.birthDate)).toEqual(['1980-05-07']);
  });

  it('refuses what is not a members file with a 400 naming the problem', async () => {
    const unclosed = await post('First name,Last name,Email\r\n"Ana,Pérez,ana@example.org\r\n');
    expect(unclosed.status).toBe(400);
    expect(errorTexts(unclosed.body).message).toMatch(/^The file is not valid CSV \(line \d+\)\.$/);

    const json = await ctx.request({
      method: 'POST',
      url: '/api/members/import',
      token: ctx.adminToken,
      body: JSON.stringify('First name'),
      headers: { 'content-type': 'application/json' },
    });
    expect(json).toMatchObject({ status: 415, body: { message: 'Send the file as text/csv.' } });

    const empty = await post('');
    expect(empty.status).toBe(400);

    const blank = await post('\r\n\r\n');
    expect(errorTexts(blank.body)).toEqual({ message: 'The file has no header row.', errors: { file: ['The file has no header row.'] } });

    const header = 'First name,Last name,Email\r\n';
    const tooMany = await post(header + 'A,B,c@example.org\r\n'.repeat(50_001));
    expect(tooMany.status).toBe(400);
    expect(tooMany.body.message).toBe('A file can hold at most 50,000 members.');

    const huge = await post(header + 'x'.repeat(33 * 1024 * 1024));
    expect(huge.status).toBe(413);
    expect(huge.body.message).toBe('The file is larger than 32 MiB.');
  });

  it('refuses a file that is not UTF-8 (a Latin-1 or Windows-1252 save) with 415, creating nothing; a UTF-8 file with a byte-order mark is read', async () => {
    const tag = uniqueTag();
    const notUtf8 = { message: 'The file is not UTF-8 text; save it as CSV UTF-8.', code: 'imports.notUtf8' };
    const header = 'First name,Last name,Email\r\n';
    // "José" as ISO-8859-1 and Windows-1252 write it (é = 0xE9), and Windows-1252's curly quotes (0x93, 0x94).
    const latin1 = Buffer.concat([
      Buffer.from(header),
      Buffer.from([0x4a, 0x6f, 0x73, 0xe9]),
      Buffer.from(` ${tag},P,jose.${tag}@example.org\r\n`),
    ]);
    const windows1252 = Buffer.concat([
      Buffer.from(header),
      Buffer.from(`A ${tag},`),
      Buffer.from([0x93, 0x42, 0x94]),
      Buffer.from(`,q.${tag}@example.org\r\n`),
    ]);
    // A byte-order mark does not make the rest UTF-8; a sequence cut short at the end is not UTF-8 either.
    const bomThenLatin1 = Buffer.concat([Buffer.from([0xef, 0xbb, 0xbf]), latin1]);
    const cutShort = Buffer.concat([Buffer.from(`${header}A ${tag},B,c.${tag}@example.org,`), Buffer.from([0xc3])]);
    const before = await countMembers();
    for (const body of [latin1, windows1252, bomThenLatin1, cutShort]) {
      for (const dryRun of [true, false]) {
        const response = await post(body as unknown as string, { dryRun });
        expect(response.status).toBe(415);
        expect(response.body).toEqual(notUtf8);
      }
    }
    // A charset other than UTF-8 is not read as UTF-8 on the client's word: the same answer.
    const declared = await ctx.request({
      method: 'POST',
      url: '/api/members/import',
      token: ctx.adminToken,
      body: `${header}A ${tag},B,d.${tag}@example.org\r\n`,
      headers: { 'content-type': 'text/csv; charset=ISO-8859-1' },
    });
    expect(declared).toMatchObject({ status: 415, body: notUtf8 });
    expect(await countMembers()).toBe(before);
    expect(await membersTagged(tag)).toEqual([]);

    const utf8 = Buffer.concat([Buffer.from([0xef, 0xbb, 0xbf]), Buffer.from(`${header}José ${tag},Núñez,jose.${tag}@example.org\r\n`)]);
    const done = await post(utf8 as unknown as string);
    expect(done.body).toEqual({ rows: 1, valid: 1, created: 1, errors: [], rejectedRows: [], duplicates: [], households: [] });
    expect(await membersTagged(tag)).toMatchObject([{ firstName: `José ${tag}`, lastName: 'Núñez', email: `jose.${tag}@example.org` }]);
  });

  it('takes the media type in any letter case and with parameters (RFC 9110: media types are case-insensitive)', async () => {
    const tag = uniqueTag();
    const csv = csvOf([
      ['First name', 'Last name', 'Email'],
      [`A ${tag}`, 'B', `a.${tag}@example.org`],
    ]);
    const dryRunAs = (type: string) =>
      ctx.request({
        method: 'POST',
        url: '/api/members/import?dryRun=true',
        token: ctx.adminToken,
        body: csv,
        headers: { 'content-type': type },
      });
    for (const type of [
      'TEXT/CSV',
      'Text/Csv',
      'text/csv; charset=utf-8',
      'TEXT/CSV; CHARSET=UTF-8',
      'text/csv;charset="utf-8"',
      'text/csv ; header=present',
    ]) {
      const response = await dryRunAs(type);
      expect(response.status, type).toBe(200);
      expect(response.body, type).toEqual({ rows: 1, valid: 1, created: 0, errors: [], rejectedRows: [], duplicates: [], households: [] });
    }
    // Only text/csv is a file: a type that merely starts like it is not.
    for (const type of ['text/csvx', 'text/plain', 'application/json']) {
      const response = await dryRunAs(type);
      expect(response, type).toMatchObject({ status: 415, body: { message: 'Send the file as text/csv.', code: 'imports.csvOnly' } });
    }
  });

  it('keeps the role rules: a Coordinator cannot import Administrators; nobody imports unsigned', async () => {
    const tag = uniqueTag();
    const coordinator = await ctx.signInAs(ROLE_IDS.coordinator);
    const csv = csvOf([
      ['First name', 'Last name', 'Email', 'Role'],
      ['A', 'B', `boss.${tag}@example.org`, 'Administrator'],
    ]);
    const response = await post(csv, { token: coordinator.token });
    expect(response.status).toBe(400);
    expect(response.body.errors).toEqual([
      {
        row: 2,
        name: 'A B',
        field: 'role',
        message: 'Only an Administrator can give the Administrator role.',
        code: 'members.coordinatorCannotGrantAdmin',
      },
    ]);
    expect((await post(csv, { token: null as unknown as string })).status).toBe(401);
  });
});

describe('household columns', () => {
  /** The date `years` years before today (UTC), shifted by `days`. */
  function born(years: number, days = 0) {
    const date = new Date();
    date.setUTCFullYear(date.getUTCFullYear() - years);
    date.setUTCDate(date.getUTCDate() + days);
    return date.toISOString().slice(0, 10);
  }

  it('makes one household per name (case and accents aside), roles as given or by age, and says so in the dry run', async () => {
    const tag = uniqueTag();
    const csv = csvOf([
      ['First name', 'Last name', 'Email', 'Birth date', 'Household', 'Household role'],
      ['Ana', tag, `ana.${tag}@example.org`, '1980-01-01', `Pérez ${tag}`, ''],
      ['Eli', tag, `eli.${tag}@example.org`, born(18, 1), `PEREZ ${tag}`, ''],
      ['Ola', tag, `ola.${tag}@example.org`, born(18), `perez ${tag}`, ''],
      ['Ugo', tag, `ugo.${tag}@example.org`, '', `Pérez ${tag}`, ''],
      ['Ivo', tag, `ivo.${tag}@example.org`, '2015-06-01', `Pérez ${tag}`, 'Other'],
      ['Sol', tag, `sol.${tag}@example.org`, '', `Solo ${tag}`, 'child'],
      ['Noe', tag, `noe.${tag}@example.org`, '', '', 'adult'],
    ]);
    const households = [
      { name: `Pérez ${tag}`, rows: [2, 3, 4, 5, 6] },
      { name: `Solo ${tag}`, rows: [7] },
    ];
    const dry = await post(csv, { dryRun: true });
    expect(dry.body).toEqual({ rows: 7, valid: 7, created: 0, errors: [], rejectedRows: [], duplicates: [], households });
    const listed = async () =>
      (await ctx.request({ method: 'GET', url: `/api/households?search=${tag}&sort=name`, token: ctx.adminToken })).body;
    expect((await listed()).totalCount).toBe(0);

    const done = await post(csv);
    expect(done.body).toEqual({ rows: 7, valid: 7, created: 7, errors: [], rejectedRows: [], duplicates: [], households });
    const codes = new Map((await membersTagged(tag)).map((member) => [member.firstName as string, member.code as number]));
    const made = await listed();
    expect(made.totalCount).toBe(2);
    const roles = (index: number) =>
      Object.fromEntries(made.households[index].members.map((member: { code: number; role: string }) => [member.code, member.role]));
    expect(made.households[0]).toMatchObject({ name: `Pérez ${tag}`, phone: null, address: null, notes: null, primaryContactCode: null });
    // Born 18 years ago tomorrow: 17 today, a child. Born 18 years ago today: an adult. No birth date: an adult.
    expect(roles(0)).toEqual({
      [codes.get('Ana')!]: 'adult',
      [codes.get('Eli')!]: 'child',
      [codes.get('Ola')!]: 'adult',
      [codes.get('Ugo')!]: 'adult',
      [codes.get('Ivo')!]: 'other',
    });
    expect(made.households[1]).toMatchObject({ name: `Solo ${tag}`, members: [{ code: codes.get('Sol'), role: 'child' }] });
    expect((await ctx.request({ method: 'GET', url: `/api/members/${codes.get('Noe')}`, token: ctx.adminToken })).body.households).toEqual(
      [],
    );
  });

  it('reads the columns by their API names too, and leaves a row that matches an existing member out of the household', async () => {
    const tag = uniqueTag();
    await createMember(ctx.db, { email: `old.${tag}@example.org` });
    const csv = csvOf([
      ['firstName', 'lastName', 'email', 'household', 'householdRole'],
      ['Old', tag, `old.${tag}@example.org`, `Home ${tag}`, 'adult'],
      ['New', tag, `new.${tag}@example.org`, `Home ${tag}`, 'ADULT'],
    ]);
    const done = await post(csv);
    expect(done.body).toMatchObject({ created: 1, households: [{ name: `Home ${tag}`, rows: [3] }] });
    const made = (await ctx.request({ method: 'GET', url: `/api/households?search=home ${tag}`, token: ctx.adminToken })).body;
    expect(made.households.map((household: { members: { role: string }[] }) => household.members.map((member) => member.role))).toEqual([
      ['adult'],
    ]);
  });

  it('refuses a role that is not one of the three and a household name over 100 characters, creating nothing', async () => {
    const tag = uniqueTag();
    const before = await countMembers();
    const csv = csvOf([
      ['First name', 'Last name', 'Email', 'Household', 'Household role'],
      ['Ana', tag, `ana.${tag}@example.org`, 'Home', 'parent'],
      ['Bea', tag, `bea.${tag}@example.org`, 'x'.repeat(101), ''],
    ]);
    const response = await post(csv);
    expect(response.status).toBe(400);
    expect(response.body.errors).toEqual([
      {
        row: 2,
        name: `Ana ${tag}`,
        field: 'householdRole',
        message: 'Role must be adult, child or other.',
        code: 'households.memberRoleInvalid',
      },
      {
        row: 3,
        name: `Bea ${tag}`,
        field: 'household',
        message: 'Must be at most 100 characters.',
        code: 'common.tooLong',
        values: { max: '100' },
      },
    ]);
    expect(await countMembers()).toBe(before);
  });
});

describe('a forgiving import (skipInvalid)', () => {
  it('creates the valid rows and leaves out the rest, after a dry run that says so; a household keeps its valid members', async () => {
    const tag = uniqueTag();
    const taken = await createMember(ctx.db, { firstName: 'Old', lastName: tag, email: `old.${tag}@example.org` });
    const csv = csvOf([
      ['First name', 'Last name', 'Email', 'Household'],
      [`Ana ${tag}`, 'Ruiz', `ana.${tag}@example.org`, `Ruiz ${tag}`],
      [`Bea ${tag}`, '', `bea.${tag}@example.org`, `Ruiz ${tag}`],
      [`Carl ${tag}`, 'Ruiz', `carl.${tag}@example.org`, `Ruiz ${tag}`],
      [`Dan ${tag}`, 'Soto', `OLD.${tag}@example.org`, ''],
      ['', '', 'not-an-email', ''],
    ]);
    const before = await countMembers();
    const expected = {
      rows: 5,
      valid: 3,
      errors: [
        { row: 3, name: `Bea ${tag}`, field: 'lastName', message: 'Last name is required.', code: 'members.lastNameRequired' },
        { row: 6, name: null, field: 'firstName', message: 'First name is required.', code: 'members.firstNameRequired' },
        { row: 6, name: null, field: 'lastName', message: 'Last name is required.', code: 'members.lastNameRequired' },
        { row: 6, name: null, field: 'email', message: 'Must be a valid email.', code: 'members.emailInvalid' },
      ],
      rejectedRows: [3, 6],
      duplicates: [{ row: 5, name: `Dan ${tag} Soto`, memberCode: taken, reason: 'email' }],
      households: [{ name: `Ruiz ${tag}`, rows: [2, 4] }],
    };

    // Without the choice, the file is refused whole, as always.
    expect(await post(csv)).toMatchObject({ status: 400, body: { ...expected, created: 0 } });
    const dry = await post(csv, { dryRun: true, skipInvalid: true });
    expect(dry).toMatchObject({ status: 200, body: { ...expected, created: 0 } });
    expect(await countMembers()).toBe(before);

    const done = await post(csv, { skipInvalid: true });
    expect(done).toMatchObject({ status: 200, body: { ...expected, created: 2 } });
    expect(await countMembers()).toBe(before + 2);
    expect((await membersTagged(tag)).map((member) => member.fullname)).toEqual([`Old ${tag}`, `Ana ${tag} Ruiz`, `Carl ${tag} Ruiz`]);
    const household = (await ctx.request({ method: 'GET', url: `/api/households?search=ruiz ${tag}`, token: ctx.adminToken })).body;
    expect(
      household.households.map((one: { members: { fullname: string }[] }) => one.members.map((member) => member.fullname).sort()),
    ).toEqual([[`Ana ${tag} Ruiz`, `Carl ${tag} Ruiz`]]);
  });

  it("reads other spreadsheets' column names, in English and in Spanish", async () => {
    const tag = uniqueTag();
    const files = [
      ['Given name', 'Surname', 'E-mail', 'Mobile', 'Allergies', 'Birthday'],
      ['Nombre', 'Apellidos', 'Correo electrónico', 'Teléfono', 'Alergias', 'Fecha de nacimiento'],
    ];
    for (const [index, header] of files.entries()) {
      const email = `lang${index}.${tag}@example.org`;
      const response = await post(csvOf([header, [`Eva${index} ${tag}`, 'Marín', email, '555-0142', 'Peanuts', '1991-07-08']]));
      expect(response).toMatchObject({ status: 200, body: { created: 1 } });
    }
    const members = await membersTagged(tag);
    expect(
      members.map(({ firstName, lastName, phones, foodAllergies, birthDate }) => ({
        firstName,
        lastName,
        phones,
        foodAllergies,
        birthDate,
      })),
    ).toEqual(
      [0, 1].map((index) => ({
        firstName: `Eva${index} ${tag}`,
        lastName: 'Marín',
        phones: '555-0142',
        foodAllergies: 'Peanuts',
        birthDate: '1991-07-08',
      })),
    );
  });
});

describe('the CSV body belongs to the import alone', () => {
  const unsupported = { message: 'Unsupported Media Type', code: 'requests.unsupportedMediaType' };
  const bodyTooLarge = { status: 413, body: { code: 'common.bodyTooLarge' } };

  it('refuses text/csv on every other members route with 415, small or large, and keeps their JSON limit', async () => {
    const code = await createMember(ctx.db, { firstName: 'Csv', lastName: uniqueTag() });
    const routes = [
      { method: 'POST' as const, url: '/api/members' },
      { method: 'PUT' as const, url: `/api/members/${code}` },
      { method: 'PATCH' as const, url: `/api/members/${code}` },
      { method: 'POST' as const, url: '/api/members/validate-email' },
      { method: 'POST' as const, url: `/api/members/${code}/merge` },
    ];
    // 2 MiB: over the JSON limit (1 MiB), well under the import's 32 MiB.
    const large = 'First name\r\n' + 'x'.repeat(2 * 1024 * 1024);
    for (const route of routes) {
      for (const [body, type] of [
        ['First name\r\nAna\r\n', 'text/csv'],
        [large, 'text/csv'],
        [large, 'TEXT/CSV; charset=utf-8'],
      ] as const) {
        const response = await ctx.request({ ...route, token: ctx.adminToken, body, headers: { 'content-type': type } });
        expect(response, `${route.method} ${route.url} ${type} ${body.length}`).toMatchObject({ status: 415, body: unsupported });
      }
      const json = await ctx.request({
        ...route,
        token: ctx.adminToken,
        body: JSON.stringify({ firstName: 'x'.repeat(2 * 1024 * 1024) }),
        headers: { 'content-type': 'application/json' },
      });
      expect(json, `${route.method} ${route.url} JSON`).toMatchObject(bodyTooLarge);
    }
  });
});

describe('export → import round trip', () => {
  let empty: TestContext;
  beforeAll(async () => {
    empty = await createTestContext();
  });
  afterAll(() => empty.close());

  it('brings back quoted commas, line breaks, accents and formula-like cells through the BOM and CRLF of an export', async () => {
    const tag = uniqueTag();
    const people = [
      {
        firstName: `Ana ${tag}`,
        lastName: 'Pérez, "la Jefa"',
        email: `ana.${tag}@example.org`,
        phones: '+1 555 0100, +1 555 0101',
        gender: 'Female' as const,
        birthDate: '1990-02-03',
        civilStatusId: 2,
        hobbies: 'Line one\nline two\r\nline three',
        foodAllergies: '=peanuts',
        medicalConditions: '-asthma',
        occupation: 'Ingeniería; Señalización',
        isActiveLaic: true,
      },
      { firstName: `Zoë ${tag}`, lastName: 'Ñandú', email: `zoe.${tag}@example.org`, roleId: ROLE_IDS.coordinator, isEnabled: false },
    ];
    for (const person of people) await createMember(ctx.db, person);
    const exported = await ctx.request<string>({
      method: 'GET',
      url: `/api/members/export?search=${tag}&sort=code`,
      token: ctx.adminToken,
    });
    expect(exported.body.startsWith('\uFEFF')).toBe(true);
    expect(exported.body).toContain('\r\n');

    const before = await countMembers(empty);
    const imported = await post(exported.body, { context: empty, token: empty.adminToken });
    expect(imported.body).toEqual({ rows: 2, valid: 2, created: 2, errors: [], rejectedRows: [], duplicates: [], households: [] });
    expect(await countMembers(empty)).toBe(before + 2);

    const strip = ({ code: _code, ...member }: Record<string, unknown>) => member;
    expect((await membersTagged(tag, empty)).map(strip)).toEqual((await membersTagged(tag)).map(strip));
  });

  it('brings back every value exactly: one starting with a fullwidth sign, and one that really starts with an apostrophe', async () => {
    const tag = uniqueTag();
    // The export guards ＝ ＋ － ＠ as it guards = + - @ (spreadsheets read them as formulas too), and guards a
    // leading ' as well, so that the import's taking one ' off gives back exactly what was exported.
    const people = [
      {
        firstName: `＝Ana ${tag}`,
        lastName: "'=kept",
        email: `ana.${tag}@example.org`,
        phones: '＋34 600 000 000',
        occupation: '－dash',
        hobbies: '＠home',
        medicalConditions: "'plain apostrophe",
        dietRestrictions: "''=two",
        foodAllergies: "'",
      },
      {
        firstName: `'+Bea ${tag}`,
        lastName: "'－",
        email: `bea.${tag}@example.org`,
        // A phone starting with + is guarded as a formula too, and comes back as written.
        phones: '+34 600 000 001',
        dietRestrictions: "'@x",
        occupation: "'＠",
        hobbies: "'\t=after a tab",
        workSchedule: "'''",
        education: '=SUM(A1:A2)',
      },
    ];
    for (const person of people) await createMember(ctx.db, person);
    const exported = await ctx.request<string>({
      method: 'GET',
      url: `/api/members/export?search=${tag}&sort=code`,
      token: ctx.adminToken,
    });
    expect(exported.status).toBe(200);
    const imported = await post(exported.body, { context: empty, token: empty.adminToken });
    expect(imported.body).toEqual({ rows: 2, valid: 2, created: 2, errors: [], rejectedRows: [], duplicates: [], households: [] });

    const strip = ({ code: _code, ...member }: Record<string, unknown>) => member;
    const source = await membersTagged(tag);
    expect(source.map((member) => [member.firstName, member.lastName])).toEqual([
      [`＝Ana ${tag}`, "'=kept"],
      [`'+Bea ${tag}`, "'－"],
    ]);
    expect((await membersTagged(tag, empty)).map(strip)).toEqual(source.map(strip));
  });
});

describe('a 50,000-row file', () => {
  it(
    'imports in one transaction: a reader sees none of it or all of it; a bad last row creates nothing',
    { timeout: 300_000 },
    async () => {
      const tag = uniqueTag();
      const rows = Array.from({ length: 50_000 }, (_, index) => [
        `Person${index}`,
        `Bulk ${tag}`,
        `bulk${index}.${tag}@example.org`,
        index % 3 === 0 ? '' : '555-0100',
        index % 2 === 0 ? 'Male' : 'Female',
      ]);
      const header = ['First name', 'Last name', 'Email', 'Phones', 'Gender'];
      const before = await countMembers();

      const broken = rows.map((row) => [...row]);
      broken[49_999]![2] = 'broken';
      const refused = await post(csvOf([header, ...broken]));
      expect(refused.status).toBe(400);
      expect(refused.body.errors).toEqual([
        { row: 50_001, name: `Person49999 Bulk ${tag}`, field: 'email', message: 'Must be a valid email.', code: 'members.emailInvalid' },
      ]);
      expect(await countMembers()).toBe(before);

      // While the import runs, another connection counts the members again and again.
      const seen = new Set<number>();
      let running = true;
      const watcher = (async () => {
        while (running) {
          seen.add(await countMembers());
          await new Promise((resolve) => setTimeout(resolve, 5));
        }
      })();
      const response = await post(csvOf([header, ...rows]));
      running = false;
      await watcher;
      expect(response.status).toBe(200);
      expect(response.body).toMatchObject({ rows: 50_000, valid: 50_000, created: 50_000 });
      expect(await countMembers()).toBe(before + 50_000);
      expect([...seen].every((count) => count === before || count === before + 50_000)).toBe(true);
      const created = await ctx.db.selectFrom('members').select('created_at').where('last_name', '=', `Bulk ${tag}`).distinct().execute();
      expect(created).toHaveLength(1);
    },
  );
});
