import { parse } from 'csv-parse/sync';
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createMember, createTestContext, type TestContext } from '../../test/context.ts';
import { ROLE_IDS } from '@console/contracts';
import { createEvent, createMembers } from '../../test/factories.ts';

/*
 * The members search answers "contains the term, case and accents aside", whichever way the
 * database finds it: a LIKE over the search column, PostgreSQL's trigram index, or SQLite's FTS5
 * trigram table for terms of three characters or more; in the members list and in an event's
 * list of every enabled member. Random terms, many taken from the members' own names, are checked
 * against the rule worked out here in plain JavaScript.
 */

const people = [
  ['José', 'Núñez'],
  ['Jose', 'Nunez-Peña'],
  ['Zoë', "O'Brien"],
  ['Ann "Nan"', 'Smith'],
  ['Wild_card', '100% \\sure'],
  ['Émile', 'Durand'],
  ['Mar', 'García Márquez'],
  ['Łukasz', 'Żółw'],
  ['Li', 'Na'],
  ['Ana María', 'de la Cruz'],
  ['Ωmega', 'Straße'],
  ['Chloé', 'Lefèvre'],
];

const plain = (text: string) => text.normalize('NFD').replace(/\p{M}/gu, '').toLowerCase();

describe('members search', () => {
  let ctx: TestContext;
  const members: { code: number; text: string }[] = [];
  let event: number;

  beforeAll(async () => {
    ctx = await createTestContext();
    event = await createEvent(ctx.db);
    for (const [index, [firstName, lastName]] of people.entries()) {
      const email = `p${index}.${plain(lastName!).replace(/[^a-z]/g, '')}@example.org`;
      const code = await createMember(ctx.db, { firstName: firstName!, lastName: lastName!, email });
      members.push({ code, text: plain(`${firstName} ${lastName} ${email}`) });
    }
  });
  afterAll(() => ctx.close());

  /** The codes a list finds for `term`: the members list, or an event's attendee list (every enabled member). */
  async function found(term: string, list: 'members' | 'attendees' = 'members'): Promise<number[]> {
    const path = list === 'members' ? '/api/members' : `/api/events/${event}/attendees`;
    const response = await ctx.request({ method: 'GET', url: `${path}?size=20&search=${encodeURIComponent(term)}`, token: ctx.adminToken });
    expect(response.status, term).toBe(200);
    const rows = response.body[list] as { code: number }[];
    expect(response.body.totalCount, term).toBe(rows.length);
    return rows.map((row) => row.code).sort((a, b) => a - b);
  }

  const expected = (term: string) =>
    members
      .filter((member) => member.text.includes(plain(term.trim())) || String(member.code) === term.trim())
      .map((member) => member.code)
      .sort((a, b) => a - b);

  it('finds what contains the term, for terms taken from the names and for odd ones', async () => {
    const fromNames = fc
      .tuple(fc.constantFrom(...people.flat()), fc.nat(), fc.integer({ min: 1, max: 8 }), fc.boolean())
      .map(([name, start, length, upper]) => {
        const slice = name.slice(start % name.length, (start % name.length) + length);
        return upper ? slice.toUpperCase() : slice;
      })
      .filter((term) => term.trim().length > 0);
    const odd = fc
      .string({ unit: fc.constantFrom(...'aeno "%_\\\'-.éñÑ'.split('')), minLength: 1, maxLength: 6 })
      .filter((term) => term.trim().length > 0);
    await fc.assert(
      fc.asyncProperty(fc.oneof(fromNames, odd), fc.constantFrom('members' as const, 'attendees' as const), async (term, list) => {
        // The admin seeded with the database is a member too; it is not among the people.
        const codes = (await found(term, list)).filter((code) => members.some((member) => member.code === code));
        expect(codes, `${list} ${JSON.stringify(term)}`).toEqual(expected(term));
      }),
      { numRuns: 150 },
    );
  });

  it('counts the matches on a page past the last one, and on a page part-way', async () => {
    const term = 'ez';
    const matches = expected(term).length;
    expect(matches).toBeGreaterThan(2);
    const page = async (number: number) =>
      (await ctx.request({ method: 'GET', url: `/api/members?size=5&page=${number}&search=${term}`, token: ctx.adminToken })).body;
    const beyond = await page(99);
    expect(beyond).toEqual({ totalCount: matches, members: [] });
    expect((await page(1)).totalCount).toBe(matches);
  });

  it('follows a renamed member', async () => {
    const member = members.find((candidate) => candidate.text.startsWith('chloe'))!;
    const renamed = await ctx.request({
      method: 'PATCH',
      url: `/api/members/${member.code}`,
      token: ctx.adminToken,
      body: { lastName: 'Quintanilla' },
    });
    expect(renamed.status).toBe(200);
    expect(await found('chloé quintan')).toEqual([member.code]);
    // The old name is gone (the email, which keeps it, is not where it meets the first name).
    expect(await found('chloé lef')).toEqual([]);
  });
});

