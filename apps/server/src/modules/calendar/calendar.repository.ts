import type { Db } from '../../db/database.ts';

const FEED_COLUMNS = [
  'calendar_feeds.id',
  'calendar_feeds.name',
  'calendar_feeds.created_at',
  'calendar_feeds.created_by',
  'calendar_feeds.last_fetched_at',
  'members.first_name as created_by_first_name',
  'members.last_name as created_by_last_name',
] as const;

function selectFeeds(db: Db) {
  return db.selectFrom('calendar_feeds').leftJoin('members', 'members.code', 'calendar_feeds.created_by').select(FEED_COLUMNS);
}

/** Every feed, by name. */
export function findFeeds(db: Db) {
  return selectFeeds(db).orderBy('calendar_feeds.name').orderBy('calendar_feeds.id').execute();
}

export type FeedRow = Awaited<ReturnType<typeof findFeeds>>[number];

export function findFeed(db: Db, id: number) {
  return selectFeeds(db).where('calendar_feeds.id', '=', id).executeTakeFirst();
}

/** The feed whose secret hashes to `secretHash`. */
export function findFeedBySecret(db: Db, secretHash: string) {
  return db.selectFrom('calendar_feeds').select(['id', 'name', 'last_fetched_at']).where('secret_hash', '=', secretHash).executeTakeFirst();
}

/** The programs of the feeds given (of every feed when `feedIds` is left out). */
export function findFeedPrograms(db: Db, feedIds?: number[]) {
  let query = db.selectFrom('calendar_feed_programs').select(['feed_id', 'program_id']).orderBy('program_id');
  if (feedIds) query = query.where('feed_id', 'in', feedIds);
  return query.execute();
}

export async function insertFeed(
  db: Db,
  feed: { name: string; secret_hash: string; created_at: number; created_by: number | null },
  programIds: number[],
): Promise<number> {
  const { id } = await db.insertInto('calendar_feeds').values(feed).returning('id').executeTakeFirstOrThrow();
  if (programIds.length > 0) {
    await db
      .insertInto('calendar_feed_programs')
      .values(programIds.map((programId) => ({ feed_id: id, program_id: programId })))
      .execute();
  }
  return id;
}

/** Deletes a feed (its programs go with it, ON DELETE CASCADE); answers whether there was one. */
export async function deleteFeed(db: Db, id: number): Promise<boolean> {
  const result = await db.deleteFrom('calendar_feeds').where('id', '=', id).executeTakeFirst();
  return Number(result.numDeletedRows) > 0;
}

export async function touchFeed(db: Db, id: number, now: number) {
  await db.updateTable('calendar_feeds').set({ last_fetched_at: now }).where('id', '=', id).execute();
}

/**
 * The public, not cancelled events starting in [from, to), of `programIds` (any program when
 * empty), with their venue's name and address, in order of start: one query, walking the start
 * index (events_starts_idx) from `from`, at most `limit` rows.
 */
export function findFeedEvents(db: Db, { from, to, programIds, limit }: { from: number; to: number; programIds: number[]; limit: number }) {
  let query = db
    .selectFrom('events')
    .innerJoin('venues', 'venues.id', 'events.venue_id')
    .innerJoin('postal_codes', 'postal_codes.id', 'venues.postal_code_id')
    .innerJoin('cities', 'cities.id', 'postal_codes.city_id')
    .innerJoin('provinces', 'provinces.id', 'cities.province_id')
    .select([
      'events.code',
      'events.name',
      'events.description',
      'events.starts_at',
      'events.ends_at',
      'events.updated_at',
      'venues.name as venue',
      'venues.address_line1',
      'venues.address_line2',
      'cities.name as city',
      'provinces.code as province_code',
      'postal_codes.code as postal_code',
    ])
    .where('events.starts_at', '>=', from)
    .where('events.starts_at', '<', to)
    .where('events.is_public', '=', 1)
    .where('events.is_cancelled', '=', 0);
  if (programIds.length > 0) query = query.where('events.program_id', 'in', programIds);
  return query.orderBy('events.starts_at').orderBy('events.code').limit(limit).execute();
}

export type FeedEventRow = Awaited<ReturnType<typeof findFeedEvents>>[number];
