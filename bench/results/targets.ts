import type { DialectName } from '../../apps/server/src/db/database.ts';
import { DIALECT_NAMES, met, number, percent, share } from './format.ts';
import type { LoadFigures } from '../load/measure.ts';
import type { DatabaseResults, Results } from './result-types.ts';

/** A target's figure in the latest results and whether it meets the target. */
interface Outcome {
  figure: string;
  ok: boolean;
}

interface Target {
  /** Names the target's section in bench/results/known-causes.md. */
  id: string;
  what: string;
  target: string;
}

interface LoadTarget extends Target {
  /** For one database; undefined where the target does not apply to it. */
  check(results: DatabaseResults, dialect: DialectName): Outcome | undefined;
}

interface BrowserTarget extends Target {
  /** Undefined while the results hold no figures for it. */
  check(results: Results): Outcome | undefined;
}

/** A scenario's best rate over its connection counts. */
export const bestOf = (figures: LoadFigures[]) => Math.max(...figures.map((figure) => figure.requestsPerSecond));

const LOAD_TARGETS: LoadTarget[] = [
  {
    id: 'member-read',
    what: 'member by code, signed in (10 connections)',
    target: '≥ 40% of the bare route',
    check: (results) => {
      const figure = results.scenarios.find((scenario) => scenario.kind === 'member')!.figures[0]!;
      const ratio = figure.requestsPerSecond / results.bare[0]!.requestsPerSecond;
      return { figure: share(figure, results.bare[0]!), ok: ratio >= 0.4 };
    },
  },
  {
    id: 'list-p99',
    what: 'every list page, sort, filter, search and page number: worst p99 at 10 connections',
    target: '≤ 25 ms',
    check: (results) => {
      const worst = results.scenarios
        .filter((scenario) => scenario.kind === 'list')
        .map((scenario) => ({ name: scenario.name, p99: scenario.figures[0]!.p99 }))
        .sort((a, b) => b.p99 - a.p99)[0]!;
      return { figure: `${worst.p99} ms (${worst.name})`, ok: worst.p99 <= 25 };
    },
  },
  {
    id: 'audit-first-page',
    what: "the audit log's first page, 1,000,000 entries: p99 at 10 connections",
    target: '≤ 25 ms',
    check: (results) => {
      const scenario = results.scenarios.find((one) => one.name.startsWith('audit log, first page'));
      return scenario && { figure: `${scenario.figures[0]!.p99} ms`, ok: scenario.figures[0]!.p99 <= 25 };
    },
  },
  {
    id: 'door-search',
    what: "the door's family search, by 4 digits and by a name: worst p99 at 10 connections",
    target: '≤ 25 ms',
    check: (results) => {
      const worst = results.scenarios
        .filter((scenario) => scenario.kind === 'door-search')
        .map((scenario) => ({ name: scenario.name, p99: scenario.figures[0]!.p99 }))
        .sort((a, b) => b.p99 - a.p99)[0];
      return worst && { figure: `${worst.p99} ms (${worst.name})`, ok: worst.p99 <= 25 };
    },
  },
  {
    id: 'family-check-in',
    what: 'family check-in of 4, best of 10 and 50 connections',
    target: '≥ 500/s SQLite',
    check: (results, dialect) => {
      const scenario = results.scenarios.find((one) => one.kind === 'family-check-in');
      if (!scenario || dialect !== 'sqlite') return undefined;
      const best = bestOf(scenario.figures);
      return { figure: `${number(best)}/s`, ok: best >= 500 };
    },
  },
  {
    id: 'kiosk-batches',
    what: '100 families checked in through two self kiosks at once: p99 a batch',
    target: '≤ 50 ms',
    check: (results) => results.kiosks && { figure: `${number(results.kiosks.p99, 1)} ms (max ${number(results.kiosks.max, 1)} ms)`, ok: results.kiosks.p99 <= 50 },
  },
  {
    id: 'check-in',
    what: 'check-in, best of 10 and 50 connections',
    target: '≥ 1,500/s SQLite, ≥ 1,000/s PostgreSQL',
    check: (results, dialect) => {
      const best = bestOf(results.scenarios.find((scenario) => scenario.kind === 'check-in')!.figures);
      return { figure: `${number(best)}/s`, ok: best >= (dialect === 'sqlite' ? 1_500 : 1_000) };
    },
  },
  {
    id: 'change-record',
    what: 'time the change record adds to a check-in, two fresh servers built with it and without it, best of 10 and 50 connections',
    target: '≤ 10%',
    check: (results) => {
      if (!results.changeRecord) return undefined;
      const withRecord = bestOf(results.changeRecord.withRecord);
      const without = bestOf(results.changeRecord.without);
      // Time a request is the inverse of the rate: what the record adds is without / with − 1.
      const added = without / withRecord - 1;
      return { figure: `${percent(added)} (${number(without)}/s → ${number(withRecord)}/s)`, ok: added <= 0.1 };
    },
  },
  {
    id: 'scale-out',
    what: 'reads, 2 processes against 1 behind a round-robin proxy',
    target: '≥ 1.6×',
    check: (results) => {
      if (!results.scaleOut) return undefined;
      const [one, two] = results.scaleOut.map((entry) => entry.figures.requestsPerSecond);
      return { figure: `${number(two! / one!, 2)}× (${number(one!)}/s → ${number(two!)}/s)`, ok: two! / one! >= 1.6 };
    },
  },
  {
    id: 'export-time',
    what: 'members export, time to the last byte',
    target: '< 3 s',
    check: (results) => ({
      figure: `${number(results.export.seconds, 2)} s (${number(results.export.megabytes, 1)} MB)`,
      ok: results.export.seconds < 3,
    }),
  },
  {
    id: 'export-memory',
    what: 'members export, server memory growth',
    target: '< 30 MB',
    check: (results) => ({ figure: `${number(results.export.memoryGrowthMb, 1)} MB`, ok: results.export.memoryGrowthMb < 30 }),
  },
  {
    id: 'peak-memory',
    what: 'server resident memory, peak over the whole run',
    target: '≤ 200 MB',
    check: (results) => ({ figure: `${number(results.peakResidentMb, 1)} MB`, ok: results.peakResidentMb <= 200 }),
  },
];

