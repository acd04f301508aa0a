import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { EVENT_STATUSES, EVENT_STATUS_LABELS, eventListQuerySchema } from '@console/contracts';
import { migrateToLatest } from '../../db/database.ts';
import { createTestDatabase, type TestDatabase } from '../../test/database.ts';
import { createEvent, createVenue } from '../../test/factories.ts';
import { eventStatus } from './event-status.ts';
import { listEvents } from './events.repository.ts';

const start = Date.UTC(2030, 5, 1, 18, 0);
const end = Date.UTC(2030, 5, 1, 21, 0);

/** The instants where the status turns, each with the status it has there. */
const instants = [
  ['1 ms before the start', start - 1, 'Upcoming'],
  ['the start', start, 'In Progress'],
  ['the end', end, 'In Progress'],
  ['1 ms after the end', end + 1, 'Finalized'],
] as const;

describe('eventStatus', () => {
  it.each(instants)('at %s is %s', (_label, now, status) => {
    expect(eventStatus(start, end, false, now)).toBe(status);
  });

  it.each(instants)('at %s is Cancelled when cancelled', (_label, now) => {
    expect(eventStatus(start, end, true, now)).toBe('Cancelled');
  });

  it('treats an event that starts and ends at one instant as in progress only then', () => {
    expect([start - 1, start, start + 1].map((now) => eventStatus(start, start, false, now))).toEqual([
      'Upcoming',
      'In Progress',
      'Finalized',
    ]);
  });
});

describe('the status filter in SQL', () => {
  let database: TestDatabase;
  let venueId: number;
  let open: number;
  let cancelled: number;

  beforeAll(async () => {
    database = await createTestDatabase();
    await migrateToLatest(database.db);
    venueId = await createVenue(database.db);
    open = await createEvent(database.db, { venueId, startsAt: start, endsAt: end });
    cancelled = await createEvent(database.db, { venueId, startsAt: start, endsAt: end, isCancelled: true });
  });
  afterAll(() => database.drop());

  it.each(instants)('agrees with eventStatus at %s', async (_label, now) => {
    for (const status of EVENT_STATUSES) {
      const query = eventListQuerySchema.parse({ venue: String(venueId), status, sort: 'code' });
      const { rows } = await listEvents(database.db, query, now);
      const expected = [open, cancelled].filter((code) => eventStatus(start, end, code === cancelled, now) === EVENT_STATUS_LABELS[status]);
      expect(
        rows.map((row) => row.code),
        status,
      ).toEqual(expected);
    }
  });
});
