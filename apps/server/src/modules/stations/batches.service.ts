import { randomUUID } from 'node:crypto';
import {
  OFFLINE_BATCH_MAX_AGE_MS,
  OFFLINE_CLOCK_SKEW_MS,
  SECURITY_CODE_LENGTH,
  messages,
  type BatchAnswer,
  type BatchInput,
  type OfflineBatch,
} from '@console/contracts';
import type { ChangeFeed } from '../../db/change-feed.ts';
import type { Db } from '../../db/database.ts';
import { inTransaction } from '../../db/transaction.ts';
import { badRequest, conflict, notFound } from '../../lib/errors.ts';
import type { Actor } from '../audit/actor.ts';
import type { Caller } from './caller.ts';
import { checkInHeld, type Scan } from '../attendance/attendance.service.ts';
import * as repo from './batches.repository.ts';
import { dayIn } from './day.ts';
import { assertServes, randomCode } from './stations.service.ts';

const m = messages.stations;

/** Draws of a security code before giving up: with 456,976 codes a day, a tenth draw is needed only on a day of millions. */
const CODE_DRAWS = 20;

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

/** A station's offline check-in as the server keeps it: its own code, and when it was made. */
interface Offline {
  securityCode: string;
  at: number;
}

/**
 * Reads a station's offline check-in: only a station sends one, with its own letter first, made
 * within the last day and not after now (a station's clock may run a few minutes fast).
 */
function offlineOf(offline: OfflineBatch, caller: Caller, now: number): Offline {
  if (!caller.station) throw badRequest(m.offlineStationOnly, { offline: [m.offlineStationOnly] });
  const letter = caller.station.letter;
  if (!offline.securityCode.startsWith(letter)) {
    throw badRequest(m.offlineCodeNotYours({ letter }), { 'offline.securityCode': [m.offlineCodeNotYours({ letter })] });
  }
  const at = Date.parse(offline.at);
  if (at > now + OFFLINE_CLOCK_SKEW_MS || at < now - OFFLINE_BATCH_MAX_AGE_MS) {
    throw badRequest(m.offlineAtInvalid, { 'offline.at': [m.offlineAtInvalid] });
  }
  return { securityCode: offline.securityCode, at };
}

/**
 * An offline check-in sent again after the server had the first try (its answer was lost on the
 * way and the station went on alone): the family holds the station's code, so the batch takes it.
 */
async function keepOfflineCode(trx: Db, earlier: repo.BatchRow, offline: Offline, stationId: number): Promise<BatchAnswer> {
  if (earlier.security_code === offline.securityCode || earlier.station_id !== stationId) return answerOf(earlier);
  if (await repo.codeTaken(trx, earlier.day, offline.securityCode)) throw conflict(m.offlineCodeTaken);
  await repo.setBatchCode(trx, earlier.id, offline.securityCode, offline.at);
  return answerOf({ ...earlier, security_code: offline.securityCode });
}

/**
 * One household's check-in at the door (docs/api.md, "Household check-in"): every selected member
 * registered if need be and checked in to their event, in one transaction, under one security
 * code no other batch of the day has. A retry with the same scanId answers the first answer and
 * changes nothing, even when the two run at once (the second finds the first's scan when its own
 * batch cannot be written). A station's offline check-in keeps the station's code and its time:
 * the events must have been served then, and the batch's id is its scan's.
 */
export async function checkInBatch(
  db: Db,
  feed: ChangeFeed,
  input: BatchInput,
  caller: Caller,
  actor: Actor,
  timeZone: string,
  now = Date.now(),
): Promise<BatchAnswer> {
  const events = eventsOf(input);
  const offline = input.offline ? offlineOf(input.offline, caller, now) : undefined;
  const at = offline?.at ?? now;
  if (caller.station) await assertServes(db, caller.station, events, at);
  const scan: Scan = { by: caller.staff ?? null, actor, scanId: input.scanId, station: caller.station?.name ?? null };
  const answer = await inTransaction(db, async (trx) => {
    const earlier = await repo.findBatchByScan(trx, input.scanId);
    if (earlier) return offline ? keepOfflineCode(trx, earlier, offline, caller.station!.id) : answerOf(earlier);
    await assertInHousehold(trx, input);
    const results: BatchAnswer['results'] = [];
    // Event by event, in the order of their codes, each holding its members in theirs: two
    // batches at once hold in one order and wait for each other rather than deadlock.
    for (const eventCode of events) {
      const codes = input.selections.filter((pick) => pick.eventCode === eventCode).map((pick) => pick.memberCode);
      const answers = await checkInHeld(trx, eventCode, codes, true, scan, at);
      for (const answer of answers) {
        results.push({ memberCode: answer.code, eventCode, alreadyCheckedIn: answer.alreadyCheckedIn ?? false, care: answer.care ?? null });
      }
    }
    // In the order of the selections, as they were sent.
    const position = new Map(input.selections.map((pick, index) => [`${pick.memberCode}:${pick.eventCode}`, index]));
    results.sort((a, b) => position.get(`${a.memberCode}:${a.eventCode}`)! - position.get(`${b.memberCode}:${b.eventCode}`)!);
    const batch = {
      id: offline ? input.scanId : randomUUID(),
      scan_id: input.scanId,
      household_id: input.householdId,
      station_id: caller.station?.id ?? null,
      by_code: caller.staff?.code ?? null,
      day: dayIn(timeZone, at),
      results: JSON.stringify(results),
      created_at: now,
      offline_at: offline?.at ?? null,
    };
    const items = results.map((result, index) => ({
      batch_id: batch.id,
      position: index,
      member_code: result.memberCode,
      event_code: result.eventCode,
      already_checked_in: result.alreadyCheckedIn ? 1 : 0,
    }));
    // Offline, the station's own code; online, drawn again while another batch of the day has it.
    const draws = offline ? [offline.securityCode] : Array.from({ length: CODE_DRAWS }, () => randomCode(SECURITY_CODE_LENGTH));
    for (const securityCode of draws) {
      if (await repo.insertBatch(trx, { ...batch, security_code: securityCode })) {
        await repo.insertBatchItems(trx, items);
        return { batchId: batch.id, securityCode, results };
      }
      // Not written: its scan was written meanwhile by a retry that ran at once, or the code is taken.
      const retried = await repo.findBatchByScan(trx, input.scanId);
      if (retried) return answerOf(retried);
    }
    if (offline) throw conflict(m.offlineCodeTaken);
    throw new Error(`no free security code for ${batch.day} in ${CODE_DRAWS} draws`);
  });
  for (const eventCode of events) await feed.announce(eventCode);
  return answer;
}
