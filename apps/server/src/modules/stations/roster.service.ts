import { setImmediate } from 'node:timers/promises';
import {
  MEMBER_CARE_FIELDS,
  MEMBER_FIELDS,
  PHONE_END_LENGTH,
  STATION_EVENT_LEAD_MINUTES,
  ageOn,
  phoneDigits,
  utcInstant,
  type Care,
  type Event,
  type StationRosterHousehold,
} from '@console/contracts';
import type { Db } from '../../db/database.ts';
import { eventsAtTheDoor } from '../events/events.service.ts';
import { dayIn } from './day.ts';
import * as repo from './roster.repository.ts';
import { programsOf, type StationContext } from './stations.service.ts';

const DAY_MS = 24 * 60 * 60 * 1000;

/**
 * The last 4 digits of each phone written in a phones field ("555-0101, 555 0102"): pieces
 * split at whatever is neither a digit nor a phone's punctuation, each too short to be one left out.
 */
export function phoneEnds(phones: string | null): string[] {
  if (!phones) return [];
  return phones
    .split(/[^\d\s\-.()+]+/)
    .map((piece) => phoneDigits(piece.replace(/\s/g, ' ')))
    .filter((digits) => /^\d+$/.test(digits) && digits.length >= PHONE_END_LENGTH)
    .map((digits) => digits.slice(-PHONE_END_LENGTH));
}

/** The day `years` before `day`, as text: a birth date on or before it is at least that old on `day` (ageOn). */
const yearsBefore = (day: string, years: number) => `${String(Number(day.slice(0, 4)) - years).padStart(4, '0')}${day.slice(4)}`;

/**
 * The birth dates the events' ages fit on `day` (fitsAges); null when one is open to every age, so
 * that every household is for it.
 */
export function birthRanges(events: readonly Event[], day: string): repo.BirthRange[] | null {
  if (events.some((event) => event.ageMin === null && event.ageMax === null)) return null;
  return events.map((event) => ({
    bornAfter: event.ageMax === null ? null : yearsBefore(day, event.ageMax + 1),
    bornBy: event.ageMin === null ? null : yearsBefore(day, event.ageMin),
  }));
}

function careOf(row: repo.RosterMemberRow): Care | null {
  const care: Care = {};
  for (const field of MEMBER_CARE_FIELDS) {
    const value = row[MEMBER_FIELDS[field].column as keyof repo.RosterMemberRow];
    if (typeof value === 'string' && value !== '') care[field] = value;
  }
  return Object.keys(care).length > 0 ? care : null;
}

/** Households a roster reads at once: a page's query and JSON take milliseconds, and other requests are answered between pages. */
const HOUSEHOLDS_A_PAGE = 500;

/** A page's rows (by household, members in the door's order) as the roster's households. */
function householdsOf(rows: repo.RosterMemberRow[], checkedIn: Map<number, number[]>, day: string): StationRosterHousehold[] {
  const households: StationRosterHousehold[] = [];
  const ends = new Map<number, Set<string>>();
  for (const row of rows) {
    let household = households.at(-1);
    if (household?.id !== row.household_id) {
      household = { id: row.household_id, name: row.household_name, phoneEnds: [], members: [] };
      households.push(household);
      ends.set(household.id, new Set(phoneEnds(row.household_phone)));
    }
    for (const end of phoneEnds(row.phones)) ends.get(household.id)!.add(end);
    household.members.push({
      code: row.code,
      fullname: `${row.first_name} ${row.last_name}`,
      firstName: row.first_name,
      lastName: row.last_name,
      role: row.role,
      age: ageOn(row.birth_date, day),
      checkedIn: checkedIn.get(row.code) ?? [],
      care: careOf(row),
    });
  }
  for (const household of households) household.phoneEnds = [...ends.get(household.id)!].sort();
  return households;
}

/**
 * GET /station/roster (docs/api.md, "Offline stations"), as its JSON: the households the station's
 * events of the rest of the day are for (with an enabled member whose age fits one) with their
 * enabled members, those events, who is in already and the station's offline codes of the day, so
 * that it can go on checking families in without the network. No phone leaves: a household carries
 * the last 4 digits of each of its phones and its members'. Tens of thousands of households are read
 * and written a page at a time, letting the door's other requests through between pages (on SQLite
 * a read holds the event loop); the JSON is made here, not checked against the schema again.
 */
export async function stationRosterJson(db: Db, station: StationContext, timeZone: string, now = Date.now()): Promise<string> {
  const day = dayIn(timeZone, now);
  const lead = STATION_EVENT_LEAD_MINUTES * 60_000;
  // The next day's events, of which those starting today (or within the lead, near midnight) stay.
  const upcoming = await eventsAtTheDoor(db, await programsOf(db, station.id), now, DAY_MS);
  const events = upcoming.filter((event) => {
    const starts = utcInstant(event.startDate, event.startTime);
    return starts <= now + lead || dayIn(timeZone, starts) <= day;
  });
  const eventCodes = events.map((event) => event.code);
  const [ids, present, usedCodes] = await Promise.all([
    events.length === 0 ? [] : repo.findRosterHouseholdIds(db, birthRanges(events, day)),
    repo.findPresent(db, eventCodes),
    repo.findOfflineCodes(db, station.id, day),
  ]);
  const checkedIn = new Map<number, number[]>();
  for (const { member_code, event_code } of present) checkedIn.set(member_code, [...(checkedIn.get(member_code) ?? []), event_code]);
  for (const codes of checkedIn.values()) codes.sort((a, b) => a - b);

  const pages: string[] = [];
  for (let start = 0; start < ids.length; start += HOUSEHOLDS_A_PAGE) {
    const rows = await repo.findRosterMembers(db, ids.slice(start, start + HOUSEHOLDS_A_PAGE));
    pages.push(JSON.stringify(householdsOf(rows, checkedIn, day)).slice(1, -1));
    await setImmediate();
  }
  const head = { generatedAt: new Date(now).toISOString(), day, events };
  return `${JSON.stringify(head).slice(0, -1)},"households":[${pages.filter((page) => page !== '').join(',')}],"usedCodes":${JSON.stringify(usedCodes)}}`;
}
