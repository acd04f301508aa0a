import { messages, type CreateSeriesInput, type Event, type EventSeries, type SeriesWeekday } from '@console/contracts';
import type { Db } from '../../db/database.ts';
import { inTransaction } from '../../db/transaction.ts';
import { notFound } from '../../lib/errors.ts';
import type { Actor } from '../audit/actor.ts';
import { recordChanges } from '../audit/changes.service.ts';
import * as eventsRepo from '../events/events.repository.ts';
import { assertReferencesExist, toEvent, toWrite } from '../events/events.service.ts';
import * as repo from './event-series.repository.ts';
import { planSeries } from './occurrences.ts';

function toSeries(row: repo.SeriesRow, events: Event[]): EventSeries {
  return {
    id: row.id,
    repeat: {
      frequency: row.frequency,
      interval: row.interval,
      // Stored as the contract's days, comma-separated.
      weekdays: row.weekdays === null ? null : (row.weekdays.split(',') as SeriesWeekday[]),
      monthlyBy: row.monthly_by,
      until: row.until,
      count: row.count,
    },
    rule: row.rule,
    timeZone: row.time_zone,
    events: events.map(({ code, name, startDate, startTime, endDate, endTime, status, isCancelled }) => ({
      code,
      name,
      startDate,
      startTime,
      endDate,
      endTime,
      status,
      isCancelled,
    })),
  };
}

async function seriesOf(db: Db, id: number, now: number): Promise<{ row: repo.SeriesRow; events: Event[] }> {
  const row = await repo.findSeries(db, id);
  if (!row) throw notFound(messages.eventSeries.notFound);
  return { row, events: (await eventsRepo.findSeriesEvents(db, id)).map((event) => toEvent(event, now)) };
}

export async function getSeries(db: Db, id: number, now = Date.now()): Promise<EventSeries> {
  const { row, events } = await seriesOf(db, id, now);
  return toSeries(row, events);
}

/**
 * Makes a series and all its events (docs/api.md, "Event series") in one transaction: the rule
 * judged first (occurrences.ts, in the organisation's `timeZone`), then the references, the
 * series, its events in one insert, and one 'event.created' change for each event, as POST
 * /events records one, so that webhooks hear every event made.
 */
export async function createSeries(
  db: Db,
  actor: Actor,
  input: CreateSeriesInput,
  timeZone: string,
  now = Date.now(),
): Promise<EventSeries> {
  const first = toWrite(input, false);
  const plan = planSeries(input.repeat, first.startsAt, timeZone);
  const duration = first.endsAt - first.startsAt;
  return inTransaction(db, async (trx) => {
    await assertReferencesExist(trx, input);
    const id = await repo.insertSeries(
      trx,
      {
        rule: plan.rule,
        frequency: input.repeat.frequency,
        interval: input.repeat.interval,
        weekdays: input.repeat.frequency === 'weekly' ? (input.repeat.weekdays ?? []).join(',') : null,
        monthly_by: input.repeat.frequency === 'monthly' ? (input.repeat.monthlyBy ?? null) : null,
        until: input.repeat.until ?? null,
        count: input.repeat.until === undefined ? (input.repeat.count ?? null) : null,
        time_zone: timeZone,
      },
      now,
    );
    await eventsRepo.insertSeriesEvents(
      trx,
      id,
      plan.starts.map((startsAt) => ({ ...first, startsAt, endsAt: startsAt + duration })),
      now,
    );
    const { row, events } = await seriesOf(trx, id, now);
    await recordChanges(
      trx,
      actor,
      events.map((event) => ({ action: 'event.created', target: { kind: 'event', id: event.code }, data: event })),
      now,
    );
    return toSeries(row, events);
  });
}
