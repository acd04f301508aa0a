/** The shape of the benchmark's results files (bench/results/latest.json, smoke.json). */
import type { DialectName } from '../../apps/server/src/db/database.ts';
import type { DataSizes } from '../dataset/generate.ts';
import type { KioskFigures } from '../load/kiosks.ts';
import type { LoadFigures } from '../load/measure.ts';
import type { Scenario } from '../load/scenarios.ts';

export interface ScenarioResult {
  name: string;
  kind: Scenario['kind'];
  /** At 10 connections, then at 50. */
  figures: LoadFigures[];
}

export interface ExportFigures {
  seconds: number;
  megabytes: number;
  memoryGrowthMb: number;
}

export interface DatabaseResults {
  sizes: DataSizes;
  version?: string;
  bare: LoadFigures[];
  scenarios: ScenarioResult[];
  export: ExportFigures;
  peakResidentMb: number;
  scaleOut?: { processes: number; figures: LoadFigures }[];
  /** Families checked in through self kiosks (absent in results from before they were measured). */
  kiosks?: KioskFigures;
  /** The check-in scenario on two servers started for it, built with the change record and without it. */
  changeRecord?: { withRecord: LoadFigures[]; without: LoadFigures[] };
}

export interface Machine {
  cpu: string;
  cores: number;
  memoryGb: number;
  node: string;
}

/** The JavaScript one screen loads, gzipped, and its CSS. */
export interface ScreenScript {
  screen: string;
  files: number;
  kilobytes: number;
  budgetKb: number;
  /** Its stylesheets, gzipped (absent in results from before they were measured). */
  cssKilobytes?: number;
}

export interface QrDecoderFigures {
  /** Share of the frames decoded to the right text. */
  success: number;
  medianMs: number;
  p95Ms: number;
}

export interface QrResults {
  frames: number;
  categories: { category: string; frames: number; app: number; jsqr: number }[];
  app: QrDecoderFigures;
  jsqr: QrDecoderFigures;
}

/** Lighthouse's mobile preset on one screen. */
export interface LighthouseScore {
  screen: string;
  performance: number;
  accessibility: number;
  firstContentfulPaintMs: number;
  largestContentfulPaintMs: number;
  totalBlockingTimeMs: number;
}

export interface Results {
  measuredAt: string;
  machine: Machine;
  secondsPerMeasurement: number;
  databases: Partial<Record<DialectName, DatabaseResults & { measuredAt: string }>>;
  frontend?: { measuredAt: string; screens: ScreenScript[] };
  qr?: QrResults & { measuredAt: string };
  lighthouse?: { measuredAt: string; scores: LighthouseScore[] };
}
