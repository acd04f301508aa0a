import type { DialectName } from '../../apps/server/src/db/database.ts';
import type { LoadFigures } from '../load/measure.ts';

export const DIALECT_NAMES: Record<DialectName, string> = { sqlite: 'SQLite', postgres: 'PostgreSQL' };

export const number = (value: number, digits = 0) =>
  value.toLocaleString('en-US', { minimumFractionDigits: digits, maximumFractionDigits: digits });

/** A figure as a share of the bare route measured in the same run. */
export const share = (figure: LoadFigures, bare: LoadFigures) => `${number((100 * figure.requestsPerSecond) / bare.requestsPerSecond, 1)}%`;

export const percent = (fraction: number) => `${number(100 * fraction, 1)}%`;

export const met = (ok: boolean) => (ok ? 'met' : '**missed**');

/** An ISO instant as the doc writes it: `2026-11-25 01:08 UTC`. */
export const measuredAt = (iso: string) => `${iso.slice(0, 16).replace('T', ' ')} UTC`;
