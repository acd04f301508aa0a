/**
 * The benchmark's results: bench/results/latest.json (the figures) and docs/performance.md (made
 * from them, with the hand-written causes of the misses in bench/results/known-causes.md). A smoke
 * run writes bench/results/smoke.json only, and fails on any request that did not succeed.
 */
import { cpus, totalmem } from 'node:os';
import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import type { DialectName } from '../../apps/server/src/db/database.ts';
import { performanceDoc } from './performance-doc.ts';
import type { DatabaseResults, LighthouseScore, Machine, QrResults, Results, ScreenScript } from './result-types.ts';

const RESULTS_DIR = import.meta.dirname;
const DOC = join(import.meta.dirname, '../../docs/performance.md');

export function machine(): Machine {
  return { cpu: cpus()[0]?.model ?? 'unknown', cores: cpus().length, memoryGb: Math.round(totalmem() / 1024 ** 3), node: process.version };
}

/** Every request that did not succeed, by database and scenario. */
function requestFailures(databases: Results['databases']): string[] {
  return Object.entries(databases).flatMap(([dialect, results]) =>
    [
      ...results.scenarios.map((scenario) => ({ name: scenario.name, figures: scenario.figures })),
      { name: 'bare route', figures: results.bare },
      { name: 'check-in on a fresh server', figures: results.changeRecord?.withRecord ?? [] },
      { name: 'check-in on a fresh server without the change record', figures: results.changeRecord?.without ?? [] },
      ...(results.scaleOut ?? []).map((entry) => ({ name: `scale-out, ${entry.processes} processes`, figures: [entry.figures] })),
    ].flatMap(({ name, figures }) =>
      figures
        .filter((figure) => figure.failures > 0 || figure.requests === 0)
        .map((figure) => `${dialect}: ${name} at ${figure.connections} connections: ${figure.failures} failed of ${figure.requests}`),
    ),
  );
}

/**
 * Merges `part` into the results file (latest.json, or smoke.json for a smoke run) and, but for a
 * smoke run, makes docs/performance.md anew from the whole.
 */
function mergeResults(part: Partial<Results>, smoke: boolean): void {
  const file = join(RESULTS_DIR, smoke ? 'smoke.json' : 'latest.json');
  const previous = existsSync(file) ? (JSON.parse(readFileSync(file, 'utf8')) as Results) : undefined;
  const results: Results = {
    measuredAt: new Date().toISOString(),
    machine: machine(),
    secondsPerMeasurement: previous?.secondsPerMeasurement ?? 0,
    ...previous,
    ...part,
    databases: { ...previous?.databases, ...part.databases },
  };
  writeFileSync(file, `${JSON.stringify(results, null, 2)}\n`);
  console.log(`\nwrote ${file}`);
  if (!smoke) writePerformanceDoc();
}

/** docs/performance.md from latest.json and the hand-written known-causes.md. */
export function writePerformanceDoc() {
  const results = JSON.parse(readFileSync(join(RESULTS_DIR, 'latest.json'), 'utf8')) as Results;
  writeFileSync(DOC, performanceDoc(results, readFileSync(join(RESULTS_DIR, 'known-causes.md'), 'utf8')));
  console.log(`wrote ${DOC}`);
}

/** Saves the load benchmark's figures and answers the requests that failed. */
export function saveResults(measured: Partial<Record<DialectName, DatabaseResults>>, { smoke, seconds }: { smoke: boolean; seconds: number }) {
  const measuredAt = new Date().toISOString();
  const stamped = Object.fromEntries(Object.entries(measured).map(([dialect, results]) => [dialect, { ...results, measuredAt }]));
  mergeResults({ measuredAt, machine: machine(), secondsPerMeasurement: seconds, databases: stamped }, smoke);
  return requestFailures(stamped);
}

export function saveFrontend(screens: ScreenScript[], { smoke }: { smoke: boolean }) {
  mergeResults({ frontend: { measuredAt: new Date().toISOString(), screens } }, smoke);
}

export function saveQr(qr: QrResults, { smoke }: { smoke: boolean }) {
  mergeResults({ qr: { ...qr, measuredAt: new Date().toISOString() } }, smoke);
}

export function saveLighthouse(scores: LighthouseScore[], { smoke }: { smoke: boolean }) {
  mergeResults({ lighthouse: { measuredAt: new Date().toISOString(), scores } }, smoke);
}
