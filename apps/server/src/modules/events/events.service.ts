import {
  EVENT_STATUS_LABELS,
  STATION_EVENT_LEAD_MINUTES,
  messages,
  utcInstant,
  type CreateEventInput,
  type Event,
  type EventExportQuery,
  type EventList,
  type EventListQuery,
  type MessageToken,
  type SeriesEditScope,
  type UpdateEventInput,
} from '@console/contracts';
import type { Db } from '../../db/database.ts';
import { inTransaction } from '../../db/transaction.ts';
import { csvStream, type CsvColumn } from '../../lib/csv.ts';
import { badRequest, conflict, fieldError, notFound } from '../../lib/errors.ts';
import { inBatches } from '../../lib/in-batches.ts';
import type { Actor } from '../audit/actor.ts';
import { recordChanges, recorded } from '../audit/changes.service.ts';
import { eventStatus } from './event-status.ts';
import { followingWrite } from './following.ts';
import * as repo from './events.repository.ts';

const m = messages.events;

/** Instants travel as UTC `YYYY-MM-DD` and `HH:mm` (docs/api.md, Events). */
export const utcDate = (instant: number) => new Date(instant).toISOString().slice(0, 10);
export const utcTime = (instant: number) => new Date(instant).toISOString().slice(11, 16);

export function toEvent(row: repo.EventRow, now: number): Event {
  return {
    code: row.code,
    name: row.name,
    description: row.description,
    programId: row.program_id,
    program: row.program,
    categoryId: row.category_id,
    category: row.category,
    venueId: row.venue_id,
    venue: row.venue,
    city: row.city,
    provinceCode: row.province_code,
    country: row.country,
    startDate: utcDate(row.starts_at),
    endDate: utcDate(row.ends_at),
    startTime: utcTime(row.starts_at),
    endTime: utcTime(row.ends_at),
    registrationRequired: Boolean(row.registration_required),
    isPublic: Boolean(row.is_public),
    isCancelled: Boolean(row.is_cancelled),
    ageMin: row.age_min,
    ageMax: row.age_max,
    status: eventStatus(row.starts_at, row.ends_at, Boolean(row.is_cancelled), now),
    uncancelledStatus: eventStatus(row.starts_at, row.ends_at, false, now),
    registered: Number(row.registered ?? 0),
    checked: Number(row.checked ?? 0),
    seriesId: row.series_id,
  };
}

export async function getEvent(db: Db, code: number, now = Date.now()): Promise<Event> {
  const row = await repo.findEvent(db, code);
  if (!row) throw notFound(m.notFound);
  return toEvent(row, now);
}

/** The events a station serves now: in progress or starting within its lead, of its programs (every program when none). */
export async function eventsAtTheDoor(
  db: Db,
  programIds: number[],
  now = Date.now(),
  leadMs = STATION_EVENT_LEAD_MINUTES * 60_000,
): Promise<Event[]> {
  const rows = await repo.findEventsAtTheDoor(db, { now, leadMs, programIds });
  return rows.map((row) => toEvent(row, now));
}

export async function listEvents(db: Db, query: EventListQuery, now = Date.now()): Promise<EventList> {
  const { rows, totalCount } = await repo.listEvents(db, query, now);
  return { totalCount, events: rows.map((row) => toEvent(row, now)) };
}

/** The events list's columns, with the program and category it leaves to the details. */
const eventColumns: CsvColumn<Event>[] = [
  { header: 'Code', cell: (event) => event.code },
  { header: 'Name', cell: (event) => event.name },
  { header: 'Program', cell: (event) => event.program },
  { header: 'Category', cell: (event) => event.category },
  { header: 'Venue', cell: (event) => event.venue },
  { header: 'City', cell: (event) => event.city },
  { header: 'Start (UTC)', cell: (event) => `${event.startDate} ${event.startTime}` },
  { header: 'End (UTC)', cell: (event) => `${event.endDate} ${event.endTime}` },
  { header: 'Registered', cell: (event) => event.registered },
  { header: 'Checked in', cell: (event) => event.checked },
  { header: 'Status', cell: (event) => event.status },
  // Last, so that the columns before keep the places they had.
  { header: 'Ages from', cell: (event) => event.ageMin },
  { header: 'Ages to', cell: (event) => event.ageMax },
];

/** Every event the list would show with these filters, search and sort, as a CSV stream. */
export function exportEvents(db: Db, query: EventExportQuery, now = Date.now()) {
  const events = inBatches(
    (after, size) => repo.findEventsAfter(db, query, after, size, now),
    (row) => toEvent(row, now),
  );
  return csvStream(eventColumns, events);
}

/** Program, category and venue must exist: a 400 naming each field that does not. */
export async function assertReferencesExist(db: Db, input: CreateEventInput) {
  const found = await repo.findReferences(db, input);
  const errors: Record<string, MessageToken[]> = {};
  if (!found.program) errors.programId = [m.programUnknown];
  if (!found.category) errors.categoryId = [messages.common.categoryUnknown];
  if (!found.venue) errors.venueId = [m.venueUnknown];
  const first = Object.values(errors)[0];
  if (first) throw badRequest(first[0]!, errors);
}

