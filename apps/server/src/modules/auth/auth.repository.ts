import { sql } from 'kysely';
import type { Db } from '../../db/database.ts';
import { compiledOnce } from '../../db/performance/index.ts';
import { isPostgres } from '../../db/transaction.ts';

/** Sign-in, sessions and password hashes: the only queries that read or write credentials. */

export function findCredentialsByEmail(db: Db, emailNormalized: string) {
  return db
    .selectFrom('members')
    .innerJoin('roles', 'roles.id', 'members.role_id')
    .select([
      'members.code',
      'members.first_name',
      'members.last_name',
      'members.role_id',
      'roles.name as role',
      'members.is_enabled',
      'members.password_hash',
    ])
    .where('members.email_normalized', '=', emailNormalized)
    .executeTakeFirst();
}

export function findPasswordHash(db: Db, code: number) {
  return db
    .selectFrom('members')
    .select(['code', 'password_hash', 'role_id', 'is_enabled', 'email_normalized'])
    .where('code', '=', code)
    .executeTakeFirst();
}

export async function setPasswordHash(db: Db, code: number, passwordHash: string, now: number) {
  await db.updateTable('members').set({ password_hash: passwordHash, updated_at: now }).where('code', '=', code).execute();
}

export async function insertSession(db: Db, session: { tokenHash: string; memberCode: number; now: number; expiresAt: number }) {
  await db
    .insertInto('sessions')
    .values({
      token_hash: session.tokenHash,
      member_code: session.memberCode,
      created_at: session.now,
      last_used_at: session.now,
      expires_at: session.expiresAt,
    })
    .execute();
}

/** The session behind a token hash with its member, if it has not expired (on every request: compiled once). */
const activeSession = compiledOnce((db: Db, tokenHash: string, now: number) =>
  db
    .selectFrom('sessions')
    .innerJoin('members', 'members.code', 'sessions.member_code')
    .innerJoin('roles', 'roles.id', 'members.role_id')
    .select([
      'sessions.id',
      'sessions.created_at',
      'sessions.last_used_at',
      'members.code',
      'members.first_name',
      'members.last_name',
      'members.role_id',
      'roles.name as role',
      'members.is_enabled',
    ])
    .where('sessions.token_hash', '=', tokenHash)
    .where('sessions.expires_at', '>', now),
);

export async function findActiveSession(db: Db, tokenHash: string, now: number) {
  return (await activeSession(db, tokenHash, now))[0];
}

/** Whether the session `id` still lets its member in: not expired, the member enabled and in one of `roleIds`. */
export async function isSessionActive(db: Db, id: number, now: number, roleIds: readonly number[]) {
  const row = await db
    .selectFrom('sessions')
    .innerJoin('members', 'members.code', 'sessions.member_code')
    .select('sessions.id')
    .where('sessions.id', '=', id)
    .where('sessions.expires_at', '>', now)
    .where('members.is_enabled', '=', 1)
    .where('members.role_id', 'in', [...roleIds])
    .executeTakeFirst();
  return row !== undefined;
}

export async function touchSession(db: Db, id: number, now: number, expiresAt: number) {
  await db.updateTable('sessions').set({ last_used_at: now, expires_at: expiresAt }).where('id', '=', id).execute();
}

export async function deleteSession(db: Db, id: number) {
  await db.deleteFrom('sessions').where('id', '=', id).execute();
}

/** Ends every session of a member, but `keepId` when given (the one that changed the password). */
export async function deleteMemberSessions(db: Db, memberCode: number, keepId?: number) {
  let query = db.deleteFrom('sessions').where('member_code', '=', memberCode);
  if (keepId !== undefined) query = query.where('id', '!=', keepId);
  await query.execute();
}

export async function deleteExpiredSessions(db: Db, now: number) {
  await db.deleteFrom('sessions').where('expires_at', '<=', now).execute();
}

/**
 * Holds the throttle keys until the transaction ends, so that attempts under one key are counted
 * one after the other (PostgreSQL; SQLite runs one transaction at a time). Sorted, so that two
 * attempts that share two keys cannot wait for each other.
 */
export async function lockAttemptKeys(trx: Db, keys: string[]) {
  if (!isPostgres(trx)) return;
  for (const key of [...keys].sort()) await sql`select pg_advisory_xact_lock(hashtext(${key}))`.execute(trx);
}

/** Records one attempt under each key (before it is verified) and answers the new rows' ids. */
export async function insertAttempts(db: Db, keys: string[], now: number): Promise<number[]> {
  const rows = await db
    .insertInto('login_failures')
    .values(keys.map((key) => ({ key, failed_at: now })))
    .returning('id')
    .execute();
  return rows.map((row) => row.id);
}

/** When each attempt under `key` since `since` was made, oldest first. */
export async function attemptTimes(db: Db, key: string, since: number): Promise<number[]> {
  const rows = await db
    .selectFrom('login_failures')
    .select('failed_at')
    .where('key', '=', key)
    .where('failed_at', '>', since)
    .orderBy('failed_at')
    .execute();
  return rows.map((row) => row.failed_at);
}

export async function deleteAttempts(db: Db, ids: number[]) {
  if (ids.length > 0) await db.deleteFrom('login_failures').where('id', 'in', ids).execute();
}

export async function deleteLoginFailuresBefore(db: Db, before: number) {
  await db.deleteFrom('login_failures').where('failed_at', '<=', before).execute();
}

export async function clearLoginFailures(db: Db, key: string) {
  await db.deleteFrom('login_failures').where('key', '=', key).execute();
}
