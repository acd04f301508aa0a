import { messages } from '@console/contracts';
import type { Db } from '../../db/database.ts';
import { badRequest, forbidden, notFound } from '../../lib/errors.ts';
import { hashPassword, verifyPassword } from '../../lib/passwords.ts';
import { normalizeEmail } from '../../lib/text.ts';
import { findCodeByEmail } from '../members/members.repository.ts';
import type { AuthContext } from './auth.service.ts';
import * as repo from './auth.repository.ts';

/** Changes the signed-in member's own password and ends their other sessions. */
export async function changeOwnPassword(
  db: Db,
  auth: AuthContext,
  input: { code: number; currentPassword: string; newPassword: string },
): Promise<void> {
  if (input.code !== auth.code) throw forbidden(messages.passwords.ownOnly);
  const member = await repo.findPasswordHash(db, auth.code);
  if (!member || !(await verifyPassword(member.password_hash, input.currentPassword))) {
    throw badRequest(messages.passwords.currentIncorrect, { currentPassword: [messages.passwords.currentIncorrect] });
  }
  await repo.setPasswordHash(db, auth.code, await hashPassword(input.newPassword), Date.now());
  await repo.deleteMemberSessions(db, auth.code, auth.sessionId);
}

/** Gives a member a new password (an Administrator's act, or the set-password command) and ends their sessions. */
export async function setMemberPassword(db: Db, code: number, newPassword: string): Promise<void> {
  const member = await repo.findPasswordHash(db, code);
  if (!member) throw notFound(messages.members.notFound);
  await repo.setPasswordHash(db, code, await hashPassword(newPassword), Date.now());
  await repo.deleteMemberSessions(db, code);
}

/**
 * The server-shell way back in for a locked-out Administrator: sets the password of the member
 * with `email` and clears the sign-in throttle for that email.
 */
export async function resetPasswordByEmail(db: Db, email: string, newPassword: string): Promise<void> {
  const code = await findCodeByEmail(db, email);
  if (code === undefined) throw notFound(messages.members.notFound);
  await setMemberPassword(db, code, newPassword);
  await repo.clearLoginFailures(db, `email:${normalizeEmail(email)}`);
}
