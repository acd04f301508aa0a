import type { DialectName } from '../../apps/server/src/db/database.ts';
import type { LoadFigures } from '../load/measure.ts';
import { DIALECT_NAMES, measuredAt, met, number, percent, share } from './format.ts';
import type { DatabaseResults, QrDecoderFigures, Results } from './result-types.ts';
import { missedTargets, targetsTables } from './targets.ts';

function methodSection(results: Results): string {
  const { machine } = results;
  return `## Method

### The server

\`npm run bench\` fills a database with the benchmark organisation (\`npm run bench:data\`: members with
accented names, every role and status, events over five years, one event in progress with 5,000 registered
attendees), starts the real server process on it as \`npm start\` runs it (log level \`warn\`), and loads it
with \`autocannon\` for ${results.secondsPerMeasurement} s per measurement at 10 and at 50 connections, after a warm-up. A bare
Fastify route that answers a constant, in a process of its own started the same way, is measured before the
scenarios and after them, and every figure is also given as a share of it. A health check after each
measurement lets the server finish what it still works through before the next. The check-in scenario
checks in a different enabled member each time, at an event in progress that the run creates and takes out
afterwards. For what the change record adds to a check-in, the same scenario then runs on two servers
started for it alone on the same data, one as \`npm start\` runs it and one built without the record
(\`changeRows\` answering no rows), two rounds of each, alternated, the faster of each kept. The
members export is timed to its last byte while the server's resident memory is watched. On PostgreSQL,
one server process and then two serve reads behind the same round-robin TCP proxy. Everything
runs on one machine: the load, the server and the database share its cores. [Decision 013](decisions/013-benchmarks.md)
gives the reasons.

Machine of the latest load run: ${machine.cpu}, ${machine.cores} cores, ${machine.memoryGb} GB; Node ${machine.node}.

Figures move with the machine: on the shared two-core machines measured, the bare route answered from
22,000 to 60,000 requests a second with the same code. Runs compare by the shares of the bare route and
the order of the scenarios among themselves; targets in milliseconds, in requests a second and Lighthouse's
scores move with the machine. To try a change, \`npm run bench -- --only <text>\` runs the scenarios whose
name holds the text, on the same machine and data, before the change and after it.

### The web app

\`npm run bench:frontend\` opens each screen of the production build afresh in Debian's Chromium, signed in
but for \`/login\`, and adds up the JavaScript it loads (preloads and lazy chunks included) as the server sends
it, gzipped; the QR decoder's WebAssembly is not counted. Its CSS, gzipped too, is beside it (no budget).
It fails over budget; \`.ci/run\` runs a smoke form that only reports.

\`npm run bench:lighthouse\` runs Lighthouse 13.5's mobile preset (a mid-range phone on simulated slow 4G) in
Debian's Chromium on \`/login\`, Home, the members and events lists and the check-in screen, signed in but for
\`/login\`. Its scores move between runs of the same build, a list's by ten points or more on a shared
machine: a change is judged by several runs of the builds before and after it, served side by side and
measured in turn.

\`npm run bench:qr\` draws camera-like 640×480 frames of member codes (1 to 7 digits, error correction M, as
the member card prints them) in headless Chromium, from a fixed seed: a code on a room-like background, and
per category what a camera does to it (\`bench/qr/frames.ts\`). Each frame is decoded by the app's decoder
(zxing-wasm, as the check-in screen runs it in Chromium on Linux) and by jsQR, in the same page.`;
}

