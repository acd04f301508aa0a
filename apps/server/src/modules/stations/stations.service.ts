import { randomInt } from 'node:crypto';
import {
  ENROLMENT_CODE_LENGTH,
  ENROLMENT_CODE_TTL_MS,
  LOGIN_THROTTLE,
  STATION_EVENT_LEAD_MINUTES,
  SECURITY_CODE_ALPHABET,
  STATION_SESSION_IDLE_MS,
  messages,
  type Enrolment,
  type Station,
  type StationMode,
  type StationPatch,
  type StationSelf,
  type StationWrite,
  type LabelFormat,
} from '@console/contracts';
import type { Db } from '../../db/database.ts';
import { inTransaction } from '../../db/transaction.ts';
import { HttpError, conflict, forbidden, notFound } from '../../lib/errors.ts';
import { hashToken, newToken } from '../../lib/tokens.ts';
import type { Actor } from '../audit/actor.ts';
import { recordChange, recorded } from '../audit/changes.service.ts';
import { claimAttempt } from '../auth/attempt-throttle.ts';
import { eventsAtTheDoor } from '../events/events.service.ts';
import { assertProgramsExist } from '../programs/programs.service.ts';
import { dayIn } from './day.ts';
import { findDoubleCheckIns } from './roster.repository.ts';
import * as repo from './stations.repository.ts';

const m = messages.stations;

/** What a request knows about the station that sent it. */
export interface StationContext {
  sessionId: number;
  id: number;
  name: string;
  mode: StationMode;
  labelFormat: LabelFormat;
  letter: string;
}

/** A station's session is marked used at most once a minute, so that its reads do not each write. */
const TOUCH_INTERVAL_MS = 60 * 1000;
const instant = (ms: number | null) => (ms === null ? null : new Date(ms).toISOString());

/** `count` characters of the security code alphabet, each drawn alone (no modulo bias). */
export function randomCode(count: number): string {
  let code = '';
  for (let i = 0; i < count; i += 1) code += SECURITY_CODE_ALPHABET[randomInt(SECURITY_CODE_ALPHABET.length)];
  return code;
}

function toStation(row: repo.StationRow, programIds: number[]): Station {
  return {
    id: row.id,
    name: row.name,
    mode: row.mode,
    labelFormat: row.label_format,
    programIds,
    isEnabled: Boolean(row.is_enabled),
    lastSeenAt: instant(row.last_seen_at),
    createdAt: new Date(row.created_at).toISOString(),
  };
}

export async function programsOf(db: Db, stationId: number) {
  return (await repo.findStationPrograms(db, [stationId])).map((row) => row.program_id);
}

async function readStation(db: Db, id: number): Promise<Station> {
  const row = await repo.findStation(db, id);
  if (!row) throw notFound(m.notFound);
  return toStation(row, await programsOf(db, id));
}

/** A new enrolment code for a station, replacing the one it had: shown once, stored as a hash. */
async function issueEnrolment(trx: Db, stationId: number, now: number) {
  const enrolmentCode = randomCode(ENROLMENT_CODE_LENGTH);
  const expiresAt = now + ENROLMENT_CODE_TTL_MS;
  await repo.replaceEnrolment(trx, stationId, hashToken(enrolmentCode), expiresAt);
  return { enrolmentCode, expiresAt: new Date(expiresAt).toISOString() };
}

export async function listStations(db: Db): Promise<Station[]> {
  const [rows, programs] = await Promise.all([repo.findStations(db), repo.findStationPrograms(db)]);
  const byStation = new Map<number, number[]>();
  for (const { station_id, program_id } of programs) byStation.set(station_id, [...(byStation.get(station_id) ?? []), program_id]);
  return rows.map((row) => toStation(row, byStation.get(row.id) ?? []));
}

/**
 * Creates a station with the first letter no other station has (the first character of the codes
 * it makes offline, so that two stations' codes never meet) and its enrolment code.
 */
export async function createStation(db: Db, actor: Actor, input: StationWrite, now = Date.now()): Promise<Enrolment> {
  return inTransaction(
    db,
    async (trx) => {
      await assertProgramsExist(trx, input.programIds);
      const used = await repo.usedLetters(trx);
      const letter = [...SECURITY_CODE_ALPHABET].find((candidate) => !used.has(candidate));
      if (letter === undefined) throw conflict(m.full({ max: SECURITY_CODE_ALPHABET.length }));
      const id = await repo.insertStation(trx, {
        name: input.name,
        mode: input.mode,
        label_format: input.labelFormat,
        letter,
        created_at: now,
      });
      await repo.replaceStationPrograms(trx, id, input.programIds);
      await recordChange(trx, actor, { action: 'station.created', target: { kind: 'station', id } }, now);
      return { station: await readStation(trx, id), ...(await issueEnrolment(trx, id, now)) };
      // Serializable on PostgreSQL: two stations created at once would otherwise take one letter.
    },
    { serializable: true },
  );
}

/** A fresh enrolment code for a station (a replaced tablet); the sessions it has go on. */
export async function renewEnrolment(db: Db, actor: Actor, id: number, now = Date.now()): Promise<Enrolment> {
  return inTransaction(db, async (trx) => {
    const station = await readStation(trx, id);
    await recordChange(trx, actor, { action: 'station.enrolment_code_made', target: { kind: 'station', id } }, now);
    return { station, ...(await issueEnrolment(trx, id, now)) };
  });
}

