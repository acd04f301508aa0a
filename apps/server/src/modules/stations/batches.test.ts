import { randomUUID } from 'node:crypto';
import { SECURITY_CODE_ALPHABET } from '@console/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadConfig } from '../../config.ts';
import { localChangeFeed } from '../../db/change-feed.ts';
import { createMember, createTestContext, type TestContext } from '../../test/context.ts';
import { createEvent } from '../../test/factories.ts';
import { pdfPages } from '../../test/pdf.ts';
import { asStation, createFamily, enrolStation, type EnrolledStation } from '../../test/stations.ts';
import { SYSTEM_ACTOR } from '../audit/actor.ts';
import { checkInBatch } from './batches.service.ts';
import { dayIn } from './day.ts';

/*
 * Household check-in batches and their security codes (docs/api.md, "Household check-in",
 * "Security codes"), from a station and from staff, on both databases.
 */

let ctx: TestContext;
let kiosk: EnrolledStation;
beforeAll(async () => {
  ctx = await createTestContext();
  kiosk = await enrolStation(ctx, { name: 'Kiosk by the nursery' });
});
afterAll(() => ctx.close());

const MINUTE = 60_000;
const FOUR_CHARACTERS = new RegExp(`^[${SECURITY_CODE_ALPHABET}]{4}$`);
const running = (overrides: { registrationRequired?: boolean } = {}) =>
  createEvent(ctx.db, { startsAt: Date.now() - 10 * MINUTE, endsAt: Date.now() + 80 * MINUTE, ...overrides });

const family = () => createFamily(ctx, 'Batch', { older: { foodAllergies: 'Peanuts' } });

const stationBatch = (body: unknown, station: EnrolledStation = kiosk) =>
  asStation(ctx, station, { method: 'POST', url: '/api/station/check-ins', body });
const staffBatch = (body: unknown) => ctx.request({ method: 'POST', url: '/api/check-in-batches', token: ctx.adminToken, body });
const attendance = (event: number) =>
  ctx.db
    .selectFrom('attendance')
    .select(['member_code', 'checked_in_at', 'checked_in_by'])
    .where('event_code', '=', event)
    .orderBy('member_code')
    .execute();