function databaseSection(dialect: DialectName, results: DatabaseResults & { measuredAt: string }): string {
  const [bare10, bare50] = results.bare as [LoadFigures, LoadFigures];
  const row = (name: string, figures: LoadFigures[]) => {
    const [at10, at50] = figures as [LoadFigures, LoadFigures];
    return `| ${name} | ${number(at10.requestsPerSecond)} | ${share(at10, bare10)} | ${at10.p50} | ${at10.p99} | ${number(at50.requestsPerSecond)} | ${share(at50, bare50)} | ${at50.p50} | ${at50.p99} |`;
  };
  const rows = results.scenarios.flatMap((scenario) => [
    row(scenario.name, scenario.figures),
    ...(scenario.kind === 'check-in' && results.changeRecord
      ? [
          row('the same, on a server started for it', results.changeRecord.withRecord),
          row('the same, on a server started for it and built without the change record', results.changeRecord.without),
        ]
      : []),
  ]);
  // Results measured before the data had households have no count of them.
  const households = results.sizes.households === undefined ? '' : ` in ${number(results.sizes.households)} households`;
  const sizes = `${number(results.sizes.members)} members${households}, ${number(results.sizes.events)} events, ${number(results.sizes.attendance)} attendance rows`;
  const lines = [
    `### ${DIALECT_NAMES[dialect]}`,
    '',
    `${sizes}; measured ${measuredAt(results.measuredAt)}. The bare route answered ${number(bare10.requestsPerSecond)}/s at 10 connections and ${number(bare50.requestsPerSecond)}/s at 50 (the mean of a measurement before the scenarios and one after).`,
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
  return `### JavaScript and CSS a screen loads

Measured ${measuredAt(frontend.measuredAt)}.

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

Measured ${measuredAt(lighthouse.measuredAt)}.

| screen | performance | accessibility | FCP ms | LCP ms | TBT ms |
|---|---|---|--:|--:|--:|
${rows.join('\n')}`;
}

function qrSection(qr: NonNullable<Results['qr']>): string {
  const rows = qr.categories.map(
    (entry) => `| ${entry.category} | ${entry.frames} | ${percent(entry.app)} | ${percent(entry.jsqr)} | ${met(entry.app >= entry.jsqr)} |`,
  );
  const decoderRow = (name: string, figures: QrDecoderFigures) =>
    `| ${name} | ${percent(figures.success)} | ${number(figures.medianMs, 1)} | ${number(figures.p95Ms, 1)} |`;
  return `### QR decoding

${qr.frames} frames; measured ${measuredAt(qr.measuredAt)}.

| category | frames | app | jsQR | app ≥ jsQR |
|---|--:|--:|--:|---|
${rows.join('\n')}

| decoder | decoded | median ms | p95 ms |
|---|--:|--:|--:|
${decoderRow('app (zxing-wasm)', qr.app)}
${decoderRow('jsQR', qr.jsqr)}`;
}

function figuresSection(results: Results): string {
  const dialects = Object.keys(results.databases) as DialectName[];
  return [
    '## Latest figures',
    ...dialects.map((dialect) => databaseSection(dialect, results.databases[dialect]!)),
    ...(results.frontend ? [frontendSection(results.frontend)] : []),
    ...(results.lighthouse ? [lighthouseSection(results.lighthouse)] : []),
    ...(results.qr ? [qrSection(results.qr)] : []),
  ].join('\n\n');
}

/**
 * The hand-written causes by target: each `## <target id>` section of bench/results/known-causes.md,
 * what comes before the first one being the file's own note.
 */
function parseKnownCauses(text: string): Map<string, string> {
  const causes = new Map<string, string>();
  for (const section of text.split(/^## /m).slice(1)) {
    const [heading = '', ...body] = section.split('\n');
    const id = heading.trim();
    // A second section of one target would hide the first: the file is edited by hand.
    if (causes.has(id)) throw new Error(`bench/results/known-causes.md has two sections "## ${id}"`);
    causes.set(id, body.join('\n').trim());
  }
  return causes;
}

function causesSection(results: Results, knownCauses: string): string {
  const causes = parseKnownCauses(knownCauses);
  const missed = missedTargets(results);
  if (missed.length === 0) return '## Known causes of the misses\n\nEvery target is met.';
  return [
    '## Known causes of the misses',
    ...missed.map(
      (target) =>
        `### ${target.what.charAt(0).toUpperCase()}${target.what.slice(1)}: ${target.target}\n\n${causes.get(target.id) ?? `No cause is written down yet (\`## ${target.id}\` in bench/results/known-causes.md).`}`,
    ),
  ].join('\n\n');
}

/** docs/performance.md, made from the results and the known causes of the targets they miss. */
export function performanceDoc(results: Results, knownCauses: string): string {
  return `# Performance

<!-- Made by the benchmarks and \`npm run bench:report\` from bench/results/latest.json and bench/results/known-causes.md: edit those, not this file. -->

The console's performance targets, how each is measured, the latest figures, and the known cause of each
miss. Earlier figures are in this file's history in git.

## Targets

${targetsTables(results)}

${methodSection(results)}

${figuresSection(results)}

${causesSection(results, knownCauses)}
`;
}
