import type { Db } from '../../db/database.ts';
import { attendanceCounts } from '../events/events.repository.ts';

/** The events that start in [from, to) (epoch ms), not cancelled, of these programs and categories, in start order, with their counts. */
export function findReportEvents(db: Db, range: { from: number; to: number }, programs?: number[], categories?: number[]) {
  let query = db
    .selectFrom('events')
    .innerJoin('programs', 'programs.id', 'events.program_id')
    .select((eb) => ['events.code', 'events.name', 'events.starts_at', 'programs.name as program', ...attendanceCounts(eb)])
    .where('events.starts_at', '>=', range.from)
    .where('events.starts_at', '<', range.to)
    .where('events.is_cancelled', '=', 0);
  if (programs?.length) query = query.where('events.program_id', 'in', programs);
  if (categories?.length) query = query.where('events.category_id', 'in', categories);
  return query.orderBy('events.starts_at').orderBy('events.code').execute();
}

/**
 * Enabled members checked in at `minEvents` or more events that started in [from, cutoff) and at
 * none that started since `cutoff`, with the count and their last check-in.
 */
export function findAbsentees(db: Db, window: { from: number; cutoff: number }, minEvents: number) {
  return db
    .selectFrom('attendance')
    .innerJoin('events', 'events.code', 'attendance.event_code')
    .innerJoin('members', 'members.code', 'attendance.member_code')
    .select((eb) => [
      'members.code',
      'members.first_name',
      'members.last_name',
      'members.email',
      'members.phones',
      eb.fn.countAll<number>().as('events_before'),
      eb.fn.max('attendance.checked_in_at').as('last_check_in'),
    ])
    .where('attendance.checked_in_at', 'is not', null)
    .where('events.starts_at', '>=', window.from)
    .where('events.starts_at', '<', window.cutoff)
    .where('members.is_enabled', '=', 1)
    .where(({ not, exists, selectFrom }) =>
      not(
        exists(
          selectFrom('attendance as since')
            .innerJoin('events as later', 'later.code', 'since.event_code')
            .select('since.member_code')
            .whereRef('since.member_code', '=', 'attendance.member_code')
            .where('since.checked_in_at', 'is not', null)
            .where('later.starts_at', '>=', window.cutoff),
        ),
      ),
    )
    .groupBy(['members.code', 'members.first_name', 'members.last_name', 'members.email', 'members.phones', 'members.fullname_sort'])
    .having((eb) => eb.fn.countAll(), '>=', minEvents)
    .orderBy('events_before', 'desc')
    .orderBy('members.fullname_sort')
    .orderBy('members.code')
    .execute();
}
