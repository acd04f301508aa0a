import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ROLE_IDS } from '@console/contracts';
import { createMember, createTestContext, errorTexts, type TestContext } from '../../test/context.ts';
import { createEvent } from '../../test/factories.ts';
import { findDuplicates } from './merge.service.ts';

/* GET /api/members/duplicates and POST /api/members/{code}/merge (docs/api.md, "Duplicates and merge"). */

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestContext();
});
afterAll(() => ctx.close());

let tagCounter = 0;
const uniqueTag = () => `dup${(tagCounter += 1)}q${Date.now().toString(36)}`;

const duplicates = async () =>
  (await ctx.request({ method: 'GET', url: '/api/members/duplicates', token: ctx.adminToken })).body as {
    reason: string;
    members: { code: number }[];
  }[];
const merge = (code: number, into: unknown, token = ctx.adminToken) =>
  ctx.request({ method: 'POST', url: `/api/members/${code}/merge`, token, body: { into } });

async function attendanceOf(memberCode: number) {
  return ctx.db
    .selectFrom('attendance')
    .select(['event_code', 'registered_at', 'checked_in_at', 'checked_in_by'])
    .where('member_code', '=', memberCode)
    .orderBy('event_code')
    .execute();
}

describe('GET /api/members/duplicates', () => {
  it('groups enabled members with the same name (case and accents aside) and birth date, or name and phones', async () => {
    const tag = uniqueTag();
    const a = await createMember(ctx.db, { firstName: `José ${tag}`, lastName: 'Álvarez', birthDate: '1980-01-01' });
    const b = await createMember(ctx.db, { firstName: `jose ${tag}`, lastName: 'ALVAREZ', birthDate: '1980-01-01' });
    // Same name, other birth date: not this group.
    await createMember(ctx.db, { firstName: `José ${tag}`, lastName: 'Álvarez', birthDate: '1990-01-01' });
    // Disabled: not a candidate.
    await createMember(ctx.db, { firstName: `José ${tag}`, lastName: 'Álvarez', birthDate: '1980-01-01', isEnabled: false });
    const c = await createMember(ctx.db, { firstName: `Mia ${tag}`, lastName: 'Ruiz', phones: '555-0199' });
    const d = await createMember(ctx.db, { firstName: `Mia ${tag}`, lastName: 'Ruiz', phones: '555-0199', birthDate: '1970-03-03' });
    await createMember(ctx.db, { firstName: `Mia ${tag}`, lastName: 'Ruiz', phones: '555-0100' });
    // Both kinds at once: one group only, the birth date's.
    const e = await createMember(ctx.db, { firstName: `Noa ${tag}`, lastName: 'Sol', phones: '1', birthDate: '2000-01-01' });
    const f = await createMember(ctx.db, { firstName: `Noa ${tag}`, lastName: 'Sol', phones: '1', birthDate: '2000-01-01' });

    const ours = (await duplicates())
      .filter((group) => group.members.some((member) => [a, c, e].includes(member.code)))
      .map((group) => ({ reason: group.reason, codes: group.members.map((member) => member.code) }));
    expect(ours).toEqual([
      { reason: 'nameAndBirthDate', codes: [a, b] },
      { reason: 'nameAndPhone', codes: [c, d] },
      { reason: 'nameAndBirthDate', codes: [e, f] },
    ]);
  });
});

describe('the walk of possible duplicates by ranges of names', () => {
  it('finds the same groups whatever the size of its ranges, a name with more members than a range included', async () => {
    const tag = uniqueTag();
    const many: number[] = [];
    for (let index = 0; index < 5; index += 1) {
      many.push(await createMember(ctx.db, { firstName: `Ada ${tag}`, lastName: 'Lee', birthDate: '1999-09-09' }));
    }
    const other = await createMember(ctx.db, { firstName: `Ada ${tag}`, lastName: 'Lee', birthDate: '1999-09-10' });
    const bo = [
      await createMember(ctx.db, { firstName: `Bo ${tag}`, lastName: 'Lee', phones: '555-0101' }),
      await createMember(ctx.db, { firstName: `Bo ${tag}`, lastName: 'Lee', phones: '555-0101' }),
    ];
    const cy = [
      await createMember(ctx.db, { firstName: `Cy ${tag}`, lastName: 'Lee', birthDate: '2001-01-01' }),
      await createMember(ctx.db, { firstName: `Cy ${tag}`, lastName: 'Lee', birthDate: '2001-01-01' }),
    ];
    const expected = [
      { reason: 'nameAndBirthDate', codes: many },
      { reason: 'nameAndPhone', codes: bo },
      { reason: 'nameAndBirthDate', codes: cy },
    ];
    for (const namesPerRange of [1, 2, 3, 4, 7, 5_000]) {
      const ours = (await findDuplicates(ctx.db, { namesPerRange }))
        .filter((group) => group.members.some((member) => [...many, other, ...bo, ...cy].includes(member.code)))
        .map((group) => ({ reason: group.reason, codes: group.members.map((member) => member.code) }));
      expect(ours, `${namesPerRange} names per range`).toEqual(expected);
    }
  });
});

