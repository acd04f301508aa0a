import { describe, expect, it } from 'vitest';
import { isPhoneList, latestDayOnEarth } from './fields.ts';
import { ROLE_IDS } from './limits.ts';
import { createMemberSchema, patchMemberSchema, updateMemberSchema } from './members.ts';
import { householdInputSchema } from './households.ts';
import { pickupSchema } from './pickups.ts';
import { isWebsite, venueInputSchema } from './venues.ts';
import { englishText, parseMessage } from './messages.ts';

/** The English of each issue's message token, by the field it is on. */
function messagesOf(result: { success: boolean; error?: { issues: { message: string; path: PropertyKey[] }[] } }) {
  return (result.error?.issues ?? []).map((issue) => [issue.path.join('.'), englishText(parseMessage(issue.message)!)]);
}

const PHONES_INVALID = 'Must be phone numbers: digits with + ( ) - . or spaces, several separated by commas.';
const member = { roleId: ROLE_IDS.member, firstName: 'Lucía', lastName: 'Ortega' };
const DAY = 24 * 60 * 60 * 1000;

describe('latestDayOnEarth', () => {
  it('is the day at UTC+14: the next UTC day from 10:00 UTC on', () => {
    expect(latestDayOnEarth(Date.parse('2026-12-01T09:59:59Z'))).toBe('2026-12-01');
    expect(latestDayOnEarth(Date.parse('2026-12-01T10:00:00Z'))).toBe('2026-12-02');
    expect(latestDayOnEarth(Date.parse('2026-12-31T23:00:00Z'))).toBe('2027-01-01');
  });
});

describe('a birth date', () => {
  const utcDay = (offset: number) => new Date(Date.now() + offset * DAY).toISOString().slice(0, 10);

  it('may be today or any day before', () => {
    for (const birthDate of [utcDay(0), utcDay(-1), '1950-02-28'])
      expect(createMemberSchema.parse({ ...member, birthDate }).birthDate).toBe(birthDate);
    expect(createMemberSchema.parse({ ...member, birthDate: '' }).birthDate).toBeNull();
  });

  it('is refused two days after today in UTC (a day after today anywhere) and years ahead, on create and update', () => {
    for (const birthDate of [utcDay(2), '2999-01-01']) {
      expect(messagesOf(createMemberSchema.safeParse({ ...member, birthDate }))).toEqual([
        ['birthDate', 'Birth date cannot be in the future.'],
      ]);
      expect(messagesOf(updateMemberSchema.safeParse({ ...member, birthDate }))).toEqual([
        ['birthDate', 'Birth date cannot be in the future.'],
      ]);
    }
  });

  it('that is no date says only that', () => {
    expect(messagesOf(createMemberSchema.safeParse({ ...member, birthDate: '2999-02-30' }))).toEqual([
      ['birthDate', 'Must be a valid date (YYYY-MM-DD).'],
    ]);
  });
});

describe('phones', () => {
  it.each([
    '555',
    '555-0101',
    '+1 (555) 014-2273',
    '555.014.9911',
    '+1 555 0100, +1 555 0101',
    '555-0100; 555-0101',
    '＋34 600 000 000',
    '+44 20 7946 0958 ',
  ])('accepts %s', (phones) => expect(isPhoneList(phones.trim())).toBe(true));

  it.each([
    ['a letter', '555-12x'],
    ['an extension written out', '555-0101 ext 4'],
    ['a word', 'none'],
    ['two digits', '55'],
    ['sixteen digits', '1234567890123456'],
    ['a + inside', '555+0101'],
    ['an empty phone between commas', '555-0101,,555-0102'],
    ['markup', '<b>555</b>'],
    ['a formula', '=HYPERLINK("http://evil.example")'],
  ])('refuses %s (%s)', (_, phones) => expect(isPhoneList(phones)).toBe(false));

  it('are checked on every form that takes them, with one message', () => {
    expect(messagesOf(createMemberSchema.safeParse({ ...member, phones: '555-12x' }))).toEqual([['phones', PHONES_INVALID]]);
    expect(messagesOf(updateMemberSchema.safeParse({ ...member, phones: '555-12x' }))).toEqual([['phones', PHONES_INVALID]]);
    expect(messagesOf(patchMemberSchema.safeParse({ phones: '555-12x' }))).toEqual([['phones', PHONES_INVALID]]);
    expect(messagesOf(pickupSchema.safeParse({ name: 'Rosa', phone: '555-12x', allowed: true }))).toEqual([['phone', PHONES_INVALID]]);
    expect(messagesOf(householdInputSchema.safeParse({ name: 'Ruiz', phone: 'call me', members: [] }))).toEqual([
      ['phone', PHONES_INVALID],
    ]);
  });

  it('too long say only that', () => {
    expect(messagesOf(patchMemberSchema.safeParse({ phones: 'p'.repeat(101) }))).toEqual([['phones', 'Must be at most 100 characters.']]);
  });

  it('empty are none', () => {
    expect(patchMemberSchema.parse({ phones: '  ' })).toEqual({ phones: null });
  });
});

describe('a venue website', () => {
  const venue = { name: 'Hall', addressLine1: '1 Main St', postalCodeId: 1 };

  it.each(['https://stjoseph.org', 'http://stjoseph.org/hall?x=1', 'https://www.st-joseph.example.org/'])('accepts %s', (website) =>
    expect(venueInputSchema.parse({ ...venue, website }).website).toBe(website),
  );

  it.each([
    'stjoseph',
    'stjoseph.org',
    'https://stjoseph',
    'https://stjoseph.',
    'ftp://stjoseph.org',
    'javascript:alert(1)',
    'https://st joseph.org',
  ])('refuses %s', (website) => {
    expect(isWebsite(website)).toBe(false);
    expect(messagesOf(venueInputSchema.safeParse({ ...venue, website }))).toEqual([
      ['website', 'Website must be an http:// or https:// address with a domain, such as https://stjoseph.org.'],
    ]);
  });

  it('that is empty is none; too long says only that', () => {
    expect(venueInputSchema.parse({ ...venue, website: ' ' }).website).toBeNull();
    expect(messagesOf(venueInputSchema.safeParse({ ...venue, website: `https://a.org/${'w'.repeat(200)}` }))).toEqual([
      ['website', 'Must be at most 200 characters.'],
    ]);
  });

  it('phones follow the phone rule', () => {
    expect(messagesOf(venueInputSchema.safeParse({ ...venue, phones: '555-12x' }))).toEqual([['phones', PHONES_INVALID]]);
  });
});
