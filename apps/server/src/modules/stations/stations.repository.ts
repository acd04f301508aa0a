import type { LabelFormat, StationMode } from '@console/contracts';
import type { Db } from '../../db/database.ts';

export interface StationColumns {
  name: string;
  mode: StationMode;
  label_format: LabelFormat;
}

const STATION_COLUMNS = ['id', 'name', 'mode', 'label_format', 'letter', 'is_enabled', 'last_seen_at', 'created_at'] as const;

export async function insertStation(db: Db, station: StationColumns & { letter: string; created_at: number }): Promise<number> {
  const row = await db
    .insertInto('stations')
    .values({ ...station, is_enabled: 1 })
    .returning('id')
    .executeTakeFirstOrThrow();
  return row.id;
}

export async function updateStation(db: Db, id: number, changes: Partial<StationColumns & { is_enabled: number; last_seen_at: number }>) {
  if (Object.keys(changes).length > 0) await db.updateTable('stations').set(changes).where('id', '=', id).execute();
}

/** Deletes a station; its programs, enrolment code and sessions go with it (ON DELETE CASCADE). */
export async function deleteStation(db: Db, id: number): Promise<boolean> {
  const result = await db.deleteFrom('stations').where('id', '=', id).executeTakeFirst();
  return Number(result.numDeletedRows) > 0;
}

export function findStations(db: Db) {
  return db.selectFrom('stations').select(STATION_COLUMNS).orderBy('name').orderBy('id').execute();
}

export type StationRow = Awaited<ReturnType<typeof findStations>>[number];

/** One station. */
export function findStation(db: Db, id: number) {
  return db.selectFrom('stations').select(STATION_COLUMNS).where('id', '=', id).executeTakeFirst();
}

export async function usedLetters(db: Db): Promise<Set<string>> {
  const rows = await db.selectFrom('stations').select('letter').execute();
  return new Set(rows.map((row) => row.letter));
}

/** The programs of the stations given (of every station when `stationIds` is left out). */
export function findStationPrograms(db: Db, stationIds?: number[]) {
  let query = db.selectFrom('station_programs').select(['station_id', 'program_id']).orderBy('program_id');
  if (stationIds) query = query.where('station_id', 'in', stationIds);
  return query.execute();
}

export async function replaceStationPrograms(db: Db, stationId: number, programIds: number[]) {
  await db.deleteFrom('station_programs').where('station_id', '=', stationId).execute();
  if (programIds.length > 0) {
    await db
      .insertInto('station_programs')
      .values(programIds.map((programId) => ({ station_id: stationId, program_id: programId })))
      .execute();
  }
}

/** A station's enrolment code, replacing the one it had. */
export async function replaceEnrolment(db: Db, stationId: number, codeHash: string, expiresAt: number) {
  await db.deleteFrom('station_enrolments').where('station_id', '=', stationId).execute();
  await db.insertInto('station_enrolments').values({ station_id: stationId, code_hash: codeHash, expires_at: expiresAt }).execute();
}

/** Takes an enrolment code (one use: it is gone, whoever asks next), answering its station and expiry. */
export function takeEnrolment(db: Db, codeHash: string) {
  return db.deleteFrom('station_enrolments').where('code_hash', '=', codeHash).returning(['station_id', 'expires_at']).executeTakeFirst();
}

export async function insertStationSession(
  db: Db,
  session: { token_hash: string; station_id: number; created_at: number; last_used_at: number; expires_at: number },
) {
  await db.insertInto('station_sessions').values(session).execute();
}

/** The station behind a session token, while the session lasts. */
export function findStationSession(db: Db, tokenHash: string, now: number) {
  return db
    .selectFrom('station_sessions')
    .innerJoin('stations', 'stations.id', 'station_sessions.station_id')
    .select([
      'station_sessions.id as session_id',
      'station_sessions.last_used_at',
      'stations.id',
      'stations.name',
      'stations.mode',
      'stations.label_format',
      'stations.letter',
      'stations.is_enabled',
    ])
    .where('station_sessions.token_hash', '=', tokenHash)
    .where('station_sessions.expires_at', '>', now)
    .executeTakeFirst();
}

/** Marks a session used (30 more days) and its station seen. */
export async function touchStationSession(db: Db, sessionId: number, stationId: number, now: number, expiresAt: number) {
  await db.updateTable('station_sessions').set({ last_used_at: now, expires_at: expiresAt }).where('id', '=', sessionId).execute();
  await db.updateTable('stations').set({ last_seen_at: now }).where('id', '=', stationId).execute();
}

/** Ends every session of a station (disabled: its cookie stops at once). */
export async function deleteStationSessions(db: Db, stationId: number) {
  await db.deleteFrom('station_sessions').where('station_id', '=', stationId).execute();
}

/**
 * Which of `eventCodes` the station serves at `now`: not cancelled, in progress or starting within
 * `leadMs`, of its programs (any program when it has none).
 */
export async function servedAmong(db: Db, stationId: number, eventCodes: number[], { now, leadMs }: { now: number; leadMs: number }) {
  const rows = await db
    .selectFrom('events')
    .select('code')
    .where('code', 'in', eventCodes)
    .where('starts_at', '<=', now + leadMs)
    .where('ends_at', '>=', now)
    .where('is_cancelled', '=', 0)
    .where((eb) =>
      eb.or([
        eb.not(eb.exists(eb.selectFrom('station_programs').select('program_id').where('station_id', '=', stationId))),
        eb('program_id', 'in', eb.selectFrom('station_programs').select('program_id').where('station_id', '=', stationId)),
      ]),
    )
    .execute();
  return new Set(rows.map((row) => row.code));
}

/** Housekeeping: sessions and enrolment codes past their time. */
export async function deleteExpired(db: Db, now: number) {
  await db.deleteFrom('station_sessions').where('expires_at', '<=', now).execute();
  await db.deleteFrom('station_enrolments').where('expires_at', '<=', now).execute();
}
