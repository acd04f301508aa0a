import type { Migration, MigrationProvider } from 'kysely';
import * as initial from './2026-11-22T0900-initial.ts';
import * as searchIndexes from './2026-11-22T0910-search-indexes.ts';
import * as enabledFullnameIndex from './2026-11-22T0920-enabled-fullname-index.ts';
import * as door from './2026-11-23T0900-door.ts';
import * as sqliteTrigramSearch from './2026-11-24T0900-sqlite-trigram-search.ts';
import * as memberCounts from './2026-11-24T0910-member-counts.ts';
import * as roleFullnameIndex from './2026-11-24T0920-role-fullname-index.ts';
import * as eventStatusIndexes from './2026-11-24T0930-event-status-indexes.ts';
import * as checkInLogByTime from './2026-11-25T0900-check-in-log-by-time.ts';
import * as membersByUpdate from './2026-11-26T0900-members-by-update.ts';
import * as duplicateKeys from './2026-11-26T0910-duplicate-keys.ts';
import * as memberCountsPerStatement from './2026-11-26T1200-member-counts-per-statement.ts';
import * as attendanceAnnounces from './2026-11-27T0900-attendance-announces.ts';
import * as households from './2026-11-27T1000-households.ts';
import * as doorSearch from './2026-11-27T1300-door-search.ts';
import * as optionalEmail from './2026-11-27T1400-optional-email.ts';
import * as eventAges from './2026-11-27T1500-event-ages.ts';
import * as memberPickups from './2026-11-27T1510-member-pickups.ts';
import * as stations from './2026-11-28T0900-stations.ts';
import * as offlineBatches from './2026-11-28T1200-offline-batches.ts';
import * as changesAndTokens from './2026-11-28T1400-changes-and-tokens.ts';
import * as calendarFeeds from './2026-11-28T1420-calendar-feeds.ts';
import * as webhooks from './2026-11-28T1600-webhooks.ts';
import * as membersByLastName from './2026-12-01T0900-members-by-last-name.ts';
import * as membersByCreation from './2026-12-01T1000-members-by-creation.ts';
import * as eventSeries from './2026-12-02T0900-event-series.ts';
import * as changeIndexBehindWrites from './2026-12-02T1200-change-index-behind-writes.ts';
import * as searchesWithoutPendingLists from './2026-12-04T0900-searches-without-pending-lists.ts';

/** Every migration by its name, in order. A static list works the same under tsx, Vitest and a bundle. */
const migrations: Record<string, Migration> = {
  '2026-11-22T0900-initial': initial,
  '2026-11-22T0910-search-indexes': searchIndexes,
  '2026-11-22T0920-enabled-fullname-index': enabledFullnameIndex,
  '2026-11-23T0900-door': door,
  '2026-11-24T0900-sqlite-trigram-search': sqliteTrigramSearch,
  '2026-11-24T0910-member-counts': memberCounts,
  '2026-11-24T0920-role-fullname-index': roleFullnameIndex,
  '2026-11-24T0930-event-status-indexes': eventStatusIndexes,
  '2026-11-25T0900-check-in-log-by-time': checkInLogByTime,
  '2026-11-26T0900-members-by-update': membersByUpdate,
  '2026-11-26T0910-duplicate-keys': duplicateKeys,
  '2026-11-26T1200-member-counts-per-statement': memberCountsPerStatement,
  '2026-11-27T0900-attendance-announces': attendanceAnnounces,
  '2026-11-27T1000-households': households,
  '2026-11-27T1300-door-search': doorSearch,
  '2026-11-27T1400-optional-email': optionalEmail,
  '2026-11-27T1500-event-ages': eventAges,
  '2026-11-27T1510-member-pickups': memberPickups,
  '2026-11-28T0900-stations': stations,
  '2026-11-28T1200-offline-batches': offlineBatches,
  '2026-11-28T1400-changes-and-tokens': changesAndTokens,
  '2026-11-28T1420-calendar-feeds': calendarFeeds,
  '2026-11-28T1600-webhooks': webhooks,
  '2026-12-01T0900-members-by-last-name': membersByLastName,
  '2026-12-01T1000-members-by-creation': membersByCreation,
  '2026-12-02T0900-event-series': eventSeries,
  '2026-12-02T1200-change-index-behind-writes': changeIndexBehindWrites,
  '2026-12-04T0900-searches-without-pending-lists': searchesWithoutPendingLists,
};

export const migrationProvider: MigrationProvider = {
  getMigrations: async () => migrations,
};