/** The screens whose figure fails `ok`, or the lowest figure when none does. */
function screensOutcome<T extends { screen: string }>(items: T[], ok: (item: T) => boolean, figure: (item: T) => string): Outcome {
  const missed = items.filter((item) => !ok(item));
  if (missed.length > 0) return { figure: missed.map((item) => `\`${item.screen}\` ${figure(item)}`).join(', '), ok: false };
  return { figure: `all ${items.length} screens`, ok: true };
}

const BROWSER_TARGETS: BrowserTarget[] = [
  {
    id: 'frontend-budget',
    what: 'JavaScript a screen loads, gzipped',
    target: '≤ 150 KB `/login`, ≤ 250 KB every other screen',
    check: ({ frontend }) =>
      frontend &&
      screensOutcome(
        frontend.screens,
        (screen) => screen.kilobytes <= screen.budgetKb,
        (screen) => `${number(screen.kilobytes, 1)} KB`,
      ),
  },
  {
    id: 'lighthouse-performance',
    what: 'Lighthouse performance, mobile preset',
    target: '≥ 95 on each screen measured',
    check: ({ lighthouse }) =>
      lighthouse &&
      screensOutcome(
        lighthouse.scores,
        (score) => score.performance >= 95,
        (score) => String(score.performance),
      ),
  },
  {
    id: 'lighthouse-accessibility',
    what: 'Lighthouse accessibility',
    target: '100 on each screen measured',
    check: ({ lighthouse }) =>
      lighthouse &&
      screensOutcome(
        lighthouse.scores,
        (score) => score.accessibility === 100,
        (score) => String(score.accessibility),
      ),
  },
  {
    id: 'qr-decoded',
    what: 'QR frames the app decodes',
    target: '≥ 95% of the corpus',
    check: ({ qr }) => qr && { figure: percent(qr.app.success), ok: qr.app.success >= 0.95 },
  },
  {
    id: 'qr-categories',
    what: 'QR frames the app decodes, per category',
    target: 'never below jsQR',
    check: ({ qr }) => {
      if (!qr) return undefined;
      const below = qr.categories.filter((entry) => entry.app < entry.jsqr);
      return { figure: below.length === 0 ? `all ${qr.categories.length} categories` : below.map((entry) => entry.category).join(', '), ok: below.length === 0 };
    },
  },
  {
    id: 'qr-median',
    what: 'QR decoding time, median a frame',
    target: '≤ 15 ms',
    check: ({ qr }) => qr && { figure: `${number(qr.app.medianMs, 1)} ms`, ok: qr.app.medianMs <= 15 },
  },
];

const dialectsOf = (results: Results) => Object.keys(results.databases) as DialectName[];

/** The targets the latest results miss (on either database), in the order of the tables. */
export function missedTargets(results: Results): Target[] {
  const loadMisses = LOAD_TARGETS.filter((target) =>
    dialectsOf(results).some((dialect) => target.check(results.databases[dialect]!, dialect)?.ok === false),
  );
  const browserMisses = BROWSER_TARGETS.filter((target) => target.check(results)?.ok === false);
  return [...loadMisses, ...browserMisses];
}

/** The server's targets per database, then the browser's. */
export function targetsTables(results: Results): string {
  const dialects = dialectsOf(results);
  const loadRows = LOAD_TARGETS.map((target) => {
    const cells = dialects.map((dialect) => {
      const outcome = target.check(results.databases[dialect]!, dialect);
      return outcome ? `${outcome.figure}: ${met(outcome.ok)}` : '—';
    });
    return `| ${target.what} | ${target.target} | ${cells.join(' | ')} |`;
  });
  const browserRows = BROWSER_TARGETS.flatMap((target) => {
    const outcome = target.check(results);
    return outcome ? [`| ${target.what} | ${target.target} | ${outcome.figure}: ${met(outcome.ok)} |`] : [];
  });
  return [
    'The server, on each database (`npm run bench`):',
    '',
    `| what | target | ${dialects.map((dialect) => DIALECT_NAMES[dialect]).join(' | ')} |`,
    `|---|---|${dialects.map(() => '---|').join('')}`,
    ...loadRows,
    '',
    'The web app (`npm run bench:frontend`, `bench:lighthouse`, `bench:qr`):',
    '',
    '| what | target | latest |',
    '|---|---|---|',
    ...browserRows,
  ].join('\n');
}