/** A Finalized event stays as it happened; it may not become Cancelled. */
export function assertCancellable(startsAt: number, endsAt: number, now: number) {
  if (eventStatus(startsAt, endsAt, false, now) === EVENT_STATUS_LABELS.finalized) throw conflict(m.cannotCancelFinalized);
}

export function toWrite(input: CreateEventInput, isCancelled: boolean): repo.EventWrite {
  return {
    name: input.name,
    description: input.description,
    programId: input.programId,
    categoryId: input.categoryId,
    venueId: input.venueId,
    startsAt: utcInstant(input.startDate, input.startTime),
    endsAt: utcInstant(input.endDate, input.endTime),
    registrationRequired: input.registrationRequired,
    isPublic: input.isPublic,
    isCancelled,
    ageMin: input.ageMin,
    ageMax: input.ageMax,
  };
}

export async function createEvent(db: Db, actor: Actor, input: CreateEventInput): Promise<Event> {
  return inTransaction(db, async (trx) => {
    await assertReferencesExist(trx, input);
    const code = await repo.insertEvent(trx, toWrite(input, false));
    return recorded(trx, actor, 'event.created', { kind: 'event', id: code }, await getEvent(trx, code));
  });
}

/**
 * How far an edit reaches (docs/api.md, "Event series"): the event alone, or with `following` it
 * and every later event of its series, whose local days and times are judged in `timeZone`.
 */
export interface EditOptions {
  scope?: SeriesEditScope;
  timeZone?: string;
  now?: number;
}

/** The events of a series an edit of `current` reaches: `current` alone unless `following` and in a series. */
async function reachedStates(trx: Db, current: repo.EventState, scope: SeriesEditScope) {
  if (scope === 'this' || current.series_id === null) return [current];
  return repo.findSeriesStatesForUpdate(trx, current.series_id, current.starts_at);
}

/** Records 'event.updated' for each of `codes`, and answers the event `code` (one of them) as it now is. */
async function recordedUpdates(trx: Db, actor: Actor, code: number, codes: number[], now: number): Promise<Event> {
  const events = (await repo.findEventsByCodes(trx, codes)).map((row) => toEvent(row, now));
  await recordChanges(
    trx,
    actor,
    events.map((event) => ({ action: 'event.updated', target: { kind: 'event', id: event.code }, data: event })),
    now,
  );
  return events.find((event) => event.code === code)!;
}

/**
 * Replaces the event, or with `following` every event of its series from it on (each moved as
 * this one is, following.ts); `isCancelled` left out keeps each stored value.
 */
export async function updateEvent(db: Db, actor: Actor, code: number, input: UpdateEventInput, options: EditOptions = {}): Promise<Event> {
  const { scope = 'this', timeZone = 'UTC', now = Date.now() } = options;
  if (input.code !== undefined && input.code !== code) throw fieldError('code', m.codeMismatch);
  return inTransaction(db, async (trx) => {
    const current = await repo.findEventStateForUpdate(trx, code);
    if (!current) throw notFound(m.notFound);
    await assertReferencesExist(trx, input);
    const write = toWrite(input, input.isCancelled ?? Boolean(current.is_cancelled));
    const states = await reachedStates(trx, current, scope);
    for (const state of states) {
      const each = state.code === code ? write : followingWrite(write, current, state, input.isCancelled, timeZone);
      if (each.isCancelled && !state.is_cancelled) assertCancellable(each.startsAt, each.endsAt, now);
      await repo.updateEvent(trx, state.code, each, now);
    }
    return recordedUpdates(
      trx,
      actor,
      code,
      states.map((state) => state.code),
      now,
    );
  });
}

/** Cancels or restores an event, or with `following` every event of its series from it on. */
export async function patchEvent(
  db: Db,
  actor: Actor,
  code: number,
  input: { isCancelled: boolean },
  options: EditOptions = {},
): Promise<Event> {
  const { scope = 'this', now = Date.now() } = options;
  return inTransaction(db, async (trx) => {
    const current = await repo.findEventStateForUpdate(trx, code);
    if (!current) throw notFound(m.notFound);
    // The event asked for is recorded as before, changed or not; the later ones only when they change.
    const changed = (await reachedStates(trx, current, scope)).filter(
      (state) => state.code === code || Boolean(state.is_cancelled) !== input.isCancelled,
    );
    for (const state of changed) {
      if (input.isCancelled && !state.is_cancelled) assertCancellable(state.starts_at, state.ends_at, now);
    }
    const codes = changed.map((state) => state.code);
    await repo.setCancelled(trx, codes, input.isCancelled, now);
    return recordedUpdates(trx, actor, code, codes, now);
  });
}
