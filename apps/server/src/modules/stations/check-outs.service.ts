import { messages, type CheckOutAnswer, type CheckOutInput, type PickupBatch } from '@console/contracts';
import type { ChangeFeed } from '../../db/change-feed.ts';
import type { Db } from '../../db/database.ts';
import { inTransaction } from '../../db/transaction.ts';
import { conflict, notFound } from '../../lib/errors.ts';
import { findPickupsOf } from '../members/pickups.repository.ts';
import * as repo from './batches.repository.ts';
import type { Actor } from '../audit/actor.ts';
import { recordChanges } from '../audit/changes.service.ts';
import type { Caller } from './caller.ts';

const m = messages.stations;
const instant = (ms: number | null) => (ms === null ? null : new Date(ms).toISOString());
const fullname = (row: { first_name: string; last_name: string }) => `${row.first_name} ${row.last_name}`;

type BatchAttendee = Awaited<ReturnType<typeof repo.findBatchAttendees>>[number];

/** Whom a pickup tag collects: the batch's children; everyone it checked in when it had no child. */
function collected(rows: BatchAttendee[]): BatchAttendee[] {
  const children = rows.filter((row) => row.role === 'child');
  return children.length > 0 ? children : rows;
}

/**
 * The batch a pickup tag's code names at this event, with its children and who may (and may not)
 * collect them: what the volunteer sees before letting a child go (docs/api.md, "Check-out").
 */
export async function findPickupBatch(db: Db, eventCode: number, securityCode: string): Promise<PickupBatch> {
  const batch = await repo.findBatchByCode(db, eventCode, securityCode);
  if (!batch) throw notFound(m.codeMismatch);
  const children = collected(await repo.findBatchAttendees(db, batch, eventCode));
  const pickups = await findPickupsOf(
    db,
    children.map((row) => row.code),
  );
  return {
    batchId: batch.id,
    securityCode: batch.security_code,
    children: children.map((row) => ({
      memberCode: row.code,
      fullname: fullname(row),
      checkIn: row.checked_in_at !== null,
      checkedOutAt: instant(row.checked_out_at),
      pickups: pickups.get(row.code) ?? [],
    })),
  };
}

/**
 * Checks out children with their batch's code, in one transaction: a code that is not the batch's
 * of every child named is `409 This code does not match.` and changes nothing. One already checked
 * out keeps the time of that check-out, so a retry of the same scan answers the same.
 */
export async function checkOutChildren(
  db: Db,
  feed: ChangeFeed,
  eventCode: number,
  input: CheckOutInput,
  caller: Caller,
  actor: Actor,
  now = Date.now(),
) {
  const answer = await inTransaction(db, async (trx): Promise<CheckOutAnswer> => {
    const batch = await repo.findBatchByCode(trx, eventCode, input.securityCode);
    const theirs = batch ? collected(await repo.findBatchAttendees(trx, batch, eventCode)) : [];
    const byCode = new Map(theirs.map((row) => [row.code, row]));
    if (!batch || input.memberCodes.some((code) => !byCode.has(code))) throw conflict(m.codeMismatch);
    const notIn = input.memberCodes.map((code) => byCode.get(code)!).filter((row) => row.checked_in_at === null);
    if (notIn.length > 0) throw conflict(m.notCheckedIn({ names: notIn.map(fullname).join(', ') }));
    await repo.checkOut(trx, eventCode, input.memberCodes, now, caller.staff?.code ?? null);
    // Read again: the time of each check-out, this one's or an earlier one's.
    const after = new Map((await repo.findBatchAttendees(trx, batch, eventCode)).map((row) => [row.code, row]));
    const pickups = await findPickupsOf(trx, input.memberCodes);
    const results = input.memberCodes.map((code) => {
      const row = after.get(code)!;
      return {
        memberCode: code,
        fullname: fullname(row),
        checkedOutAt: instant(row.checked_out_at ?? now)!,
        pickups: pickups.get(code) ?? [],
      };
    });
    // Those checked out by this call, not an earlier one.
    const changes = results
      .filter((result) => byCode.get(result.memberCode)!.checked_out_at === null)
      .map(({ memberCode, fullname, checkedOutAt }) => ({
        action: 'attendance.checked_out' as const,
        target: { kind: 'member' as const, id: memberCode },
        data: { eventCode, attendee: { code: memberCode, fullname, checkedOutAt } },
      }));
    await recordChanges(trx, actor, changes, now);
    return { results };
  });
  await feed.announce(eventCode);
  return answer;
}
