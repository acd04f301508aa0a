import { randomUUID } from 'node:crypto';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ROLE_IDS, WEBHOOK_EVENT_TYPES } from '@console/contracts';
import type { Db } from '../../db/database.ts';
import { createTestContext, errorTexts, uniqueEmail, type TestContext } from '../../test/context.ts';
import { createEvent } from '../../test/factories.ts';
import { pdfPages } from '../../test/pdf.ts';
import { MEMBER_DATA_SOURCES, eraseMember } from './privacy.service.ts';

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestContext();
});
afterAll(() => ctx.close());

/** A column names a member by its name, or by a foreign key to members. */
const NAMES_A_MEMBER = /^(member_id|member_code)$|_member_(id|code)$/;

/** Every `table.column` of the migrated database that names a member. */
async function memberColumns(db: Db): Promise<string[]> {
  const found = new Set<string>();
  if (ctx.dialect === 'sqlite') {
    const tables = await sql<{ name: string }>`select name from sqlite_master where type = 'table' and name not like 'sqlite_%'`.execute(
      db,
    );
    for (const { name } of tables.rows) {
      const columns = await sql<{ name: string }>`select name from pragma_table_info(${name})`.execute(db);
      for (const column of columns.rows) if (NAMES_A_MEMBER.test(column.name)) found.add(`${name}.${column.name}`);
      const keys = await sql<{ table: string; from: string }>`select "table", "from" from pragma_foreign_key_list(${name})`.execute(db);
      for (const key of keys.rows) if (key.table === 'members') found.add(`${name}.${key.from}`);
    }
  } else {
    const columns = await sql<{ table_name: string; column_name: string }>`
      select table_name, column_name from information_schema.columns where table_schema = current_schema()`.execute(db);
    for (const column of columns.rows) if (NAMES_A_MEMBER.test(column.column_name)) found.add(`${column.table_name}.${column.column_name}`);
    const keys = await sql<{ table_name: string; column_name: string }>`
      select kcu.table_name, kcu.column_name
      from information_schema.referential_constraints rc
      join information_schema.key_column_usage kcu
        on kcu.constraint_schema = rc.constraint_schema and kcu.constraint_name = rc.constraint_name
      join information_schema.constraint_column_usage ccu
        on ccu.constraint_schema = rc.unique_constraint_schema and ccu.constraint_name = rc.unique_constraint_name
      where ccu.table_name = 'members' and kcu.table_schema = current_schema()`.execute(db);
    for (const key of keys.rows) found.add(`${key.table_name}.${key.column_name}`);
  }
  return [...found].sort();
}

/** The columns that name a member and that the data document does not read. */
async function uncoveredColumns(db: Db) {
  const covered = new Set(Object.keys(MEMBER_DATA_SOURCES));
  return (await memberColumns(db)).filter((column) => !covered.has(column));
}

/** Every `table.column` the database has. */
async function allColumns(db: Db): Promise<Set<string>> {
  const rows =
    ctx.dialect === 'sqlite'
      ? (
          await sql<{
            column: string;
          }>`select m.name || '.' || p.name as "column" from sqlite_master m, pragma_table_info(m.name) p where m.type = 'table'`.execute(
            db,
          )
        ).rows
      : (
          await sql<{
            column: string;
          }>`select table_name || '.' || column_name as "column" from information_schema.columns where table_schema = current_schema()`.execute(
            db,
          )
        ).rows;
  return new Set(rows.map((row) => row.column));
}

let counter = 0;
/**
 * A person with one row of each kind: a Coordinator who signs in (a session), failed once to
 * sign in, with their care fields and pickups, in a household as its primary contact with a
 * child whose pickups name them, registered and checked in at the door and by a household
 * check-in, with a changed phone (history), and who changed another member as staff.
 */