describe('POST /api/members/{code}/merge', () => {
  it('moves registrations and check-ins, keeps one row per event, fills empty fields, disables the merged member, records both histories', async () => {
    const tag = uniqueTag();
    const staff = await ctx.signInAs(ROLE_IDS.administrator);
    const merged = await createMember(ctx.db, {
      firstName: `Ana ${tag}`,
      lastName: 'Paz',
      phones: '555-0111',
      occupation: 'Nurse',
      foodAllergies: 'Nuts',
    });
    const kept = await createMember(ctx.db, { firstName: `Ana ${tag}`, lastName: 'Paz', occupation: 'Teacher' });
    const [onlyMerged, both, onlyKept, neither] = [
      await createEvent(ctx.db),
      await createEvent(ctx.db),
      await createEvent(ctx.db),
      await createEvent(ctx.db),
    ];
    await ctx.db
      .insertInto('attendance')
      .values([
        { event_code: onlyMerged, member_code: merged, registered_at: 1_000, checked_in_at: 1_500, checked_in_by: staff.code },
        { event_code: both, member_code: merged, registered_at: 2_000, checked_in_at: 2_600, checked_in_by: staff.code },
        { event_code: both, member_code: kept, registered_at: 2_100, checked_in_at: null, checked_in_by: null },
        { event_code: onlyKept, member_code: kept, registered_at: 3_000, checked_in_at: null, checked_in_by: null },
      ])
      .execute();
    await ctx.db
      .insertInto('check_ins')
      .values({
        event_code: onlyMerged,
        member_code: merged,
        at: 1_500,
        by_code: staff.code,
        station: null,
        scan_id: null,
        action: 'check-in',
      })
      .execute();

    const response = await merge(merged, kept, staff.token);
    expect(response.status).toBe(200);
    // Empty fields of the kept member come from the merged one; filled ones stay.
    expect(response.body).toMatchObject({ code: kept, phones: '555-0111', occupation: 'Teacher', foodAllergies: 'Nuts', isEnabled: true });

    expect(await attendanceOf(merged)).toEqual([]);
    expect(await attendanceOf(kept)).toEqual([
      { event_code: onlyMerged, registered_at: 1_000, checked_in_at: 1_500, checked_in_by: staff.code },
      { event_code: both, registered_at: 2_000, checked_in_at: 2_600, checked_in_by: staff.code },
      { event_code: onlyKept, registered_at: 3_000, checked_in_at: null, checked_in_by: null },
    ]);
    expect(neither).toBeGreaterThan(0);
    const log = await ctx.db.selectFrom('check_ins').select('member_code').where('event_code', '=', onlyMerged).execute();
    expect(log).toEqual([{ member_code: kept }]);

    const gone = await ctx.request({ method: 'GET', url: `/api/members?search=${tag}&status=enabled`, token: ctx.adminToken });
    expect(gone.body.members.map((member: { code: number }) => member.code)).toEqual([kept]);

    const history = async (code: number) =>
      (await ctx.request({ method: 'GET', url: `/api/members/${code}/history?size=20`, token: ctx.adminToken })).body.changes.map(
        (change: { field: string; oldValue: string | null; newValue: string | null; byCode: number }) => [
          change.field,
          change.oldValue,
          change.newValue,
          change.byCode,
        ],
      );
    expect(await history(merged)).toEqual([
      ['mergedInto', null, String(kept), staff.code],
      ['isEnabled', 'true', 'false', staff.code],
    ]);
    expect(await history(kept)).toEqual([
      ['mergedFrom', null, String(merged), staff.code],
      ['foodAllergies', null, 'Nuts', staff.code],
      ['phones', null, '555-0111', staff.code],
    ]);
  });

  it('refuses a merge into itself, into nobody, of a disabled member, into a disabled member, and of oneself', async () => {
    const [one, other] = [await createMember(ctx.db), await createMember(ctx.db)];
    const disabled = await createMember(ctx.db, { isEnabled: false });
    expect(errorTexts((await merge(one, one)).body)).toEqual({
      message: 'A member cannot be merged into itself.',
      errors: { into: ['A member cannot be merged into itself.'] },
    });
    expect((await merge(one, 99_999_999)).status).toBe(404);
    expect((await merge(99_999_999, one)).status).toBe(404);
    expect((await merge(one, 'x')).status).toBe(400);
    expect(await merge(disabled, one)).toMatchObject({ status: 409, body: { message: 'This member is disabled already.' } });
    expect(await merge(one, disabled)).toMatchObject({ status: 409, body: { message: 'The member to keep must be enabled.' } });
    const admin = await ctx.signInAs(ROLE_IDS.administrator);
    expect(await merge(admin.code, other, admin.token)).toMatchObject({ status: 409, body: { message: 'You cannot disable yourself.' } });
    // Nothing changed on any refusal.
    expect(await attendanceOf(one)).toEqual([]);
    const stillEnabled = await ctx.db.selectFrom('members').select('is_enabled').where('code', 'in', [one, other, admin.code]).execute();
    expect(stillEnabled.every((row) => row.is_enabled === 1)).toBe(true);
  });
});
