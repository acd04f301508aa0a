import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createMember, createTestContext, type TestContext } from '../../test/context.ts';
import { createEvent } from '../../test/factories.ts';

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
