import { sql } from 'kysely';
import { ERASED_HISTORY_FIELD, ROLE_IDS } from '@console/contracts';
import type { Db } from '../../db/database.ts';

/*
 * The reads of the retention job (retention.service.ts): the members inactive since a moment.
 */

/**
 * The plain members created before `since` with nothing about them since (decision 046): no
 * attendance (registered, checked in or out, or at an event that starts, since then), no entry of
 * the change record about them or made by them (a sign-in is one; a read of their care is not a
 * change), no history row and no session used; never one erased already. By code.
 */
export function findInactiveMembers(db: Db, since: number) {
  return db
    .selectFrom('members as m')
    .select(['m.code', 'm.first_name', 'm.last_name'])
    .where('m.role_id', '=', ROLE_IDS.member)
    .where('m.created_at', '<', since)
    .where(({ exists, not, selectFrom, or }) =>
      not(
        or([
          exists(
            selectFrom('attendance as a')
              .innerJoin('events as e', 'e.code', 'a.event_code')
              .select(sql.lit(1).as('one'))
              .whereRef('a.member_code', '=', 'm.code')
              .where((inner) =>
                inner.or([
                  inner('a.registered_at', '>=', since),
                  inner('a.checked_in_at', '>=', since),
                  inner('a.checked_out_at', '>=', since),
                  inner('e.starts_at', '>=', since),
                ]),
              ),
          ),
          exists(
            selectFrom('check_ins as c').select(sql.lit(1).as('one')).whereRef('c.member_code', '=', 'm.code').where('c.at', '>=', since),
          ),
          exists(
            selectFrom('changes as ch')
              .select(sql.lit(1).as('one'))
              .where('ch.target_kind', '=', 'member')
              .whereRef('ch.target_id', '=', 'm.code')
              .where('ch.action', '!=', 'care.read')
              .where('ch.at', '>=', since),
          ),
          exists(
            selectFrom('changes as ch')
              .select(sql.lit(1).as('one'))
              .where('ch.actor_kind', '=', 'staff')
              .whereRef('ch.actor_id', '=', 'm.code')
              .where('ch.at', '>=', since),
          ),
          exists(
            selectFrom('member_changes as h')
              .select(sql.lit(1).as('one'))
              .whereRef('h.member_code', '=', 'm.code')
              .where((inner) => inner.or([inner('h.at', '>=', since), inner('h.field', '=', ERASED_HISTORY_FIELD)])),
          ),
          exists(
            selectFrom('sessions as s')
              .select(sql.lit(1).as('one'))
              .whereRef('s.member_code', '=', 'm.code')
              .where('s.last_used_at', '>=', since),
          ),
        ]),
      ),
    )
    .orderBy('m.code')
    .execute();
}

/** The key of the advisory lock that one server process at a time holds while it runs the job. */
export const RETENTION_LOCK_KEY = 4_604_612;

/** Takes the retention job's lock for the transaction `trx` (PostgreSQL only); false when another holds it. */
export async function tryRetentionLock(trx: Db): Promise<boolean> {
  const { rows } = await sql<{ locked: boolean }>`select pg_try_advisory_xact_lock(${RETENTION_LOCK_KEY}) as locked`.execute(trx);
  return rows[0]?.locked === true;
}