describe('lists walked along their order or sorted from their matches', () => {
  let ctx: TestContext;
  beforeAll(async () => {
    ctx = await createTestContext();
    // Members around the few a search or an event holds: the first page of five is walked along
    // the order's index (walkIsCheaper), later pages are sorted from the matches.
    await createMembers(ctx.db, 300, 'filler');
  });
  afterAll(() => ctx.close());

  it('pages a common term alike either way', async () => {
    const matching = await createMembers(ctx.db, 40, 'quintaval', ['Ana', 'Bea', 'Ciro', 'Dora']);
    // Every role as a filter sends every page the sorted way, with the same members.
    const allRoles = Object.values(ROLE_IDS)
      .map((role) => `&role=${role}`)
      .join('');
    for (const order of ['sort=fullname', 'sort=fullname&direction=desc', 'sort=code', 'sort=code&direction=desc']) {
      const seen: number[] = [];
      for (let page = 1; page <= 9; page += 1) {
        const url = `/api/members?search=QUINTAV&size=5&page=${page}&${order}`;
        const walked = await ctx.request({ method: 'GET', url, token: ctx.adminToken });
        const sorted = await ctx.request({ method: 'GET', url: `${url}${allRoles}`, token: ctx.adminToken });
        expect(walked.status).toBe(200);
        expect(walked.body, `${order} page ${page}`).toEqual(sorted.body);
        expect(walked.body.totalCount).toBe(40);
        seen.push(...walked.body.members.map((member: { code: number }) => member.code));
      }
      expect(seen.sort((a, b) => a - b)).toEqual(matching);
    }
  });

  it('pages an event’s registered attendees alike either way', async () => {
    const event = await createEvent(ctx.db);
    const attendees = await createMembers(ctx.db, 40, 'attendee', ['Ana', 'Bea', 'Ciro', 'Dora']);
    for (const code of attendees) {
      const registered = await ctx.request({
        method: 'POST',
        url: `/api/events/${event}/attendees`,
        token: ctx.adminToken,
        body: { code },
      });
      expect(registered.status).toBe(201);
    }
    // The export reads every page from the event's rows, sorted.
    const exported = await ctx.request<string>({
      method: 'GET',
      url: `/api/events/${event}/attendees/export?registered=true`,
      token: ctx.adminToken,
    });
    const [header, ...rows] = parse(exported.body.slice(1)) as string[][];
    expect(header![0]).toBe('Code');
    const inOrder = rows.map((row) => Number(row[0]));
    expect([...inOrder].sort((a, b) => a - b)).toEqual(attendees);
    for (let page = 1; page <= 9; page += 1) {
      const { status, body } = await ctx.request({
        method: 'GET',
        url: `/api/events/${event}/attendees?registered=true&size=5&page=${page}`,
        token: ctx.adminToken,
      });
      expect(status).toBe(200);
      expect(body.totalCount).toBe(40);
      expect(
        body.attendees.map((attendee: { code: number }) => attendee.code),
        `page ${page}`,
      ).toEqual(inOrder.slice((page - 1) * 5, page * 5));
    }
  });
});
