import { randomUUID } from 'node:crypto';
import { SECURITY_CODE_LENGTH, messages, type BatchAnswer, type BatchInput } from '@console/contracts';
import type { ChangeFeed } from '../../db/change-feed.ts';
import type { Db } from '../../db/database.ts';
import { inTransaction } from '../../db/transaction.ts';
import { conflict, notFound } from '../../lib/errors.ts';
import type { Caller } from './caller.ts';
import { checkInHeld, type Scan } from '../attendance/attendance.service.ts';
import * as repo from './batches.repository.ts';
import { assertServes, randomCode } from './stations.service.ts';

const m = messages.stations;

/** Draws of a security code before giving up: with 456,976 codes a day, a tenth draw is needed only on a day of millions. */
const CODE_DRAWS = 20;

/** The calendar day of `now` in `timeZone`, `YYYY-MM-DD`: the day within which no two batches share a code. */
export function dayIn(timeZone: string, now: number): string {
  return new Intl.DateTimeFormat('en-CA', { timeZone, year: 'numeric', month: '2-digit', day: '2-digit' }).format(now);
}

function answerOf(batch: repo.BatchRow): BatchAnswer {
  return { batchId: batch.id, securityCode: batch.security_code, results: JSON.parse(batch.results) as BatchAnswer['results'] };
}

const eventsOf = (input: BatchInput) => [...new Set(input.selections.map((pick) => pick.eventCode))].sort((a, b) => a - b);

/** Refuses a selection of someone outside the household, naming them. */
async function assertInHousehold(trx: Db, input: BatchInput) {
  if (!(await repo.householdExists(trx, input.householdId))) throw notFound(messages.households.notFound);
  const members = new Set((await repo.findHouseholdMembers(trx, input.householdId)).map((row) => row.member_code));
  const outside = [...new Set(input.selections.map((pick) => pick.memberCode).filter((code) => !members.has(code)))];
  if (outside.length === 0) return;
  const named = await repo.findMemberNames(trx, outside);
  const names = outside.map((code) => {
    const member = named.find((row) => row.code === code);
    return member ? `${member.first_name} ${member.last_name}` : String(code);
  });
  throw conflict(m.notInHousehold({ names: names.join(', ') }));
}

/**
 * One household's check-in at the door (docs/api.md, "Household check-in"): every selected member
 * registered if need be and checked in to their event, in one transaction, under one security
 * code no other batch of the day has. A retry with the same scanId answers the first answer and
 * changes nothing, even when the two run at once (the second finds the first's scan when its own
 * batch cannot be written).
 */
export async function checkInBatch(
  db: Db,
  feed: ChangeFeed,
  input: BatchInput,
  caller: Caller,
  timeZone: string,
  now = Date.now(),
): Promise<BatchAnswer> {
  const events = eventsOf(input);
  if (caller.station) await assertServes(db, caller.station, events, now);
  const scan: Scan = { by: caller.staff ?? null, scanId: input.scanId, station: caller.station?.name ?? null };
  const answer = await inTransaction(db, async (trx) => {
    const earlier = await repo.findBatchByScan(trx, input.scanId);
    if (earlier) return answerOf(earlier);
    await assertInHousehold(trx, input);
    const results: BatchAnswer['results'] = [];
    // Event by event, in the order of their codes, each holding its members in theirs: two
    // batches at once hold in one order and wait for each other rather than deadlock.
    for (const eventCode of events) {
      const codes = input.selections.filter((pick) => pick.eventCode === eventCode).map((pick) => pick.memberCode);
      const answers = await checkInHeld(trx, eventCode, codes, true, scan, now);
      for (const answer of answers) {
        results.push({ memberCode: answer.code, eventCode, alreadyCheckedIn: answer.alreadyCheckedIn ?? false, care: answer.care ?? null });
      }
    }
    // In the order of the selections, as they were sent.
    const position = new Map(input.selections.map((pick, index) => [`${pick.memberCode}:${pick.eventCode}`, index]));
    results.sort((a, b) => position.get(`${a.memberCode}:${a.eventCode}`)! - position.get(`${b.memberCode}:${b.eventCode}`)!);
    const batch = {
      id: randomUUID(),
      scan_id: input.scanId,
      household_id: input.householdId,
      station_id: caller.station?.id ?? null,
      by_code: caller.staff?.code ?? null,
      day: dayIn(timeZone, now),
      results: JSON.stringify(results),
      created_at: now,
    };
    for (let draw = 0; draw < CODE_DRAWS; draw += 1) {
      const securityCode = randomCode(SECURITY_CODE_LENGTH);
      if (await repo.insertBatch(trx, { ...batch, security_code: securityCode })) {
        await repo.insertBatchItems(
          trx,
          results.map((result, index) => ({
            batch_id: batch.id,
            position: index,
            member_code: result.memberCode,
            event_code: result.eventCode,
            already_checked_in: result.alreadyCheckedIn ? 1 : 0,
          })),
        );
        return { batchId: batch.id, securityCode, results };
      }
      // Not written: its scan was written meanwhile by a retry that ran at once, or the code is taken.
      const retried = await repo.findBatchByScan(trx, input.scanId);
      if (retried) return answerOf(retried);
    }
    throw new Error(`no free security code for ${batch.day} in ${CODE_DRAWS} draws`);
  });
  for (const eventCode of events) await feed.announce(eventCode);
  return answer;
}
