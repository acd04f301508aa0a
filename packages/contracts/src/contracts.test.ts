import { describe, expect, it } from 'vitest';
import { changePasswordBodySchema, newPasswordSchema } from './auth.ts';
import { LOGIN_EMAIL_PATTERN, ROLE_IDS, roleSignsIn } from './limits.ts';
import { createEventSchema, eventListQuerySchema, fitsAges, updateEventSchema, utcInstant } from './events.ts';
import { isCalendarDate } from './fields.ts';
import { createMemberSchema, memberListQuerySchema, patchMemberSchema, updateMemberSchema } from './members.ts';
import { memberCardsQuerySchema } from './member-cards.ts';
import { pickupSchema, pickupsSchema } from './pickups.ts';
import { registerAttendeeSchema } from './attendance.ts';
import { absenteesQuerySchema } from './reports.ts';
import { loginBodySchema } from './auth.ts';
import { englishText, parseMessage } from './messages.ts';

/** The English of each issue's message token. */
function messagesOf(result: { success: boolean; error?: { issues: { message: string }[] } }) {
  return result.error?.issues.map((issue) => englishText(parseMessage(issue.message)!)) ?? [];
}

describe('isCalendarDate', () => {
  it.each(['2024-02-29', '1999-12-31', '2026-01-01'])('accepts %s', (value) => expect(isCalendarDate(value)).toBe(true));
  it.each(['2023-02-29', '2026-13-01', '2026-1-1', '20260101', 'yesterday', ''])('refuses %s', (value) =>
    expect(isCalendarDate(value)).toBe(false),
  );
});

describe('LOGIN_EMAIL_PATTERN', () => {
  it.each(['a@b.co', 'first.last@club.org', 'x@y.z.com'])('accepts %s', (value) => expect(LOGIN_EMAIL_PATTERN.test(value)).toBe(true));
  it.each(['a@b.c', 'a@b.info', 'no-at.com', 'a b@c.com', 'a@b'])('refuses %s', (value) =>
    expect(LOGIN_EMAIL_PATTERN.test(value)).toBe(false),
  );
});

describe('newPasswordSchema', () => {
  it('accepts a password with every class and trims it', () => {
    expect(newPasswordSchema.parse('  Abcdef1!  ')).toBe('Abcdef1!');
  });
  it('lists every broken rule at once', () => {
    expect(messagesOf(newPasswordSchema.safeParse('abc'))).toEqual([
      'New password must have at least 8 characters.',
      'New password must have at least one uppercase letter.',
      'New password must have at least one digit.',
      'New password must have at least one special character.',
    ]);
  });
  it('confirms only when a confirmation is sent', () => {
    const base = { code: 1, currentPassword: 'x', newPassword: 'Abcdef1!' };
    expect(changePasswordBodySchema.safeParse(base).success).toBe(true);
    expect(messagesOf(changePasswordBodySchema.safeParse({ ...base, confirmPassword: 'Abcdef1?' }))).toEqual([
      'Must match the new password.',
    ]);
  });
});

describe('a member email', () => {
  const member = { roleId: ROLE_IDS.member, firstName: 'Lucía', lastName: 'Ortega' };

  it('is optional: absent, null, empty or blank is null', () => {
    for (const email of [undefined, null, '', '  ']) expect(createMemberSchema.parse({ ...member, email }).email).toBeNull();
    expect(createMemberSchema.parse({ ...member, email: ' A@b.co ' }).email).toBe('A@b.co');
    expect(messagesOf(createMemberSchema.safeParse({ ...member, email: 'a@' }))).toEqual(['Must be a valid email.']);
  });

  it("is required of the roles that sign in, on the email field, beside the other fields' issues", () => {
    expect(roleSignsIn(ROLE_IDS.administrator) && roleSignsIn(ROLE_IDS.coordinator) && !roleSignsIn(ROLE_IDS.member)).toBe(true);
    for (const schema of [createMemberSchema, updateMemberSchema]) {
      const result = schema.safeParse({ ...member, roleId: ROLE_IDS.coordinator, firstName: '', email: '' });
      expect(result.error?.issues.map((issue) => [issue.path.join('.'), englishText(parseMessage(issue.message)!)])).toEqual([
        ['firstName', 'First name is required.'],
        ['email', 'Email is required for Administrators and Coordinators.'],
      ]);
    }
    expect(messagesOf(createMemberSchema.safeParse({ ...member, roleId: 'x', email: '' }))).toEqual(['Must be a number.']);
  });

  it('may be taken away by a PATCH (null) or left as it is (absent)', () => {
    expect(patchMemberSchema.parse({ email: '' })).toEqual({ email: null });
    expect(patchMemberSchema.parse({ phones: '555-0101' })).toEqual({ phones: '555-0101' });
  });
});