/** Changes a station; disabling it ends its sessions at once (docs/api.md). */
export async function updateStation(db: Db, actor: Actor, id: number, patch: StationPatch): Promise<Station> {
  return inTransaction(db, async (trx) => {
    if (!(await repo.findStation(trx, id))) throw notFound(m.notFound);
    if (patch.programIds) await assertProgramsExist(trx, patch.programIds);
    await repo.updateStation(trx, id, {
      ...(patch.name !== undefined && { name: patch.name }),
      ...(patch.mode !== undefined && { mode: patch.mode }),
      ...(patch.labelFormat !== undefined && { label_format: patch.labelFormat }),
      ...(patch.isEnabled !== undefined && { is_enabled: patch.isEnabled ? 1 : 0 }),
    });
    if (patch.programIds) await repo.replaceStationPrograms(trx, id, patch.programIds);
    if (patch.isEnabled === false) await repo.deleteStationSessions(trx, id);
    return recorded(trx, actor, 'station.updated', { kind: 'station', id }, await readStation(trx, id));
  });
}

export async function deleteStation(db: Db, actor: Actor, id: number) {
  await inTransaction(db, async (trx) => {
    if (!(await repo.deleteStation(trx, id))) throw notFound(m.notFound);
    await recordChange(trx, actor, { action: 'station.deleted', target: { kind: 'station', id } });
  });
}

/**
 * Enrols a device as a station: the code is taken whatever the outcome (one use), and a wrong or
 * late one costs an attempt of the sign-in throttle of the caller's address, so that codes cannot be
 * guessed faster than passwords.
 */
export async function enrol(db: Db, input: { enrolmentCode: string; address: string }, timeZone: string, now = Date.now()) {
  const attempt = await claimAttempt(
    db,
    [{ key: `ip:${input.address}`, limit: LOGIN_THROTTLE.perAddress }],
    messages.auth.tooManyAttempts,
    now,
  );
  const token = newToken();
  const station = await inTransaction(db, async (trx) => {
    const enrolment = await repo.takeEnrolment(trx, hashToken(input.enrolmentCode));
    if (!enrolment || enrolment.expires_at <= now) return undefined;
    const row = await repo.findStation(trx, enrolment.station_id);
    if (!row || !row.is_enabled) return undefined;
    await repo.insertStationSession(trx, {
      token_hash: hashToken(token),
      station_id: row.id,
      created_at: now,
      last_used_at: now,
      expires_at: now + STATION_SESSION_IDLE_MS,
    });
    await repo.updateStation(trx, row.id, { last_seen_at: now });
    const station: Actor = { kind: 'station', id: row.id, name: row.name, ip: input.address };
    await recordChange(trx, station, { action: 'station.enrolled', target: { kind: 'station', id: row.id } }, now);
    return row;
  });
  if (!station) throw new HttpError(401, m.enrolmentCodeWrong);
  await attempt.succeeded();
  return { token, station: await selfOf(db, station.id, station.letter, timeZone, now) };
}

/** The station behind a station cookie, or null when the session is unknown, over, or its station disabled. */
export async function authenticateStation(db: Db, token: string, now = Date.now()): Promise<StationContext | null> {
  const session = await repo.findStationSession(db, hashToken(token), now);
  if (!session || !session.is_enabled) return null;
  if (now - session.last_used_at >= TOUCH_INTERVAL_MS) {
    await repo.touchStationSession(db, session.session_id, session.id, now, now + STATION_SESSION_IDLE_MS);
  }
  return {
    sessionId: session.session_id,
    id: session.id,
    name: session.name,
    mode: session.mode,
    labelFormat: session.label_format,
    letter: session.letter,
  };
}

/** A manned station's report of the day's people checked in to its events by more than one batch. */
async function doubleCheckIns(db: Db, day: string, eventCodes: number[]): Promise<StationSelf['doubleCheckIns']> {
  const doubles: StationSelf['doubleCheckIns'] = [];
  for (const row of await findDoubleCheckIns(db, day, eventCodes)) {
    const last = doubles.at(-1);
    if (last?.eventCode === row.event_code && last.memberCode === row.member_code) last.securityCodes.push(row.security_code);
    else
      doubles.push({
        eventCode: row.event_code,
        eventName: row.event_name,
        memberCode: row.member_code,
        fullname: `${row.first_name} ${row.last_name}`,
        securityCodes: [row.security_code],
      });
  }
  return doubles;
}

async function selfOf(db: Db, id: number, letter: string, timeZone: string, now: number): Promise<StationSelf> {
  const station = await readStation(db, id);
  const events = await eventsAtTheDoor(db, station.programIds, now);
  const doubles =
    station.mode === 'manned'
      ? await doubleCheckIns(
          db,
          dayIn(timeZone, now),
          events.map((event) => event.code),
        )
      : [];
  return { station: { ...station, letter }, events, doubleCheckIns: doubles };
}

/** GET /station: the station, the events it serves now and, for a manned one, the day's double check-ins. */
export function stationSelf(db: Db, station: StationContext, timeZone: string, now = Date.now()): Promise<StationSelf> {
  return selfOf(db, station.id, station.letter, timeZone, now);
}

/**
 * Refuses an event the station does not serve now (docs/api.md: in progress or starting within the
 * hour, of its programs): a station searches and checks in at its own door only.
 */
export async function assertServes(db: Db, station: StationContext, eventCodes: number[], now = Date.now()) {
  const served = await repo.servedAmong(db, station.id, eventCodes, { now, leadMs: STATION_EVENT_LEAD_MINUTES * 60_000 });
  const refused = eventCodes.find((code) => !served.has(code));
  if (refused !== undefined) throw forbidden(m.eventNotServed({ code: refused }));
}

/** Housekeeping: station sessions and enrolment codes past their time. */
export function purgeExpiredStations(db: Db, now = Date.now()) {
  return repo.deleteExpired(db, now);
}
