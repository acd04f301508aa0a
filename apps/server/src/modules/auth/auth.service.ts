import { CONSOLE_ROLE_IDS, LOGIN_THROTTLE, SESSION_IDLE_MS, SESSION_MAX_MS, messages, type Session } from '@console/contracts';
import type { ChangeFeed } from '../../db/change-feed.ts';
import type { Db } from '../../db/database.ts';
import { HttpError } from '../../lib/errors.ts';
import { verifyPassword } from '../../lib/passwords.ts';
import { normalizeEmail } from '../../lib/text.ts';
import { hashToken, newToken } from '../../lib/tokens.ts';
import { inTransaction } from '../../db/transaction.ts';
import type { Actor } from '../audit/actor.ts';
import { recordChange } from '../audit/changes.service.ts';
import { claimAttempt } from './attempt-throttle.ts';
import * as repo from './auth.repository.ts';

/** What a request knows about its signed-in member. */
export interface AuthContext {
  sessionId: number;
  code: number;
  firstName: string;
  lastName: string;
  roleId: number;
  role: string;
}

/** Whose rules a change follows: a member's role, or a token's (no member of its own: `code` null). */
export interface Authority {
  code: number | null;
  roleId: number;
}

/** A session is refreshed at most once a minute, so that reads do not each write. */
const TOUCH_INTERVAL_MS = 60 * 1000;

function sessionExpiry(createdAt: number, now: number) {
  return Math.min(createdAt + SESSION_MAX_MS, now + SESSION_IDLE_MS);
}

/**
 * Checks the credentials and opens a session. Every refusal is the same 401 and costs the same
 * password verification, so nobody can tell an unknown email from a wrong password.
 */
export async function login(db: Db, input: { email: string; password: string; address: string }, now = Date.now()): Promise<Session> {
  const email = normalizeEmail(input.email);
  const attempt = await claimAttempt(
    db,
    [
      { key: `email:${email}`, limit: LOGIN_THROTTLE.perEmail },
      { key: `ip:${input.address}`, limit: LOGIN_THROTTLE.perAddress },
    ],
    messages.auth.tooManyAttempts,
    now,
  );
  const member = email ? await repo.findCredentialsByEmail(db, email) : undefined;
  const passwordMatches = await verifyPassword(member?.password_hash ?? null, input.password);
  if (!member || !passwordMatches || !member.is_enabled || !CONSOLE_ROLE_IDS.includes(member.role_id)) {
    throw new HttpError(401, messages.auth.wrongCredentials);
  }
  await attempt.succeeded();
  const token = newToken();
  const actor: Actor = { kind: 'staff', id: member.code, name: `${member.first_name} ${member.last_name}`, ip: input.address };
  await inTransaction(db, async (trx) => {
    await repo.insertSession(trx, { tokenHash: hashToken(token), memberCode: member.code, now, expiresAt: sessionExpiry(now, now) });
    await recordChange(trx, actor, { action: 'session.signed_in', target: { kind: 'member', id: member.code } }, now);
  });
  return {
    code: member.code,
    firstName: member.first_name,
    lastName: member.last_name,
    role: member.role,
    roleId: member.role_id,
    token,
  };
}

/** The signed-in member behind a token, or null when the token is unknown, expired or no longer allowed. */
export async function authenticate(db: Db, token: string, now = Date.now()): Promise<AuthContext | null> {
  const session = await repo.findActiveSession(db, hashToken(token), now);
  if (!session || !session.is_enabled || !CONSOLE_ROLE_IDS.includes(session.role_id)) return null;
  if (now - session.last_used_at >= TOUCH_INTERVAL_MS) {
    await repo.touchSession(db, session.id, now, sessionExpiry(session.created_at, now));
  }
  return {
    sessionId: session.id,
    code: session.code,
    firstName: session.first_name,
    lastName: session.last_name,
    roleId: session.role_id,
    role: session.role,
  };
}

/** Ends the session, and the live streams it holds open in every server process. */
export async function logout(db: Db, feed: ChangeFeed, auth: AuthContext, actor: Actor) {
  await inTransaction(db, async (trx) => {
    await repo.deleteSession(trx, auth.sessionId);
    await recordChange(trx, actor, { action: 'session.signed_out', target: { kind: 'member', id: auth.code } });
  });
  await feed.announceSessionsEnded(auth.code);
}

/** Whether the session still lets its member in, by the rules of `authenticate`; reading it is not a use. */
export function isSessionValid(db: Db, sessionId: number, now = Date.now()) {
  return repo.isSessionActive(db, sessionId, now, CONSOLE_ROLE_IDS);
}

export interface SessionWatch {
  /** Checks the session again (a stream's keep-alive: it expired, or another program ended it unannounced). */
  recheck(): void;
  stop(): void;
}

/**
 * Watches the session of a request that stays open (a live stream) and calls `onEnded` once it
 * stops letting its member in, as the next request with it would be refused (docs/product.md
 * §3.2): checked now, on every announcement that the member's sessions ended (from any server
 * process), and on `recheck`. A burst of announcements while it checks makes one more check.
 */
export async function watchSession(
  db: Db,
  feed: ChangeFeed,
  auth: AuthContext,
  onEnded: () => void,
  onError: (error: unknown) => void,
): Promise<SessionWatch> {
  let checking = false;
  let again = false;
  let stopped = false;
  const check = async () => {
    if (checking) {
      again = true;
      return;
    }
    checking = true;
    try {
      do {
        again = false;
        if (!(await isSessionValid(db, auth.sessionId)) && !stopped) {
          stopped = true;
          onEnded();
        }
      } while (again && !stopped);
    } catch (error) {
      if (!stopped) onError(error);
    } finally {
      checking = false;
    }
  };
  const unwatch = await feed.watchSessions(auth.code, () => void check());
  // The session was valid when the request came, but may have ended before the watch began.
  await check();
  return {
    recheck: () => void check(),
    stop() {
      stopped = true;
      unwatch();
    },
  };
}

/** Housekeeping: expired sessions and login failures outside the throttle window. */
export async function purgeExpired(db: Db, now = Date.now()) {
  await repo.deleteExpiredSessions(db, now);
  await repo.deleteLoginFailuresBefore(db, now - LOGIN_THROTTLE.windowMs);
}