async function seedPerson(label: string) {
  counter += 1;
  const firstName = `${label}first${counter}`;
  const lastName = `${label}last${counter}`;
  const email = uniqueEmail(`${label}person`);
  const phones = `555-01${counter}${counter}-77${counter}`;
  const person = await ctx.signInAs(ROLE_IDS.coordinator, {
    firstName,
    lastName,
    email,
    phones,
    birthDate: '1980-05-0' + ((counter % 9) + 1),
    medicalConditions: `${label} asthma`,
    foodAllergies: `${label} peanuts`,
  });
  const admin = ctx.adminToken;
  const put = await ctx.request({ method: 'GET', url: `/api/members/${person.code}`, token: admin });
  const {
    code: _code,
    fullname: _fullname,
    status: _status,
    role: _role,
    civilStatus: _civilStatus,
    households: _households,
    ...fields
  } = put.body;
  expect(
    (
      await ctx.request({
        method: 'PUT',
        url: `/api/members/${person.code}`,
        token: admin,
        body: {
          ...fields,
          phones: `${phones}9`,
          pickups: [{ name: `${label} grandmother`, phone: null, relation: null, allowed: true, note: null }],
        },
      })
    ).status,
  ).toBe(200);
  const child = await ctx.request({
    method: 'POST',
    url: '/api/members',
    token: admin,
    body: {
      firstName: `${label}child`,
      lastName: 'Kid',
      roleId: ROLE_IDS.member,
      pickups: [{ name: `${firstName} ${lastName}`, phone: `${phones}9`, relation: 'Parent', allowed: true, note: null }],
    },
  });
  expect(child.status).toBe(201);
  const household = await ctx.request({
    method: 'POST',
    url: '/api/households',
    token: admin,
    body: {
      name: `Household ${label}${counter}`,
      members: [
        { code: person.code, role: 'adult' },
        { code: child.body.code, role: 'child' },
      ],
      primaryContactCode: person.code,
    },
  });
  expect(household.status).toBe(201);
  const event = await createEvent(ctx.db, { startsAt: Date.now() - 600_000 });
  const door = await ctx.request({
    method: 'POST',
    url: `/api/events/${event}/check-ins`,
    token: admin,
    body: { scanId: randomUUID(), members: [person.code], register: true },
  });
  expect(door.status).toBe(200);
  const labelsEvent = await createEvent(ctx.db, { startsAt: Date.now() - 600_000 });
  const batch = await ctx.request({
    method: 'POST',
    url: '/api/check-in-batches',
    token: admin,
    body: { scanId: randomUUID(), householdId: household.body.id, selections: [{ memberCode: person.code, eventCode: labelsEvent }] },
  });
  expect(batch.status).toBe(201);
  // As staff: they change the child (their name in the change record as its actor).
  expect(
    (await ctx.request({ method: 'PATCH', url: `/api/members/${child.body.code}`, token: person.token, body: { phones: '555-0000' } }))
      .status,
  ).toBe(200);
  expect((await ctx.request({ method: 'POST', url: '/api/login', body: { email, password: 'wrong password' } })).status).toBe(401);
  return {
    ...person,
    firstName,
    lastName,
    fullname: `${firstName} ${lastName}`,
    email,
    phones: `${phones}9`,
    oldPhones: phones,
    child: child.body.code as number,
    household: household.body.id as number,
    event,
    labelsEvent,
  };
}

