import type { Db } from '../../db/database.ts';
import type { EventSeriesTable } from '../../db/schema.ts';

export type SeriesWrite = Omit<EventSeriesTable, 'id' | 'created_at'>;

export async function insertSeries(db: Db, series: SeriesWrite, now = Date.now()): Promise<number> {
  const row = await db
    .insertInto('event_series')
    .values({ ...series, created_at: now })
    .returning('id')
    .executeTakeFirstOrThrow();
  return row.id;
}

export function findSeries(db: Db, id: number) {
  return db
    .selectFrom('event_series')
    .select(['id', 'rule', 'frequency', 'interval', 'weekdays', 'monthly_by', 'until', 'count', 'time_zone'])
    .where('id', '=', id)
    .executeTakeFirst();
}

export type SeriesRow = NonNullable<Awaited<ReturnType<typeof findSeries>>>;
