import type { DialectName } from '../../apps/server/src/db/database.ts';
import type { LoadFigures } from '../load/measure.ts';
import type { DatabaseResults, QrDecoderFigures, Results } from './results.ts';

const DIALECT_NAMES: Record<DialectName, string> = { sqlite: 'SQLite', postgres: 'PostgreSQL' };
const number = (value: number, digits = 0) => value.toLocaleString('en-US', { minimumFractionDigits: digits, maximumFractionDigits: digits });
const share = (figure: LoadFigures, bare: LoadFigures) => `${number((100 * figure.requestsPerSecond) / bare.requestsPerSecond, 1)}%`;
const met = (ok: boolean) => (ok ? 'met' : '**missed**');

interface Target {
  what: string;
  target: string;
  /** The figure and whether it meets the target, for one database; undefined where it does not apply. */
  check(results: DatabaseResults, dialect: DialectName): { figure: string; ok: boolean } | undefined;
}

const TARGETS: Target[] = [
  {
    what: 'member by code, signed in (10 connections)',
    target: '≥ 40% of the bare route',
    check: (results) => {
      const figure = results.scenarios.find((scenario) => scenario.kind === 'member')!.figures[0]!;
      const ratio = figure.requestsPerSecond / results.bare[0]!.requestsPerSecond;
      return { figure: share(figure, results.bare[0]!), ok: ratio >= 0.4 };
    },
  },
  {
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
    what: 'check-in, best of 10 and 50 connections',
    target: '≥ 1,500/s SQLite, ≥ 1,000/s PostgreSQL',
    check: (results, dialect) => {
      const best = Math.max(...results.scenarios.find((scenario) => scenario.kind === 'check-in')!.figures.map((f) => f.requestsPerSecond));
      return { figure: `${number(best)}/s`, ok: best >= (dialect === 'sqlite' ? 1_500 : 1_000) };
    },
  },
  {
    what: 'reads, 2 processes against 1 behind a round-robin proxy',
    target: '≥ 1.6×',
    check: (results) => {
      if (!results.scaleOut) return undefined;
      const [one, two] = results.scaleOut.map((entry) => entry.figures.requestsPerSecond);
      return { figure: `${number(two! / one!, 2)}× (${number(one!)}/s → ${number(two!)}/s)`, ok: two! / one! >= 1.6 };
    },
  },
  {
    what: 'members export, time to the last byte',
    target: '< 3 s',
    check: (results) => ({ figure: `${number(results.export.seconds, 2)} s (${number(results.export.megabytes, 1)} MB)`, ok: results.export.seconds < 3 }),
  },
  {
    what: 'members export, server memory growth',
    target: '< 30 MB',
    check: (results) => ({ figure: `${number(results.export.memoryGrowthMb, 1)} MB`, ok: results.export.memoryGrowthMb < 30 }),
  },
  {
    what: 'server resident memory, peak over the whole run',
    target: '≤ 200 MB',
    check: (results) => ({ figure: `${number(results.peakResidentMb, 1)} MB`, ok: results.peakResidentMb <= 200 }),
  },
];

function targetsTable(results: Results): string {
  const dialects = Object.keys(results.databases) as DialectName[];
  const header = `| what | target | ${dialects.map((dialect) => DIALECT_NAMES[dialect]).join(' | ')} |\n|---|---|${dialects.map(() => '---|').join('')}`;
  const rows = TARGETS.map((target) => {
    const cells = dialects.map((dialect) => {
      const outcome = target.check(results.databases[dialect]!, dialect);
      return outcome ? `${outcome.figure}: ${met(outcome.ok)}` : '—';
    });
    return `| ${target.what} | ${target.target} | ${cells.join(' | ')} |`;
  });
  return [header, ...rows].join('\n');
}

function databaseSection(dialect: DialectName, results: DatabaseResults & { measuredAt: string }): string {
  const [bare10, bare50] = results.bare as [LoadFigures, LoadFigures];
  const rows = results.scenarios.map((scenario) => {
    const [at10, at50] = scenario.figures as [LoadFigures, LoadFigures];
    return `| ${scenario.name} | ${number(at10.requestsPerSecond)} | ${share(at10, bare10)} | ${at10.p50} | ${at10.p99} | ${number(at50.requestsPerSecond)} | ${share(at50, bare50)} | ${at50.p50} | ${at50.p99} |`;
  });
  const sizes = `${number(results.sizes.members)} members, ${number(results.sizes.events)} events, ${number(results.sizes.attendance)} attendance rows`;
  const lines = [
    `### ${DIALECT_NAMES[dialect]}`,
    '',
    `${sizes}; measured ${results.measuredAt.slice(0, 16).replace('T', ' ')} UTC. The bare route answered ${number(bare10.requestsPerSecond)}/s at 10 connections and ${number(bare50.requestsPerSecond)}/s at 50 (the mean of a measurement before the scenarios and one after).`,
    '',
    '| scenario | 10 c: req/s | of bare | p50 ms | p99 ms | 50 c: req/s | of bare | p50 ms | p99 ms |',
    '|---|--:|--:|--:|--:|--:|--:|--:|--:|',
    ...rows,
    '',
    `Members export: ${number(results.export.megabytes, 1)} MB in ${number(results.export.seconds, 2)} s to the last byte; the server's resident memory rose ${number(results.export.memoryGrowthMb, 1)} MB meanwhile. Peak resident memory of the server over the whole run: ${number(results.peakResidentMb, 1)} MB.`,
  ];
  if (results.scaleOut) {
    lines.push(
      '',
      'Scale-out (member pages, members and events lists; 50 connections through a round-robin TCP proxy):',
      '',
      '| processes | req/s | p50 ms | p99 ms |',
      '|--:|--:|--:|--:|',
      ...results.scaleOut.map((entry) => `| ${entry.processes} | ${number(entry.figures.requestsPerSecond)} | ${entry.figures.p50} | ${entry.figures.p99} |`),
    );
  }
  return lines.join('\n');
}