describe('GET /api/members/{code}/data', () => {
  it('reads every table whose columns name a member (the list of MEMBER_DATA_SOURCES is the schema)', async () => {
    expect(await uncoveredColumns(ctx.db)).toEqual([]);
    const columns = await allColumns(ctx.db);
    for (const source of Object.keys(MEMBER_DATA_SOURCES)) expect(columns, source).toContain(source);
  });

  it('fails the check when a table names members and the document does not read it', async () => {
    await sql`create table privacy_probe (id integer primary key, owner integer references members(code), member_code integer)`.execute(
      ctx.db,
    );
    try {
      expect(await uncoveredColumns(ctx.db)).toEqual(['privacy_probe.member_code', 'privacy_probe.owner']);
    } finally {
      await sql`drop table privacy_probe`.execute(ctx.db);
    }
  });

  it("holds exactly the member's rows of each kind, as a download", async () => {
    const person = await seedPerson('data');
    const other = await seedPerson('other');
    const response = await ctx.request({ method: 'GET', url: `/api/members/${person.code}/data`, token: ctx.adminToken });
    expect(response.status).toBe(200);
    expect(response.headers['content-disposition']).toBe(`attachment; filename="member-${person.code}-data.json"`);
    const data = response.body;
    expect(data.member).toMatchObject({
      code: person.code,
      fullname: person.fullname,
      email: person.email,
      phones: person.phones,
      medicalConditions: 'data asthma',
      foodAllergies: 'data peanuts',
      pickups: [{ name: 'data grandmother', allowed: true }],
    });
    expect(data.households).toEqual([{ id: person.household, name: expect.any(String), role: 'adult', isPrimaryContact: true }]);
    expect(data.attendance.map((row: { eventCode: number }) => row.eventCode).sort()).toEqual([person.event, person.labelsEvent].sort());
    for (const row of data.attendance) expect(row.checkedInAt).toEqual(expect.any(String));
    expect(new Set(data.checkIns.map((row: { eventCode: number }) => row.eventCode))).toEqual(new Set([person.event, person.labelsEvent]));
    expect(data.checkInLabels).toEqual([
      { batchId: expect.any(String), eventCode: person.labelsEvent, day: expect.any(String), at: expect.any(String) },
    ]);
    expect(data.sessions).toHaveLength(1);
    expect(data.signInFailures).toHaveLength(1);
    expect(data.history.map((change: { field: string }) => change.field)).toEqual(expect.arrayContaining(['phones', 'pickups']));
    expect(data.history.find((change: { field: string }) => change.field === 'phones')).toMatchObject({
      oldValue: person.oldPhones,
      newValue: person.phones,
    });
    expect(data.changes.length).toBeGreaterThanOrEqual(3);
    for (const entry of data.changes) expect(entry.target).toMatchObject({ kind: 'member', id: person.code });
    expect(data.changes.map((entry: { action: string }) => entry.action)).toEqual(
      expect.arrayContaining(['member.updated', 'attendance.checked_in', 'session.signed_in']),
    );
    // Their sign-in and their change of the child.
    expect(data.actions).toMatchObject({ changes: 2, historyChanges: 1 });
    // Nothing of the other person's, but where the two share a row.
    const text = JSON.stringify(data);
    for (const value of [other.firstName, other.lastName, other.email, other.phones]) expect(text).not.toContain(value);
    const otherEvents = [other.event, other.labelsEvent];
    for (const row of [...data.attendance, ...data.checkIns, ...data.checkInLabels]) expect(otherEvents).not.toContain(row.eventCode);
  });

  it('answers 404 for an unknown member, and 403 to a Coordinator', async () => {
    expect((await ctx.request({ method: 'GET', url: '/api/members/999999/data', token: ctx.adminToken })).status).toBe(404);
    const coordinator = await ctx.signInAs(ROLE_IDS.coordinator);
    expect((await ctx.request({ method: 'GET', url: `/api/members/${coordinator.code}/data`, token: coordinator.token })).status).toBe(403);
  });
});

/** Every row of every table (but the search indexes' own), as text. */
async function everything(db: Db) {
  const tables =
    ctx.dialect === 'sqlite'
      ? (
          await sql<{
            name: string;
          }>`select name from sqlite_master where type = 'table' and name not like 'sqlite_%' and name not like '%search%'`.execute(db)
        ).rows
      : (
          await sql<{
            name: string;
          }>`select table_name as name from information_schema.tables where table_schema = current_schema()`.execute(db)
        ).rows;
  const dump: Record<string, unknown[]> = {};
  for (const { name } of tables) dump[name] = (await sql`select * from ${sql.table(name)}`.execute(db)).rows;
  return JSON.stringify(dump);
}

/** The texts an erasure must leave nowhere. */
const oldTexts = (person: Awaited<ReturnType<typeof seedPerson>>) => [
  person.firstName,
  person.lastName,
  person.email,
  person.phones,
  person.oldPhones,
  person.phones.replace(/\D/g, ''),
];

