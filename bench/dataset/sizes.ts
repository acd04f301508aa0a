import { parseArgs } from 'node:util';
import type { DialectName } from '../../apps/server/src/db/database.ts';
import type { DataSizes } from './generate.ts';

/** Households per member when not given: 40,000 for 100,000 members. */
const HOUSEHOLDS_PER_MEMBER = 0.4;

/** The organisation the issue sets: 100,000 members in 40,000 households, 10,000 events, 1,000,000 attendance rows. */
export const FULL_SIZES: DataSizes = { members: 100_000, households: 40_000, events: 10_000, attendance: 1_000_000, changes: 1_000_000 };
/** The smoke run's: every benchmark runs, on data made in seconds. */
export const SMOKE_SIZES: DataSizes = { members: 6_000, households: 2_400, events: 300, attendance: 20_000, changes: 20_000 };

export const sizeOptions = {
  members: { type: 'string' },
  households: { type: 'string' },
  events: { type: 'string' },
  attendance: { type: 'string' },
  changes: { type: 'string' },
  smoke: { type: 'boolean', default: false },
  db: { type: 'string', default: 'sqlite' },
} as const;

/** `--db sqlite|postgres|both` */
export function dialectsOf(db: string): DialectName[] {
  if (db === 'both') return ['sqlite', 'postgres'];
  if (db === 'sqlite' || db === 'postgres') return [db];
  throw new Error(`--db must be sqlite, postgres or both, not ${db}`);
}

export function sizesOf(values: {
  members?: string;
  households?: string;
  events?: string;
  attendance?: string;
  changes?: string;
  smoke?: boolean;
}): DataSizes {
  const base = values.smoke ? SMOKE_SIZES : FULL_SIZES;
  const count = (text: string | undefined, fallback: number) => {
    if (text === undefined) return fallback;
    const value = Number(text.replaceAll('_', ''));
    if (!Number.isInteger(value) || value < 1) throw new Error(`not a positive whole number: ${text}`);
    return value;
  };
  const members = count(values.members, base.members);
  return {
    members,
    // As many per member as the full data has, unless given.
    households: count(values.households, Math.round(members * HOUSEHOLDS_PER_MEMBER)),
    events: count(values.events, base.events),
    attendance: count(values.attendance, base.attendance),
    changes: count(values.changes, base.changes),
  };
}

export function parseSizeArgs() {
  const { values } = parseArgs({ options: sizeOptions, allowPositionals: false });
  return { sizes: sizesOf(values), dialects: dialectsOf(values.db) };
}
