import { parse } from 'csv-parse/sync';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ROLE_IDS } from '@console/contracts';
import { createMember, createTestContext, errorTexts, type TestContext } from './context.ts';
import { createEvent, createMembers, createProgram, createVenue } from './factories.ts';

/* The CSV exports (docs/api.md, "Exports"): what the list shows, every page, safe to open in a spreadsheet. */

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestContext();
});
afterAll(() => ctx.close());

const BOM = '\uFEFF';
const today = () => new Date().toISOString().slice(0, 10);
const get = (url: string, token: string | null = ctx.adminToken) => ctx.request<string>({ method: 'GET', url, token });

/** The file's records, header first, read by an independent CSV parser. */
function records(body: string): string[][] {
  expect(body.startsWith(BOM)).toBe(true);
  return parse(body.slice(1), { relax_column_count: false }) as string[][];
}

let tagCounter = 0;
/** A word no other test's data contains, to search for. */
function uniqueTag() {
  tagCounter += 1;
  return `xq${tagCounter}z${Date.now().toString(36)}`;
}

const MEMBER_HEADER = [
  'Code',
  'First name',
  'Last name',
  'Email',
  'Phones',
  'Gender',
  'Birth date',
  'Civil status',
  'Role',
  'Education',
  'Occupation',
  'Work schedule',
  'Hobbies',
  'Medical conditions',
  'Diet restrictions',
  'Food allergies',
  'Active laic',
  'Status',
  'Households',
];

describe('GET /api/members/export', () => {
  it('answers a CSV download: byte-order mark, header row, CRLF, quoting, accents and formulas neutralised', async () => {
    const tag = uniqueTag();
    const ana = await createMember(ctx.db, {
      firstName: `Ana ${tag}`,
      lastName: 'Pérez, "la Jefa"',
      email: `ana.${tag}@example.org`,
      phones: '=HYPERLINK("http://evil.example")',
      gender: 'Female',
      birthDate: '1990-02-03',
      civilStatusId: 2,
      hobbies: 'Line one\nline two',
      foodAllergies: '@peanuts',
      medicalConditions: '-asthma',
      dietRestrictions: '+vegan',
      isActiveLaic: true,
    });
    const bruno = await createMember(ctx.db, {
      firstName: `Bruno ${tag}`,
      lastName: 'Núñez',
      email: `bruno.${tag}@example.org`,
      roleId: ROLE_IDS.coordinator,
      isEnabled: false,
    });

    // Two households, written in the other order than their names sort.
    for (const name of ['The Pérez', '=Abuela’s']) {
      const household = await ctx.request({
        method: 'POST',
        url: '/api/households',
        token: ctx.adminToken,
        body: { name, members: [{ code: ana, role: 'adult' }] },
      });
      expect(household.status).toBe(201);
    }

    const response = await get(`/api/members/export?search=${tag}&sort=fullname&direction=desc`);
    expect(response.status).toBe(200);
    expect(response.headers['content-type']).toBe('text/csv; charset=utf-8');
    expect(response.headers['content-disposition']).toBe(`attachment; filename="members-${today()}.csv"`);
    expect(response.headers['cache-control']).toBe('no-store');
    // RFC 4180: every record ends with CRLF; the line break inside a cell stays as it was.
    expect(response.body.endsWith('\r\n')).toBe(true);
    expect(response.body).toContain('"Line one\nline two"');

    const [header, ...rows] = records(response.body);
    expect(header).toEqual(MEMBER_HEADER);
    const civilStatus = (await get('/api/civil-statuses')).body as unknown as { id: number; name: string }[];
    expect(rows).toEqual([
      [
        String(bruno),
        `Bruno ${tag}`,
        'Núñez',
        `bruno.${tag}@example.org`,
        '',
        '',
        '',
        '',
        'Coordinator',
        '',
        '',
        '',
        '',
        '',
        '',
        '',
        'No',
        'Disabled',
        '',
      ],
      [
        String(ana),
        `Ana ${tag}`,
        'Pérez, "la Jefa"',
        `ana.${tag}@example.org`,
        `'=HYPERLINK("http://evil.example")`,
        'Female',
        '1990-02-03',
        civilStatus.find((status) => status.id === 2)!.name,
        'Member',
        '',
        '',
        '',
        'Line one\nline two',
        "'-asthma",
        "'+vegan",
        "'@peanuts",
        'Yes',
        'Enabled',
        "'=Abuela’s; The Pérez",
      ],
    ]);
  });

  it('holds exactly the rows of every page of the list, in its order, with its filters', async () => {
    const tag = uniqueTag();
    // More than one batch of the export (100 rows) and of its text (500), with names that sort
    // apart from codes.
    await createMembers(ctx.db, 1_234, tag, [`Zoe${tag}`, `Abe${tag}`, `Max${tag}`]);
    await createMember(ctx.db, { firstName: `Off${tag}`, email: `off.${tag}@example.org`, isEnabled: false });

    const query = `search=${tag}&status=enabled&sort=fullname&direction=desc`;
    const listed: string[] = [];
    for (let page = 1; ; page += 1) {
      const { body } = await ctx.request({ method: 'GET', url: `/api/members?${query}&size=20&page=${page}`, token: ctx.adminToken });
      listed.push(...body.members.map((member: { code: number }) => String(member.code)));
      if (body.members.length < 20) break;
    }
    expect(listed).toHaveLength(1_234);

    const [, ...rows] = records((await get(`/api/members/export?${query}`)).body);
    expect(rows.map((row) => row[0])).toEqual(listed);
    expect(rows.every((row) => row[17] === 'Enabled')).toBe(true);

    const disabled = records((await get(`/api/members/export?search=${tag}&status=disabled`)).body);
    expect(disabled.slice(1).map((row) => row[1])).toEqual([`Off${tag}`]);
  });

  it('ignores paging: the page and size of the list are not an export’s', async () => {
    const tag = uniqueTag();
    await createMembers(ctx.db, 7, tag);
    const [, ...rows] = records((await get(`/api/members/export?search=${tag}&page=2&size=5`)).body);
    expect(rows).toHaveLength(7);
  });

  it('answers a header row alone when nothing matches', async () => {
    const body = (await get(`/api/members/export?search=${uniqueTag()}`)).body;
    expect(body).toBe(`${BOM}${MEMBER_HEADER.join(',')}\r\n`);
  });

  it('refuses a bad sort with the list’s 400, and no session with 401', async () => {
    const bad = await ctx.request({ method: 'GET', url: '/api/members/export?sort=age', token: ctx.adminToken });
    expect(bad.status).toBe(400);
    expect(errorTexts(bad.body)).toEqual({
      message: 'Invalid input.',
      errors: { sort: ['Sort must be one of code, fullname, lastname, email, role, status.'] },
    });
    expect((await get('/api/members/export', null)).status).toBe(401);
  });
});