/** The Administrator the test context signs in as (the only enabled one). */
const seededAdministrator = () =>
  ctx.db
    .selectFrom('members')
    .select(['code', 'first_name', 'last_name'])
    .where('email', '=', 'admin@example.com')
    .executeTakeFirstOrThrow();

const erase = (code: number, confirm: string, token = ctx.adminToken) =>
  ctx.request({ method: 'POST', url: `/api/members/${code}/erase`, token, body: { confirm } });

describe('POST /api/members/{code}/erase', () => {
  it('leaves no answer of the API, and no row of the database, with the old name, email or phone; attendance stays', async () => {
    // A webhook that hears every change about the person and has sent none of them yet: its
    // deliveries' bodies are the changes' data. (Its address is never reached: .invalid.)
    const now = Date.now();
    const webhook = await ctx.db
      .insertInto('webhooks')
      .values({
        url: 'https://receiver.invalid/hook',
        events: JSON.stringify(WEBHOOK_EVENT_TYPES),
        description: null,
        secret: 'whsec_dGVzdHRlc3R0ZXN0dGVzdA==',
        is_enabled: 1,
        created_at: now,
        updated_at: now,
        locked_until: null,
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    const person = await seedPerson('erase');
    const deliveries = () =>
      ctx.db
        .selectFrom('webhook_deliveries')
        .innerJoin('changes', 'changes.id', 'webhook_deliveries.change_id')
        .select(['webhook_deliveries.status', 'changes.data'])
        .where('webhook_deliveries.webhook_id', '=', webhook.id)
        .execute();
    expect((await deliveries()).length).toBeGreaterThan(3);
    const attendanceBefore = await ctx.db.selectFrom('attendance').select('event_code').where('member_code', '=', person.code).execute();
    const checkInsBefore = await ctx.db.selectFrom('check_ins').select('id').where('member_code', '=', person.code).execute();

    const response = await erase(person.code, person.fullname);
    expect(response.status).toBe(200);
    expect(response.body).toMatchObject({
      code: person.code,
      firstName: 'Erased',
      lastName: `Member ${person.code}`,
      fullname: `Erased Member ${person.code}`,
      email: null,
      phones: null,
      birthDate: null,
      medicalConditions: null,
      foodAllergies: null,
      dietRestrictions: null,
      roleId: ROLE_IDS.member,
      isEnabled: false,
      pickups: [],
    });

    const admin = ctx.adminToken;
    const answers = await Promise.all(
      [
        `/api/members/${person.code}`,
        `/api/members/${person.code}/history`,
        `/api/members/${person.child}`,
        `/api/members/${person.child}/history`,
        `/api/members?search=${encodeURIComponent(person.lastName)}`,
        `/api/members?search=${encodeURIComponent(person.email)}`,
        '/api/members?sort=code&direction=desc&size=20',
        '/api/members/export',
        '/api/members/duplicates',
        `/api/events/${person.event}/door-search?q=${encodeURIComponent(person.lastName)}`,
        `/api/events/${person.event}/door-search?q=${encodeURIComponent(person.phones)}`,
        `/api/households/${person.household}`,
        '/api/households?size=20',
        '/api/households/export',
        `/api/events/${person.event}/attendees?registered=true`,
        `/api/events/${person.event}/attendees/export?registered=true`,
        `/api/events/${person.event}/roster`,
        `/api/events/${person.event}/check-ins`,
        '/api/audit?size=20',
        '/api/audit/export',
        `/api/members/${person.code}/data`,
      ].map(async (url) => ({ url, response: await ctx.request({ method: 'GET', url, token: admin }) })),
    );
    for (const { url, response: answer } of answers) {
      expect(answer.status, url).toBe(200);
      const text = typeof answer.body === 'string' ? answer.body : JSON.stringify(answer.body);
      for (const old of oldTexts(person)) expect(text, `${url} holds ${old}`).not.toContain(old);
    }
    for (const delivery of await deliveries()) for (const old of oldTexts(person)) expect(delivery.data ?? '').not.toContain(old);
    const dump = await everything(ctx.db);
    for (const old of oldTexts(person)) expect(dump, `the database holds ${old}`).not.toContain(old);

    // Counts and reports stay true: the attendance and the check-in log keep their rows.
    expect(await ctx.db.selectFrom('attendance').select('event_code').where('member_code', '=', person.code).execute()).toEqual(
      attendanceBefore,
    );
    expect(await ctx.db.selectFrom('check_ins').select('id').where('member_code', '=', person.code).execute()).toEqual(checkInsBefore);
    const attendees = answers.find(({ url }) => url.endsWith('/attendees?registered=true'))!.response.body;
    expect(JSON.stringify(attendees)).toContain(`Erased Member ${person.code}`);
    // Signed out, out of the household (which keeps no primary contact), out of the child's pickups.
    expect((await ctx.request({ method: 'GET', url: '/api/session', token: person.token })).status).toBe(401);
    const household = answers.find(({ url }) => url === `/api/households/${person.household}`)!.response.body;
    expect(household).toMatchObject({ primaryContactCode: null, members: [{ code: person.child }] });
    expect(answers.find(({ url }) => url === `/api/members/${person.child}`)!.response.body.pickups).toEqual([]);
    // One entry says it happened, with nothing of the erased data; the history keeps one row that says so.
    const entries = await ctx.db
      .selectFrom('changes')
      .select(['action', 'data', 'actor_id'])
      .where('target_id', '=', person.code)
      .where('action', '=', 'member.erased')
      .execute();
    expect(entries).toEqual([{ action: 'member.erased', data: null, actor_id: expect.any(Number) }]);
    const history = answers.find(({ url }) => url === `/api/members/${person.code}/history`)!.response.body;
    expect(history.changes).toEqual([expect.objectContaining({ field: 'erased', oldValue: null, newValue: null })]);
  });

  it("leaves a longer name that holds theirs as it is: another member's record keeps its own", async () => {
    const last = `Li${randomUUID().slice(0, 6)}`;
    const created = (lastName: string) =>
      ctx.request({
        method: 'POST',
        url: '/api/members',
        token: ctx.adminToken,
        body: { firstName: 'Ana', lastName, roleId: ROLE_IDS.member },
      });
    const erased = await created(last);
    const namesake = await created(`${last}ma`);
    expect((await erase(erased.body.code, `Ana ${last}`)).status).toBe(200);
    const kept = await ctx.db
      .selectFrom('changes')
      .select('data')
      .where('target_id', '=', namesake.body.code)
      .where('action', '=', 'member.created')
      .executeTakeFirstOrThrow();
    expect(JSON.parse(kept.data!)).toMatchObject({ firstName: 'Ana', lastName: `${last}ma`, fullname: `Ana ${last}ma` });
  });

  it("prints a child's labels without the old name once the child is erased", async () => {
    const admin = ctx.adminToken;
    const made = async (body: Record<string, unknown>) => {
      const response = await ctx.request({ method: 'POST', url: '/api/members', token: admin, body: { roleId: ROLE_IDS.member, ...body } });
      expect(response.status).toBe(201);
      return response.body as { code: number; fullname: string };
    };
    const parent = await made({ firstName: 'Labelparent', lastName: 'Printed', email: uniqueEmail('labelparent') });
    const child = await made({ firstName: 'Wilhelmina', lastName: 'Labelkid', birthDate: '2019-03-04' });
    const household = await ctx.request({
      method: 'POST',
      url: '/api/households',
      token: admin,
      body: {
        name: 'Household Printed',
        members: [
          { code: parent.code, role: 'adult' },
          { code: child.code, role: 'child' },
        ],
        primaryContactCode: parent.code,
      },
    });
    expect(household.status).toBe(201);
    const event = await createEvent(ctx.db, { startsAt: Date.now() - 600_000 });
    const batch = await ctx.request({
      method: 'POST',
      url: '/api/check-in-batches',
      token: admin,
      body: { scanId: randomUUID(), householdId: household.body.id, selections: [{ memberCode: child.code, eventCode: event }] },
    });
    expect(batch.status).toBe(201);
    const labels = async () => {
      const pdf = await ctx.app.inject({
        method: 'GET',
        url: `/api/check-in-batches/${batch.body.batchId}/labels.pdf`,
        headers: { authorization: `Bearer ${admin}` },
      });
      expect(pdf.statusCode).toBe(200);
      return (await pdfPages(pdf.rawPayload)).join('\n');
    };
    expect(await labels()).toContain('Wilhelmina');

    expect((await erase(child.code, child.fullname)).status).toBe(200);
    const printed = await labels();
    for (const old of ['Wilhelmina', 'Labelkid']) expect(printed).not.toContain(old);
  });

  it('takes the member out of the duplicates', async () => {
    const twin = { firstName: `Twin${randomUUID().slice(0, 8)}`, lastName: 'Duplicate', birthDate: '1990-01-01', roleId: ROLE_IDS.member };
    const first = await ctx.request({ method: 'POST', url: '/api/members', token: ctx.adminToken, body: twin });
    const second = await ctx.request({ method: 'POST', url: '/api/members', token: ctx.adminToken, body: twin });
    const groupCodes = async () =>
      (await ctx.request({ method: 'GET', url: '/api/members/duplicates', token: ctx.adminToken })).body.flatMap(
        (group: { members: { code: number }[] }) => group.members.map((member) => member.code),
      );
    expect(await groupCodes()).toContain(first.body.code);
    expect((await erase(first.body.code, `${twin.firstName} ${twin.lastName}`)).status).toBe(200);
    expect(await groupCodes()).not.toContain(first.body.code);
    expect(await groupCodes()).not.toContain(second.body.code);
  });

  describe('refuses, and changes nothing', () => {
    const snapshot = async (code: number) => ({
      member: await ctx.db.selectFrom('members').selectAll().where('code', '=', code).executeTakeFirst(),
      changes: await ctx.db.selectFrom('changes').select('id').where('action', '=', 'member.erased').execute(),
      history: await ctx.db.selectFrom('member_changes').selectAll().where('member_code', '=', code).execute(),
      households: await ctx.db.selectFrom('household_members').selectAll().where('member_code', '=', code).execute(),
    });

    it('a confirmation that is not the fullname: 400', async () => {
      const person = await seedPerson('confirm');
      const before = await snapshot(person.code);
      for (const confirm of [person.firstName, person.fullname.toUpperCase(), `${person.lastName} ${person.firstName}`]) {
        const response = await erase(person.code, confirm);
        expect(response.status).toBe(400);
        expect(errorTexts(response.body)).toEqual({
          message: "This is not the member's full name.",
          errors: { confirm: ["This is not the member's full name."] },
        });
      }
      const empty = await erase(person.code, ' ');
      expect(errorTexts(empty.body)).toEqual({
        message: 'Invalid input.',
        errors: { confirm: ["Type the member's full name to erase them."] },
      });
      expect(await snapshot(person.code)).toEqual(before);
    });

    it('yourself, the last enabled Administrator: 409', async () => {
      const admin = await seededAdministrator();
      const before = await snapshot(admin.code);
      const response = await erase(admin.code, `${admin.first_name} ${admin.last_name}`);
      expect(response.status).toBe(409);
      expect(errorTexts(response.body)).toEqual({ message: 'You cannot erase yourself.' });
      expect(await snapshot(admin.code)).toEqual(before);
    });

    it('the last enabled Administrator, whoever asks: 409', async () => {
      const admin = await seededAdministrator();
      const before = await snapshot(admin.code);
      // Only the Administrator themselves can ask through the API (a caller is an enabled
      // Administrator); the rule holds for any other caller of the service too.
      const refusal = eraseMember(
        ctx.db,
        ctx.feed,
        { code: null, roleId: ROLE_IDS.administrator },
        { kind: 'system', id: null, name: 'test', ip: null },
        admin.code,
        `${admin.first_name} ${admin.last_name}`,
      );
      await expect(refusal).rejects.toMatchObject({ statusCode: 409 });
      expect(await snapshot(admin.code)).toEqual(before);
    });

    it('an unknown member: 404', async () => {
      expect((await erase(999_999, 'Nobody Here')).status).toBe(404);
    });
  });
});