describe("a new member's household", () => {
  const member = { roleId: ROLE_IDS.member, firstName: 'Pablo', lastName: 'Ruiz' };
  it('is none unless given, and takes an id and one of the three roles', () => {
    expect(createMemberSchema.parse(member).household).toBeNull();
    expect(createMemberSchema.parse({ ...member, household: null }).household).toBeNull();
    expect(createMemberSchema.parse({ ...member, household: { id: 4, role: 'child' } }).household).toEqual({ id: 4, role: 'child' });
    expect(messagesOf(createMemberSchema.safeParse({ ...member, household: { id: 4, role: 'kid' } }))).toEqual([
      'Role must be adult, child or other.',
    ]);
    expect(messagesOf(createMemberSchema.safeParse({ ...member, household: { id: 0, role: 'adult' } }))).toEqual(['Must be a number.']);
  });
});

describe("a member's pickups", () => {
  const member = { roleId: ROLE_IDS.member, firstName: 'Pablo', lastName: 'Ruiz' };
  const rosa = { name: 'Rosa Ruiz', phone: '555-0101', relation: 'Grandmother', allowed: true, note: null };

  it('are none on create unless given, and left out on update (kept by the server)', () => {
    expect(createMemberSchema.parse(member).pickups).toEqual([]);
    expect(updateMemberSchema.parse(member).pickups).toBeUndefined();
    expect(updateMemberSchema.parse({ ...member, pickups: [] }).pickups).toEqual([]);
  });

  it('trim their texts, empty ones null', () => {
    expect(pickupSchema.parse({ name: ' Rosa ', phone: '', relation: '  ', allowed: true })).toEqual({
      name: 'Rosa',
      phone: null,
      relation: null,
      allowed: true,
      note: null,
    });
  });

  it('need a note, not blank, for someone not allowed', () => {
    expect(messagesOf(pickupSchema.safeParse({ ...rosa, allowed: false, note: ' ' }))).toEqual([
      'Say why this person may not collect them.',
    ]);
    expect(pickupSchema.safeParse({ ...rosa, allowed: false, note: 'Court order' }).success).toBe(true);
  });

  it('are ten at most', () => {
    expect(pickupsSchema.safeParse(Array.from({ length: 10 }, () => rosa)).success).toBe(true);
    expect(messagesOf(pickupsSchema.safeParse(Array.from({ length: 11 }, () => rosa)))).toEqual(['A member can have at most 10 pickups.']);
  });
});

describe('list queries', () => {
  it('applies the list defaults (docs/product.md §2.8)', () => {
    expect(memberListQuerySchema.parse({})).toEqual({ page: 1, size: 10, sort: 'fullname', direction: 'asc' });
    expect(eventListQuerySchema.parse({})).toMatchObject({ page: 1, size: 10, sort: 'start-date', direction: 'asc' });
  });
  it('offers pages of 50 and 100 besides 5, 10 and 20, and no other size (decision 049)', () => {
    for (const size of [5, 10, 20, 50, 100]) expect(memberListQuerySchema.parse({ size: String(size) }).size).toBe(size);
    for (const size of ['25', '99', '200']) expect(memberListQuerySchema.safeParse({ size }).success).toBe(false);
  });
  it('sorts members by last name when asked', () => {
    expect(memberListQuerySchema.parse({ sort: 'lastname', direction: 'desc' })).toMatchObject({ sort: 'lastname', direction: 'desc' });
  });
  it("takes the member cards' filters without paging, on A4 unless Letter is asked for", () => {
    expect(memberCardsQuerySchema.parse({ role: '3', page: '2', size: '5' })).toEqual({
      sort: 'fullname',
      direction: 'asc',
      role: [3],
      paper: 'a4',
    });
    expect(memberCardsQuerySchema.parse({ paper: 'letter' }).paper).toBe('letter');
    expect(messagesOf(memberCardsQuerySchema.safeParse({ paper: 'a3' }))).toEqual(['Paper must be a4 or letter.']);
  });
  it('turns a single repeated parameter into an array', () => {
    expect(memberListQuerySchema.parse({ role: '2', status: ['enabled', 'disabled'] })).toMatchObject({
      role: [2],
      status: ['enabled', 'disabled'],
    });
  });
  it('reads UTC date bounds with or without milliseconds', () => {
    const query = eventListQuerySchema.parse({ startafter: '2026-03-08 05:00:00', startbefore: '2026-03-09 04:59:59.999' });
    expect(query.startafter).toBe(Date.UTC(2026, 2, 8, 5));
    expect(query.startbefore).toBe(Date.UTC(2026, 2, 9, 4, 59, 59, 999));
    expect(eventListQuerySchema.safeParse({ endbefore: '2026-03-09' }).success).toBe(false);
  });
});

