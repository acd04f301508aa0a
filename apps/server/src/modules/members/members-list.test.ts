import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MEMBER_CARDS_MAX, ROLE_IDS } from '@console/contracts';
import { createMember, createTestContext, errorTexts, type TestContext } from '../../test/context.ts';
import { pdfPageInfo, pdfPages, pdfQrCodes } from '../../test/pdf.ts';
import { insertMembers } from './members.repository.ts';

/*
 * Lists people expect (issue 30, decision 049): the members list sorted by last name, pages of 50
 * and 100, and a sheet of QR member cards for the list's filters, read back by poppler and jsQR.
 */

const inject = (ctx: TestContext, url: string) =>
  ctx.app.inject({ method: 'GET', url, headers: { authorization: `Bearer ${ctx.adminToken}` } });

describe('the members list sorted by last name', () => {
  let ctx: TestContext;
  const codes: Record<string, number> = {};
  beforeAll(async () => {
    ctx = await createTestContext();
    // The seeded "Console Administrator" is on the list too.
    for (const [key, firstName, lastName] of [
      ['zedSmith', 'Zed', 'Smith'],
      ['bobSmithJones', 'Bob', 'Smith Jones'],
      ['anaSmith1', 'Ana', 'Smith'],
      ['carlaAdams', 'Carla', 'Adams'],
      ['alvaroSmith', 'Álvaro', 'smith'],
      ['annAvila', 'Ann', 'Ávila'],
      ['anaSmith2', 'Ana', 'Smith'],
    ] as const) {
      codes[key] = await createMember(ctx.db, { firstName, lastName, phones: `555-01${Object.keys(codes).length}` });
    }
  });
  afterAll(() => ctx.close());

  const fullnames = async (query: string) => {
    const response = await ctx.request({ method: 'GET', url: `/api/members?${query}`, token: ctx.adminToken });
    expect(response.status).toBe(200);
    return response.body.members.map((member: { fullname: string; code: number }) => `${member.fullname} #${member.code}`);
  };

  it('orders by last name, case and accents aside, then first name, then code', async () => {
    // "Smith" before "Smith Jones", whatever the first names; the two Ana Smiths by code.
    const expected = [
      `Carla Adams #${codes.carlaAdams}`,
      'Console Administrator #1',
      `Ann Ávila #${codes.annAvila}`,
      `Álvaro smith #${codes.alvaroSmith}`,
      `Ana Smith #${codes.anaSmith1}`,
      `Ana Smith #${codes.anaSmith2}`,
      `Zed Smith #${codes.zedSmith}`,
      `Bob Smith Jones #${codes.bobSmithJones}`,
    ];
    expect(await fullnames('sort=lastname&size=20')).toEqual(expected);
    expect(await fullnames('sort=lastname&direction=desc&size=20')).toEqual([...expected].reverse());
    // Pages past the middle are read backwards (pageOfKnownLength): the same slices.
    expect(await fullnames('sort=lastname&size=5&page=2')).toEqual(expected.slice(5));
    expect(await fullnames('sort=lastname&size=5&page=1&search=smith')).toEqual(expected.slice(3, 8));
  });

  it('keeps its key when a name changes', async () => {
    const renamed = await ctx.request({
      method: 'PATCH',
      url: `/api/members/${codes.zedSmith}`,
      token: ctx.adminToken,
      body: { lastName: 'Aaronson' },
    });
    expect(renamed.status).toBe(200);
    expect((await fullnames('sort=lastname&size=5'))[0]).toBe(`Zed Aaronson #${codes.zedSmith}`);
    await ctx.request({ method: 'PATCH', url: `/api/members/${codes.zedSmith}`, token: ctx.adminToken, body: { lastName: 'Smith' } });
  });

  it('answers each member with their phones, for the phone column', async () => {
    const response = await ctx.request({ method: 'GET', url: '/api/members?sort=lastname&size=5', token: ctx.adminToken });
    expect(response.body.members[0]).toMatchObject({ code: codes.carlaAdams, phones: '555-013' });
  });
});

