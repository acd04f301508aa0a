import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestContext, type TestContext } from '../test/context.ts';
import { DEMO_STOPPED_COMING, fillDemoData } from './demo-data.ts';

let ctx: TestContext;
// A year of weekly services goes through the services one registration at a time: about 25 s
// on an idle two-core machine, so the hook gets room for a loaded one.
beforeAll(async () => {
  ctx = await createTestContext();
  await fillDemoData(ctx.db);
}, 180_000);
afterAll(() => ctx.close());

const get = (url: string) => ctx.request({ method: 'GET', url, token: ctx.adminToken }).then((response) => response.body);

describe('npm run demo data', () => {
  it('has about 300 members with accented names and every field filled for some', async () => {
    const members = await get('/api/members?size=20');
    // 300, the Administrator, the weekly service's leavers and the duplicates.
    expect(members.totalCount).toBe(301 + DEMO_STOPPED_COMING + 4);
    expect((await get('/api/members?search=nunez')).totalCount).toBeGreaterThan(0);
    const detailed = await ctx.db
      .selectFrom('members')
      .select('code')
      .where('hobbies', 'is not', null)
      .where('food_allergies', 'is not', null)
      .execute();
    expect(detailed.length).toBeGreaterThan(0);
    expect((await get('/api/members?status=disabled')).totalCount).toBeGreaterThan(0);
  });

  it('has 40 events in every status and a year of weekly services, with registrations and check-ins', async () => {
    expect((await get('/api/events')).totalCount).toBe(40 + 52);
    for (const status of ['upcoming', 'in-progress', 'finalized', 'cancelled']) {
      expect((await get(`/api/events?status=${status}`)).totalCount, status).toBeGreaterThan(0);
    }
    const inProgress = (await get('/api/events?status=in-progress')).events;
    expect(inProgress.every((event: { registered: number; checked: number }) => event.registered > 0 && event.checked > 0)).toBe(true);
  });

  it('has programs, categories and venues placed in real cities', async () => {
    expect((await get('/api/programs')).totalCount).toBe(10);
    expect(await get('/api/event-categories')).toHaveLength(6);
    const venues = await get('/api/venues');
    expect(venues.map((venue: { city: string }) => venue.city)).toEqual(expect.arrayContaining(['Montréal', 'Toronto', 'Chicago']));
  });

  it('gives the reports a year of attendance, people who stopped coming, and possible duplicates', async () => {
    const today = new Date().toISOString().slice(0, 10);
    const yearAgo = new Date(Date.now() - 365 * 24 * 60 * 60 * 1000).toISOString().slice(0, 10);
    const report = await get(`/api/reports/attendance?from=${yearAgo}&to=${today}`);
    expect(report.byMonth.length).toBeGreaterThanOrEqual(12);
    expect(report.byMonth.filter((month: { checked: number }) => month.checked > 0).length).toBeGreaterThanOrEqual(12);
    const absentees = await get('/api/reports/absentees?weeks=4&minEvents=3');
    expect(absentees.length).toBeGreaterThanOrEqual(DEMO_STOPPED_COMING);
    const duplicates = await get('/api/members/duplicates');
    expect(duplicates.map((group: { reason: string }) => group.reason)).toEqual(
      expect.arrayContaining(['nameAndBirthDate', 'nameAndPhone']),
    );
  });
});