function frontendSection(frontend: NonNullable<Results['frontend']>): string {
  const rows = frontend.screens.map(
    (screen) =>
      `| \`${screen.screen}\` | ${screen.files} | ${number(screen.kilobytes, 1)} | ${screen.budgetKb} | ${met(screen.kilobytes <= screen.budgetKb)} | ${screen.cssKilobytes === undefined ? '' : number(screen.cssKilobytes, 1)} |`,
  );
  return `## Front-end

\`npm run bench:frontend\` (failing over budget; a smoke form in \`.ci/run\` only reports) opens each screen of the production build afresh in
Debian's Chromium, signed in but for \`/login\`, and adds up the JavaScript it loads (preloads and lazy chunks included)
as the server sends it, gzipped. The QR decoder's WebAssembly is not counted. Its CSS, gzipped too, is beside it (no budget).
Measured ${frontend.measuredAt.slice(0, 16).replace('T', ' ')} UTC.

| screen | files | KB gzipped | budget KB | | CSS KB gzipped |
|---|--:|--:|--:|---|--:|
${rows.join('\n')}`;
}

function lighthouseSection(lighthouse: NonNullable<Results['lighthouse']>): string {
  const rows = lighthouse.scores.map(
    (score) =>
      `| \`${score.screen}\` | ${score.performance}: ${met(score.performance >= 95)} | ${score.accessibility}: ${met(score.accessibility === 100)} | ${number(score.firstContentfulPaintMs)} | ${number(score.largestContentfulPaintMs)} | ${number(score.totalBlockingTimeMs)} |`,
  );
  return `### Lighthouse

\`npm run bench:lighthouse\`: Lighthouse 13.5's mobile preset (a mid-range phone on simulated slow 4G) in Debian's Chromium,
signed in but for \`/login\`. Targets: performance ≥ 95, accessibility 100. Measured ${lighthouse.measuredAt.slice(0, 16).replace('T', ' ')} UTC.

| screen | performance | accessibility | FCP ms | LCP ms | TBT ms |
|---|---|---|--:|--:|--:|
${rows.join('\n')}`;
}

const percent = (share: number) => `${number(100 * share, 1)}%`;

function qrSection(qr: NonNullable<Results['qr']>): string {
  const rows = qr.categories.map(
    (entry) => `| ${entry.category} | ${entry.frames} | ${percent(entry.app)} | ${percent(entry.jsqr)} | ${met(entry.app >= entry.jsqr)} |`,
  );
  const decoderRow = (name: string, figures: QrDecoderFigures) =>
    `| ${name} | ${percent(figures.success)} | ${number(figures.medianMs, 1)} | ${number(figures.p95Ms, 1)} |`;
  return `## QR decoding

\`npm run bench:qr\` draws ${qr.frames} camera-like 640×480 frames of member codes (1 to 7 digits, error correction M, as
the member card prints them) in headless Chromium, from a fixed seed: a code on a room-like background, and per category
what a camera does to it (\`bench/qr/frames.ts\`). Each frame is decoded by the app's decoder (zxing-wasm, as the
check-in screen runs it in Chromium on Linux) and by jsQR, in the same page. Measured ${qr.measuredAt.slice(0, 16).replace('T', ' ')} UTC.
Targets: at least 95% of the corpus, never below jsQR in a category, a median of at most 15 ms a frame.

| category | frames | app | jsQR | app ≥ jsQR |
|---|--:|--:|--:|---|
${rows.join('\n')}

| decoder | decoded | median ms | p95 ms |
|---|--:|--:|--:|
${decoderRow('app (zxing-wasm)', qr.app)}
${decoderRow('jsQR', qr.jsqr)}

App decoder: ${percent(qr.app.success)} decoded (target ≥ 95%): ${met(qr.app.success >= 0.95)}; median ${number(qr.app.medianMs, 1)} ms (target ≤ 15 ms): ${met(qr.app.medianMs <= 15)}; never below jsQR: ${met(qr.categories.every((entry) => entry.app >= entry.jsqr))}.`;
}

/** docs/performance.md, made from the results. */
export function performanceDoc(results: Results, analysis: string): string {
  const { machine } = results;
  const dialects = Object.keys(results.databases) as DialectName[];
  return `# Performance

<!-- Made by \`npm run bench\` from bench/results/latest.json and bench/results/analysis.md: edit those, not this file. -->

\`npm run bench\` fills a database with the benchmark organisation (\`npm run bench:data\`: members with
accented names, every role and status, events over five years, one event with 5,000 registered
attendees), starts the real server process on it, and loads it with \`autocannon\` for
${results.secondsPerMeasurement} s per measurement at 10 and at 50 connections, after a warm-up. A bare
Fastify route that answers a constant is measured in the same run, and every figure is also given
as a share of it, so that the figures can be compared on a noisy machine. Everything runs on one
machine: the load, the server and the database share its cores.

Machine: ${machine.cpu}, ${machine.cores} cores, ${machine.memoryGb} GB; Node ${machine.node}. Server log level \`warn\`.

## Targets

${targetsTable(results)}

## Figures

${dialects.map((dialect) => databaseSection(dialect, results.databases[dialect]!)).join('\n\n')}
${results.frontend ? `\n${frontendSection(results.frontend)}\n` : ''}${results.lighthouse ? `\n${lighthouseSection(results.lighthouse)}\n` : ''}${results.qr ? `\n${qrSection(results.qr)}\n` : ''}
${analysis.trim()}
`;
}
