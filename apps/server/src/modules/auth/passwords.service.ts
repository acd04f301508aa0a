import { LOGIN_THROTTLE, messages } from '@console/contracts';
import type { ChangeFeed } from '../../db/change-feed.ts';
import type { Db } from '../../db/database.ts';
import { badRequest, conflict, forbidden, notFound } from '../../lib/errors.ts';
import { inTransaction } from '../../db/transaction.ts';
import { hashPassword, verifyPassword } from '../../lib/passwords.ts';
import { claimAttempt } from './attempt-throttle.ts';
import { normalizeEmail } from '../../lib/text.ts';
import { recordPasswordChange } from '../members/history.service.ts';
import { findCodeByEmail } from '../members/members.repository.ts';
import { SYSTEM_ACTOR, type Actor } from '../audit/actor.ts';
import { recordChange } from '../audit/changes.service.ts';
import type { AuthContext } from './auth.service.ts';
import * as repo from './auth.repository.ts';

const passwordChanged = (code: number) => ({ action: 'member.password_changed' as const, target: { kind: 'member' as const, id: code } });

/**
 * Changes the signed-in member's own password and ends their other sessions. The current password
 * is throttled like a sign-in: a stolen session must not become a way to guess it.
 */
export async function changeOwnPassword(
  db: Db,
  feed: ChangeFeed,
  auth: AuthContext,
  actor: Actor,
  input: { code: number; currentPassword: string; newPassword: string },
): Promise<void> {
  if (input.code !== auth.code) throw forbidden(messages.passwords.ownOnly);
  const attempt = await claimAttempt(
    db,
    [{ key: `password:${auth.code}`, limit: LOGIN_THROTTLE.perEmail }],
    messages.passwords.tooManyAttempts,
  );
  const member = await repo.findPasswordHash(db, auth.code);
  if (!member || !(await verifyPassword(member.password_hash, input.currentPassword))) {
    throw badRequest(messages.passwords.currentIncorrect, { currentPassword: [messages.passwords.currentIncorrect] });
  }
  await attempt.succeeded();
  const passwordHash = await hashPassword(input.newPassword);
  await inTransaction(db, async (trx) => {
    await repo.setPasswordHash(trx, auth.code, passwordHash, Date.now());
    await repo.deleteMemberSessions(trx, auth.code, auth.sessionId);
    await recordPasswordChange(trx, auth.code, auth.code);
    await recordChange(trx, actor, passwordChanged(auth.code));
  });
  await feed.announceSessionsEnded(auth.code);
}

/**
 * Sets the password and ends the sessions of the member `code`, as one unit; `by` is who did it
 * (null: the server's shell). A member without an email is given none: they would have nothing to
 * sign in with. Serializable, as a change of the member is, so that an email taken away at the same
 * moment (members.service.ts, assertEmailKept) and a password given cannot both happen.
 */
async function replacePassword(db: Db, feed: ChangeFeed, code: number, passwordHash: string, by: Actor) {
  await inTransaction(
    db,
    async (trx) => {
      const member = await repo.findPasswordHash(trx, code);
      if (!member) throw notFound(messages.members.notFound);
      if (member.email_normalized === null) throw conflict(messages.members.passwordNeedsEmail);
      await repo.setPasswordHash(trx, code, passwordHash, Date.now());
      await repo.deleteMemberSessions(trx, code);
      await recordPasswordChange(trx, code, by.kind === 'staff' ? by.id : null);
      await recordChange(trx, by, passwordChanged(code));
    },
    { serializable: true },
  );
  await feed.announceSessionsEnded(code);
}

/** Gives a member a new password (an Administrator's act) and ends their sessions. */
export async function setMemberPassword(db: Db, feed: ChangeFeed, code: number, newPassword: string, by: Actor): Promise<void> {
  await replacePassword(db, feed, code, await hashPassword(newPassword), by);
}

/**
 * The server-shell way back in for a locked-out Administrator: sets the password of the member
 * with `email` and clears the sign-in throttle for that email.
 */
export async function resetPasswordByEmail(db: Db, feed: ChangeFeed, email: string, newPassword: string): Promise<void> {
  const code = await findCodeByEmail(db, email);
  if (code === undefined) throw notFound(messages.members.notFound);
  await replacePassword(db, feed, code, await hashPassword(newPassword), SYSTEM_ACTOR);
  await repo.clearLoginFailures(db, `email:${normalizeEmail(email)}`);
}