describe('a household check-in', () => {
  it("checks in the chosen children to their events under one code, logged as the station's", async () => {
    const family1 = await family();
    const kids = await running();
    const babies = await running();
    const scanId = randomUUID();
    const body = {
      scanId,
      householdId: family1.id,
      selections: [
        { memberCode: family1.older, eventCode: kids },
        { memberCode: family1.younger, eventCode: babies },
      ],
    };
    const answer = await stationBatch(body);
    expect(answer.status, JSON.stringify(answer.body)).toBe(201);
    expect(answer.body).toEqual({
      batchId: expect.stringMatching(/^[0-9a-f-]{36}$/),
      securityCode: expect.stringMatching(FOUR_CHARACTERS),
      results: [
        { memberCode: family1.older, eventCode: kids, alreadyCheckedIn: false, care: { foodAllergies: 'Peanuts' } },
        { memberCode: family1.younger, eventCode: babies, alreadyCheckedIn: false, care: null },
      ],
    });
    expect(await attendance(kids)).toEqual([{ member_code: family1.older, checked_in_at: expect.any(Number), checked_in_by: null }]);
    expect(await attendance(babies)).toEqual([{ member_code: family1.younger, checked_in_at: expect.any(Number), checked_in_by: null }]);
    const log = await ctx.db
      .selectFrom('check_ins')
      .select(['member_code', 'by_code', 'station', 'scan_id', 'action'])
      .where('event_code', '=', kids)
      .execute();
    expect(log).toEqual([
      { member_code: family1.older, by_code: null, station: 'Kiosk by the nursery', scan_id: scanId, action: 'check-in' },
    ]);

    // The same scan again (a kiosk that lost the answer): the same answer, nothing new.
    const retry = await stationBatch(body);
    expect(retry).toMatchObject({ status: 201, body: answer.body });
    expect(await ctx.db.selectFrom('check_ins').select('id').where('event_code', 'in', [kids, babies]).execute()).toHaveLength(2);
    expect(await ctx.db.selectFrom('check_in_batches').select('id').where('scan_id', '=', scanId).execute()).toHaveLength(1);

    // Checked in again by a new scan: a new batch and code, "already checked in".
    const again = await stationBatch({ ...body, scanId: randomUUID(), selections: body.selections.slice(0, 1) });
    expect(again.body.results).toEqual([
      { memberCode: family1.older, eventCode: kids, alreadyCheckedIn: true, care: { foodAllergies: 'Peanuts' } },
    ]);
    expect(again.body.batchId).not.toBe(answer.body.batchId);
  });

  it('registers a child for an event that requires registration, and staff can do the same', async () => {
    const family1 = await family();
    const closed = await running({ registrationRequired: true });
    const answer = await staffBatch({
      scanId: randomUUID(),
      householdId: family1.id,
      selections: [{ memberCode: family1.older, eventCode: closed }],
    });
    expect(answer.status, JSON.stringify(answer.body)).toBe(201);
    const admin = await ctx.db.selectFrom('members').select('code').where('email', '=', 'admin@example.com').executeTakeFirstOrThrow();
    expect(await attendance(closed)).toEqual([
      { member_code: family1.older, checked_in_at: expect.any(Number), checked_in_by: admin.code },
    ]);
    const batch = await ctx.db
      .selectFrom('check_in_batches')
      .select(['by_code', 'station_id'])
      .where('id', '=', answer.body.batchId)
      .executeTakeFirstOrThrow();
    expect(batch).toEqual({ by_code: admin.code, station_id: null });
  });

  it('refuses someone outside the household, an unknown household and an event the station does not serve, changing nothing', async () => {
    const family1 = await family();
    const stranger = await createMember(ctx.db, { firstName: 'Nadia', lastName: `Stranger${process.pid}` });
    const kids = await running();
    const tomorrow = await createEvent(ctx.db, { startsAt: Date.now() + 24 * 60 * MINUTE });
    const outside = await stationBatch({
      scanId: randomUUID(),
      householdId: family1.id,
      selections: [
        { memberCode: family1.older, eventCode: kids },
        { memberCode: stranger, eventCode: kids },
      ],
    });
    expect(outside).toMatchObject({ status: 409, body: { message: `Not in this household: Nadia Stranger${process.pid}.` } });
    const unknown = await stationBatch({
      scanId: randomUUID(),
      householdId: 2_000_000_000,
      selections: [{ memberCode: family1.older, eventCode: kids }],
    });
    expect(unknown).toMatchObject({ status: 404, body: { message: 'Household not found' } });
    const notServed = await stationBatch({
      scanId: randomUUID(),
      householdId: family1.id,
      selections: [{ memberCode: family1.older, eventCode: tomorrow }],
    });
    expect(notServed).toMatchObject({ status: 403, body: { message: `This station does not check people in to event ${tomorrow}.` } });
    expect(await attendance(kids)).toEqual([]);
    expect(await attendance(tomorrow)).toEqual([]);
  });

  it('refuses bad input with the contract body', async () => {
    const family1 = await family();
    const kids = await running();
    const pick = { memberCode: family1.older, eventCode: kids };
    expect((await stationBatch({ scanId: 'not-a-uuid', householdId: family1.id, selections: [pick] })).status).toBe(400);
    expect((await stationBatch({ scanId: randomUUID(), householdId: family1.id, selections: [] })).status).toBe(400);
    const twice = await stationBatch({ scanId: randomUUID(), householdId: family1.id, selections: [pick, pick] });
    expect(twice).toMatchObject({ status: 400, body: { errors: { selections: ['A person is chosen twice for the same event.'] } } });
    expect((await stationBatch({ scanId: randomUUID(), householdId: '1', selections: [pick] })).status).toBe(400);
    expect(await attendance(kids)).toEqual([]);
  });

  it('makes one batch of one scan sent twice at once', async () => {
    const family1 = await family();
    const kids = await running();
    const body = {
      scanId: randomUUID(),
      householdId: family1.id,
      selections: [
        { memberCode: family1.older, eventCode: kids },
        { memberCode: family1.younger, eventCode: kids },
      ],
    };
    const [first, second] = await Promise.all([stationBatch(body), stationBatch(body)]);
    expect(first.status).toBe(201);
    expect(second).toMatchObject({ status: 201, body: first.body });
    expect(await ctx.db.selectFrom('check_in_batches').select('id').where('scan_id', '=', body.scanId).execute()).toHaveLength(1);
    expect((await attendance(kids)).map((row) => row.member_code)).toEqual([family1.older, family1.younger].sort((a, b) => a - b));
  });

  it('makes one check-in each when two stations check in the same family at once', async () => {
    const family1 = await family();
    const kids = await running();
    const other = await enrolStation(ctx, { name: 'Second kiosk' });
    const selections = [
      { memberCode: family1.older, eventCode: kids },
      { memberCode: family1.younger, eventCode: kids },
    ];
    const [a, b] = await Promise.all([
      stationBatch({ scanId: randomUUID(), householdId: family1.id, selections }),
      stationBatch({ scanId: randomUUID(), householdId: family1.id, selections: [...selections].reverse() }, other),
    ]);
    expect([a.status, b.status]).toEqual([201, 201]);
    expect(a.body.securityCode).not.toBe(b.body.securityCode);
    const log = await ctx.db
      .selectFrom('check_ins')
      .select('member_code')
      .where('event_code', '=', kids)
      .where('action', '=', 'check-in')
      .execute();
    expect(log).toHaveLength(2);
    const already = [...a.body.results, ...b.body.results].filter((result: { alreadyCheckedIn: boolean }) => result.alreadyCheckedIn);
    expect(already).toHaveLength(2);
  });
});