describe('createEventSchema', () => {
  const event = {
    programId: 1,
    categoryId: 1,
    venueId: 1,
    name: 'Gala',
    startDate: '2026-05-01',
    startTime: '18:00',
    endDate: '2026-05-01',
    endTime: '22:00',
  };
  it('accepts an event and defaults the switches to false', () => {
    expect(createEventSchema.parse(event)).toMatchObject({ registrationRequired: false, isPublic: false, description: null });
  });
  it('refuses an end before the start on endDate', () => {
    const result = createEventSchema.safeParse({ ...event, endTime: '17:59' });
    expect(result.error?.issues).toEqual([expect.objectContaining({ path: ['endDate'], message: 'events.endBeforeStart' })]);
    expect(messagesOf(result)).toEqual(['End must not be before the start.']);
  });
  it('converts wire date and time to one UTC instant', () => {
    expect(utcInstant('2026-05-01', '18:00')).toBe(Date.UTC(2026, 4, 1, 18));
  });
  it('takes ages from and to as whole years from 0 to 120, none when left out or null', () => {
    expect(createEventSchema.parse(event)).toMatchObject({ ageMin: null, ageMax: null });
    expect(createEventSchema.parse({ ...event, ageMin: null, ageMax: 11 })).toMatchObject({ ageMin: null, ageMax: 11 });
    expect(updateEventSchema.parse({ ...event, ageMin: 0, ageMax: 120 })).toMatchObject({ ageMin: 0, ageMax: 120 });
    expect(createEventSchema.parse({ ...event, ageMin: 7, ageMax: 7 })).toMatchObject({ ageMin: 7, ageMax: 7 });
    const bad = (ageMin: unknown) => messagesOf(createEventSchema.safeParse({ ...event, ageMin }));
    expect(bad(-1)).toEqual(['Must be 0 or more.']);
    expect(bad(121)).toEqual(['Must be at most 120.']);
    expect(bad(2.5)).toEqual(['Must be a whole number.']);
    expect(bad('3')).toEqual(['Must be a number.']);
  });
  it('refuses ages to below ages from on ageMax, beside the other fields’ issues', () => {
    for (const schema of [createEventSchema, updateEventSchema]) {
      const result = schema.safeParse({ ...event, name: '', ageMin: 12, ageMax: 11 });
      expect(result.error?.issues.map((issue) => [issue.path.join('.'), englishText(parseMessage(issue.message)!)])).toEqual([
        ['name', 'Name is required.'],
        ['ageMax', 'Ages to must not be below ages from.'],
      ]);
    }
  });
});

describe('fitsAges', () => {
  const ages = (ageMin: number | null, ageMax: number | null) => ({ ageMin, ageMax });
  it('lets everyone, even without a known age, into an event without limits', () => {
    expect(fitsAges(0, ages(null, null))).toBe(true);
    expect(fitsAges(90, ages(null, null))).toBe(true);
    expect(fitsAges(null, ages(null, null))).toBe(true);
  });
  it('lets in the ages within the limits, both ends included', () => {
    expect([2, 3, 11, 12].map((age) => fitsAges(age, ages(3, 11)))).toEqual([false, true, true, false]);
    expect([11, 12, 80].map((age) => fitsAges(age, ages(12, null)))).toEqual([false, true, true]);
    expect([0, 5, 6].map((age) => fitsAges(age, ages(null, 5)))).toEqual([true, true, false]);
  });
  it('keeps someone without a known age out of an event with any limit', () => {
    expect(fitsAges(null, ages(3, 11))).toBe(false);
    expect(fitsAges(null, ages(12, null))).toBe(false);
    expect(fitsAges(null, ages(null, 5))).toBe(false);
  });
});

describe('messages once written inline', () => {
  it('keep their English texts, now with codes', () => {
    expect(messagesOf(memberListQuerySchema.safeParse({ page: 'x', size: '7', sort: 'age', direction: 'up', status: 'gone' }))).toEqual([
      'Page must be a number.',
      'Size must be one of 5, 10, 20, 50, 100.',
      'Sort must be one of code, fullname, lastname, email, role, status.',
      'Direction must be asc or desc.',
      'Status must be one of enabled, disabled.',
    ]);
    expect(messagesOf(memberListQuerySchema.safeParse({ page: '0', search: 'x'.repeat(201), role: '2147483648' }))).toEqual([
      'Page must be 1 or more.',
      'Search must be at most 200 characters.',
      'Must be at most 2147483647.',
    ]);
    expect(messagesOf(eventListQuerySchema.safeParse({ startafter: 'soon', status: 'over' }))).toEqual([
      'Must be a UTC date and time written YYYY-MM-DD HH:mm:ss.',
      'Status must be one of upcoming, in-progress, finalized, cancelled.',
    ]);
    expect(messagesOf(patchMemberSchema.safeParse({}))).toEqual(['Send at least one field to change.']);
    expect(messagesOf(registerAttendeeSchema.safeParse({ code: 1.5 }))).toEqual(['Must be a number.']);
    expect(messagesOf(registerAttendeeSchema.safeParse({}))).toEqual(['Code is required.']);
    expect(messagesOf(absenteesQuerySchema.safeParse({ weeks: '53', minEvents: '0' }))).toEqual([
      'Weeks must be at most 52.',
      'Minimum events must be 1 or more.',
    ]);
    expect(messagesOf(absenteesQuerySchema.safeParse({ weeks: 'x' }))).toEqual(['Weeks must be a whole number.']);
  });

  it('give the sign-in body messages of its own', () => {
    expect(messagesOf(loginBodySchema.safeParse({ email: 5, password: 'x'.repeat(129) }))).toEqual([
      'Must be text.',
      'Must be at most 128 characters.',
    ]);
    expect(messagesOf(loginBodySchema.safeParse({}))).toEqual(['Email is required.', 'Password is required.']);
  });
});