describe('the last-name order at scale', () => {
  let ctx: TestContext;
  beforeAll(async () => {
    ctx = await createTestContext();
    // Enough members that reading them all and sorting costs the planners more than an index.
    await insertMembers(
      ctx.db,
      Array.from({ length: 20_000 }, (_, index) => ({
        roleId: index % 50 === 0 ? ROLE_IDS.coordinator : ROLE_IDS.member,
        firstName: `First${index % 97}`,
        lastName: `Last${(index * 7919) % 20_011}`,
        isEnabled: index % 10 !== 0,
      })),
    );
    if (ctx.dialect === 'postgres') await sql`analyze members`.execute(ctx.db);
  }, 120_000);
  afterAll(() => ctx.close());

  /** The plan of a page's codes as the repository asks for them (membersAt), one line a step. */
  async function planOf(where: string, direction: 'asc' | 'desc') {
    const query = `select code from members ${where} order by lastname_sort ${direction}, code ${direction} limit 10 offset 20`;
    const explain = ctx.dialect === 'postgres' ? 'explain' : 'explain query plan';
    const { rows } = await sql.raw<Record<string, string>>(`${explain} ${query}`).execute(ctx.db);
    return rows.map((row) => row['QUERY PLAN'] ?? row.detail!).join('\n');
  }

  it.each([
    ['', 'asc', 'members_lastname_sort_idx'],
    ['', 'desc', 'members_lastname_sort_idx'],
    ['where is_enabled = 1', 'asc', 'members_enabled_lastname_idx'],
    [`where role_id = ${ROLE_IDS.coordinator}`, 'desc', 'members_role_lastname_idx'],
  ] as const)('reads a page %s (%s) from %s alone, sorting nothing', async (where, direction, index) => {
    const plan = await planOf(where, direction);
    expect(plan).toContain(index);
    expect(plan).not.toMatch(/TEMP B-TREE|Sort|Seq Scan/);
  });
});

describe('pages of 50 and 100', () => {
  let ctx: TestContext;
  beforeAll(async () => {
    ctx = await createTestContext();
    await insertMembers(
      ctx.db,
      Array.from({ length: 120 }, (_, index) => ({ roleId: ROLE_IDS.member, firstName: 'Page', lastName: `Member ${1000 + index}` })),
    );
  });
  afterAll(() => ctx.close());

  it('holds 100 and 50 members, the total counted once (121 with the Administrator)', async () => {
    const list = (query: string) => ctx.request({ method: 'GET', url: `/api/members?sort=code&${query}`, token: ctx.adminToken });
    const hundred = await list('size=100');
    expect(hundred.status).toBe(200);
    expect(hundred.body.totalCount).toBe(121);
    expect(hundred.body.members).toHaveLength(100);
    const rest = await list('size=100&page=2');
    expect(rest.body.members).toHaveLength(21);
    const codes = [...hundred.body.members, ...rest.body.members].map((member: { code: number }) => member.code);
    expect(new Set(codes).size).toBe(121);
    const fifties = await Promise.all([1, 2, 3].map((page) => list(`size=50&page=${page}`)));
    expect(fifties.map((page) => page.body.members.length)).toEqual([50, 50, 21]);
    expect(fifties.flatMap((page) => page.body.members.map((member: { code: number }) => member.code))).toEqual(codes);
    const refused = await list('size=30');
    expect(refused.status).toBe(400);
    expect(errorTexts(refused.body)).toEqual({ message: 'Invalid input.', errors: { size: ['Size must be one of 5, 10, 20, 50, 100.'] } });
  });
});