describe('GET /api/events/export', () => {
  it('answers the events of the list with their program, venue, UTC times, counts, status and ages', async () => {
    const tag = uniqueTag();
    const programId = await createProgram(ctx.db, { name: `Choir ${tag}` });
    const venueId = await createVenue(ctx.db, { name: `Hall ${tag}` });
    const past = await createEvent(ctx.db, {
      name: `Supper ${tag}`,
      programId,
      venueId,
      startsAt: Date.UTC(2025, 0, 5, 18, 30),
      endsAt: Date.UTC(2025, 0, 5, 21, 0),
      ageMin: 3,
      ageMax: 11,
    });
    const cancelled = await createEvent(ctx.db, {
      name: `=Picnic ${tag}`,
      programId,
      venueId,
      startsAt: Date.UTC(2030, 5, 1, 9, 0),
      endsAt: Date.UTC(2030, 5, 1, 12, 0),
      isCancelled: true,
    });
    const member = await createMember(ctx.db);
    await ctx.request({
      method: 'POST',
      url: `/api/events/${past}/attendees`,
      token: ctx.adminToken,
      body: { code: member, checkIn: true },
    });

    const response = await get(`/api/events/export?search=${tag}&sort=start-date&direction=asc`);
    expect(response.headers['content-disposition']).toBe(`attachment; filename="events-${today()}.csv"`);
    const [header, ...rows] = records(response.body);
    expect(header).toEqual([
      'Code',
      'Name',
      'Program',
      'Category',
      'Venue',
      'City',
      'Start (UTC)',
      'End (UTC)',
      'Registered',
      'Checked in',
      'Status',
      'Ages from',
      'Ages to',
    ]);
    expect(rows.map((row) => [row[0], row[1], row[2], row[4], row[6], row[7], row[8], row[9], row[10], row[11], row[12]])).toEqual([
      [
        String(past),
        `Supper ${tag}`,
        `Choir ${tag}`,
        `Hall ${tag}`,
        '2025-01-05 18:30',
        '2025-01-05 21:00',
        '1',
        '1',
        'Finalized',
        '3',
        '11',
      ],
      [
        String(cancelled),
        `'=Picnic ${tag}`,
        `Choir ${tag}`,
        `Hall ${tag}`,
        '2030-06-01 09:00',
        '2030-06-01 12:00',
        '0',
        '0',
        'Cancelled',
        '',
        '',
      ],
    ]);

    const onlyCancelled = records((await get(`/api/events/export?search=${tag}&status=cancelled`)).body);
    expect(onlyCancelled.slice(1).map((row) => row[0])).toEqual([String(cancelled)]);
  });
});

describe('GET /api/events/{code}/attendees/export', () => {
  it('answers the registered attendees, or every enabled member, with who checked them in and when', async () => {
    const tag = uniqueTag();
    const event = await createEvent(ctx.db, { name: `Retreat ${tag}`, startsAt: Date.now() - 3_600_000, endsAt: Date.now() + 3_600_000 });
    const [first, second] = await createMembers(ctx.db, 2, tag, [`Ann${tag}`, `Ben${tag}`]);
    const admin = (await ctx.request({ method: 'GET', url: '/api/members?search=admin@example.com', token: ctx.adminToken })).body
      .members[0];
    const checkIn = await ctx.request({
      method: 'POST',
      url: `/api/events/${event}/attendees`,
      token: ctx.adminToken,
      body: { code: first, checkIn: true },
    });
    expect(checkIn.status).toBe(201);

    const response = await get(`/api/events/${event}/attendees/export?registered=true&search=${tag}`);
    expect(response.headers['content-disposition']).toBe(`attachment; filename="event-${event}-attendees-${today()}.csv"`);
    const [header, ...rows] = records(response.body);
    expect(header).toEqual(['Code', 'Full name', 'Registered', 'Checked in', 'Checked in at (UTC)', 'Checked in by']);
    expect(rows).toEqual([[String(first), `Ann${tag} Member 0`, 'Yes', 'Yes', checkIn.body.checkedInAt, admin.fullname]]);

    const everyone = records((await get(`/api/events/${event}/attendees/export?search=${tag}`)).body).slice(1);
    expect(everyone.map((row) => [row[0], row[2], row[3]])).toEqual([
      [String(first), 'Yes', 'Yes'],
      [String(second), 'No', 'No'],
    ]);
  });

  it('answers 404 for an event that does not exist', async () => {
    const response = await ctx.request({ method: 'GET', url: '/api/events/999999/attendees/export', token: ctx.adminToken });
    expect(response.status).toBe(404);
    expect(errorTexts(response.body)).toEqual({ message: 'Event not found' });
  });
});