describe("a batch's labels", () => {
  const labels = (batchId: string, query = '') =>
    ctx.app.inject({ method: 'GET', url: `/api/check-in-batches/${batchId}/labels.pdf${query}`, headers: { cookie: kiosk.cookie } });

  it('print a name label for each child, then the pickup tag; printed again, the same code', async () => {
    const family1 = await family();
    const kids = await createEvent(ctx.db, { name: 'Sunday kids', startsAt: Date.now() - 10 * MINUTE, endsAt: Date.now() + 80 * MINUTE });
    const answer = await stationBatch({
      scanId: randomUUID(),
      householdId: family1.id,
      selections: [
        { memberCode: family1.older, eventCode: kids },
        { memberCode: family1.younger, eventCode: kids },
        { memberCode: family1.parent, eventCode: kids },
      ],
    });
    expect(answer.status).toBe(201);
    const { batchId, securityCode } = answer.body as { batchId: string; securityCode: string };
    const pdf = await labels(batchId);
    expect(pdf.statusCode).toBe(200);
    expect(pdf.headers['content-type']).toBe('application/pdf');
    // The kiosk's stock (Dymo, one label a page): two children and the tag; the parent gets none.
    const pages = await pdfPages(pdf.rawPayload);
    expect(pages).toHaveLength(3);
    const today = new Date().toISOString().slice(0, 10);
    for (const [page, first] of [
      [pages[0], 'Leo'],
      [pages[1], 'Ada'],
    ] as const) {
      for (const text of [first, family1.surname, 'Sunday kids', securityCode, today]) expect(page).toContain(text);
    }
    expect(pages[0]).toContain('ALLERGIES: Peanuts');
    expect(pages[1]).not.toContain('ALLERGIES');
    expect(pages[2]).toContain(securityCode);
    expect(pages[2]).toContain('Leo, Ada');
    expect(pages.join('')).not.toContain('Marta');

    const again = await pdfPages((await labels(batchId)).rawPayload);
    expect(again[2]).toContain(securityCode);
    const sheet = await pdfPages((await labels(batchId, '?format=avery-5160')).rawPayload);
    expect(sheet).toHaveLength(1);
  });

  it('answer 404 for a batch that is not there, and 400 for a format that is not one', async () => {
    expect((await labels(randomUUID())).statusCode).toBe(404);
    expect((await labels(randomUUID(), '?format=a4')).statusCode).toBe(400);
  });
});

describe('security codes', () => {
  it('are never alike among 2,000 batches of one day', async () => {
    const family1 = await family();
    const kids = await running();
    const feed = localChangeFeed();
    const now = Date.now();
    const codes = new Set<string>();
    for (let i = 0; i < 2000; i += 1) {
      const answer = await checkInBatch(
        ctx.db,
        feed,
        { scanId: randomUUID(), householdId: family1.id, selections: [{ memberCode: family1.older, eventCode: kids }] },
        { staff: { code: 1, firstName: 'Test', lastName: 'Staff', sessionId: 0, roleId: 1, role: 'Administrator' } },
        SYSTEM_ACTOR,
        'UTC',
        now + i,
      );
      expect(answer.securityCode).toMatch(FOUR_CHARACTERS);
      codes.add(answer.securityCode);
    }
    expect(codes.size).toBe(2000);
  });

  it('take their day from TIME_ZONE, an IANA name, UTC unless set', () => {
    expect(loadConfig({}).TIME_ZONE).toBe('UTC');
    expect(loadConfig({ TIME_ZONE: 'Europe/Madrid' }).TIME_ZONE).toBe('Europe/Madrid');
    for (const bad of ['Mars/Olympus', 'CEST+2', '']) expect(() => loadConfig({ TIME_ZONE: bad }), bad).toThrow(/TIME_ZONE/);
  });

  it('belong to the day in TIME_ZONE', () => {
    // 23:30 UTC on 28 November is already the 29th in Madrid and still the 28th in Chicago.
    const instant = Date.UTC(2026, 10, 28, 23, 30);
    expect(dayIn('UTC', instant)).toBe('2026-11-28');
    expect(dayIn('Europe/Madrid', instant)).toBe('2026-11-29');
    expect(dayIn('America/Chicago', instant)).toBe('2026-11-28');
  });
});