describe('GET /api/members/cards.pdf', () => {
  let ctx: TestContext;
  const members: { code: number; firstName: string; lastName: string; roleId: number }[] = [];
  beforeAll(async () => {
    ctx = await createTestContext();
    // 11 Coordinators (two pages of 8) and a Member, named so that their order by last name is known.
    const people = [
      ...Array.from({ length: 11 }, (_, index) => ({
        roleId: ROLE_IDS.coordinator,
        firstName: ['Łukasz', 'Zoë', 'José'][index % 3]!,
        lastName: `Card${String.fromCharCode(75 - index)}`,
      })),
      { roleId: ROLE_IDS.member, firstName: 'Other', lastName: 'Role' },
    ];
    for (const person of people) members.push({ ...person, code: await createMember(ctx.db, person) });
  });
  afterAll(() => ctx.close());

  /** The card boxes of a page in points: ID-1 cards (85.6 × 54 mm), 2 across and 4 down, 4 mm apart, centred on the paper. */
  const boxes = (page: { width: number; height: number }) => {
    const mm = 72 / 25.4;
    const [width, height, gap] = [85.6 * mm, 54 * mm, 4 * mm];
    const left = (page.width - 2 * width - gap) / 2;
    const top = (page.height - 4 * height - 3 * gap) / 2;
    return Array.from({ length: 8 }, (_, place) => ({
      x: left + (place % 2) * (width + gap),
      y: top + Math.floor(place / 2) * (height + gap),
      width,
      height,
    }));
  };

  it("prints one card per member of the list's filters, eight an A4 page, in the list's order, with QR codes of their codes", async () => {
    const response = await inject(ctx, `/api/members/cards.pdf?role=${ROLE_IDS.coordinator}&sort=lastname&page=2&size=5`);
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('application/pdf');
    expect(response.headers['content-disposition']).toBe('attachment; filename="member-cards.pdf"');
    const pdf = response.rawPayload;

    const info = await pdfPageInfo(pdf);
    // A4 is 210 × 297 mm: 595.28 × 841.89 points. Paging is no filter: all 11, not page 2 of 5.
    expect(info).toEqual({ pages: 2, width: 595.276, height: 841.89 });
    // Last names CardK, CardJ, … CardA: by last name, the last made first.
    const expected = members.filter((member) => member.roleId === ROLE_IDS.coordinator).reverse();
    const pages = await pdfPages(pdf);
    for (const [index, member] of expected.entries()) {
      const text = pages[Math.floor(index / 8)]!;
      for (const word of [member.firstName, member.lastName, String(member.code)]) expect(text).toContain(word);
    }
    expect(pages.join('')).not.toContain('Other');
    expect(await pdfQrCodes(pdf, 1, boxes(info))).toEqual(expected.slice(0, 8).map((member) => String(member.code)));
    // The second page holds three cards; the other places are blank.
    expect(await pdfQrCodes(pdf, 2, boxes(info))).toEqual([
      ...expected.slice(8).map((member) => String(member.code)),
      ...Array(5).fill(undefined),
    ]);
  });

  it('lays the cards out on US Letter when asked, and searches as the list does', async () => {
    const response = await inject(ctx, '/api/members/cards.pdf?search=other&paper=letter');
    expect(response.statusCode).toBe(200);
    const info = await pdfPageInfo(response.rawPayload);
    expect(info).toEqual({ pages: 1, width: 612, height: 792 });
    const other = members.at(-1)!;
    expect((await pdfPages(response.rawPayload))[0]).toContain('Other');
    expect(await pdfQrCodes(response.rawPayload, 1, boxes(info).slice(0, 2))).toEqual([String(other.code), undefined]);
  });

  it(`refuses more than ${MEMBER_CARDS_MAX} cards with a 400 that says how many the filters match`, async () => {
    const local = await createTestContext();
    try {
      // The Administrator and 500 more: one over the limit; 500 Members alone are let through.
      await insertMembers(
        local.db,
        Array.from({ length: MEMBER_CARDS_MAX }, (_, index) => ({
          roleId: ROLE_IDS.member,
          firstName: 'Many',
          lastName: `Cards ${index}`,
        })),
      );
      const refused = await inject(local, '/api/members/cards.pdf');
      expect(refused.statusCode).toBe(400);
      expect(refused.json().message).toBe(
        'The list shows 501 members; at most 500 cards print at once. Narrow it with a search or a filter.',
      );
      const searched = await inject(local, '/api/members/cards.pdf?search=many');
      expect(searched.statusCode).toBe(200);
      expect((await pdfPageInfo(searched.rawPayload)).pages).toBe(Math.ceil(MEMBER_CARDS_MAX / 8));
    } finally {
      await local.close();
    }
  });

  it('refuses a paper it does not know', async () => {
    const response = await inject(ctx, '/api/members/cards.pdf?paper=a3');
    expect(response.statusCode).toBe(400);
    expect(errorTexts(response.json())).toEqual({ message: 'Invalid input.', errors: { paper: ['Paper must be a4 or letter.'] } });
  });
});
