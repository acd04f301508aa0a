/**
 * The HTTP load benchmark: the real server process on the benchmark data (bench/dataset), every
 * scenario of bench/load/scenarios.ts at 10 and 50 connections with autocannon, each figure also
 * given as a share of a bare Fastify route measured in the same run; the members export; and on
 * PostgreSQL two server processes behind a round-robin proxy against one.
 *
 *   npm run bench                          SQLite and PostgreSQL, 100,000 members; writes
 *                                          bench/results/latest.json and docs/performance.md
 *   npm run bench -- --db sqlite           one database (the other's figures are kept)
 *   npm run bench -- --smoke               small data, one second a measurement: checks that every
 *                                          benchmark runs and every request succeeds (.ci/run)
 *   npm run bench -- --only check-in       the scenarios whose name contains the text (or one of
 *                                          texts between `|`), printed and not saved (no export, no
 *                                          scale-out): to try a change, or one scenario after another
 */
import { parseArgs } from 'node:util';
import { buildServer, signIn, startServerProcess, type ServerProcess } from '../apps/server/src/test/server-process.ts';
import { openDatabase, type DialectName } from '../apps/server/src/db/database.ts';
import { ensureData } from './dataset/ensure.ts';
import type { DataFacts } from './dataset/generate.ts';
import { dialectsOf, sizeOptions, sizesOf } from './dataset/sizes.ts';
import { benchDatabaseUrl } from './dataset/target.ts';
import { measure, type LoadFigures, type LoadRequest } from './load/measure.ts';
import { measureKiosks } from './load/kiosks.ts';
import { startHelper, watchPeak } from './load/processes.ts';
import { scaleOutReads, scenarios, type Lookups } from './load/scenarios.ts';
import type { DatabaseResults, ExportFigures, ScenarioResult } from './results/result-types.ts';
import { saveResults } from './results/results.ts';
import { bestOf } from './results/targets.ts';

const { values } = parseArgs({
  options: { ...sizeOptions, db: { type: 'string', default: 'both' }, seconds: { type: 'string' }, only: { type: 'string' } },
});
const smoke = values.smoke;
const sizes = sizesOf(values);
const seconds = Number(values.seconds ?? (smoke ? 1 : 5));
const warmupSeconds = smoke ? 0.5 : 1;
const CONNECTIONS = [10, 50] as const;
/** The server as `npm start` runs it. */
const built = buildServer();
/** The same server with the change record taken out, built when a run first measures what the record costs. */
let builtWithoutRecord: string | undefined;

async function api<T>(server: ServerProcess, token: string, path: string, init: RequestInit = {}): Promise<T> {
  const response = await fetch(`${server.url}${path}`, {
    ...init,
    headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json', ...init.headers },
  });
  if (!response.ok) throw new Error(`${path} answered ${response.status}: ${await response.text()}`);
  return (await response.json()) as T;
}

/** An event in progress, made for this run's check-ins (removeEvent takes it out again). */
async function createRunEvent(server: ServerProcess, token: string, name: string): Promise<number> {
  const [{ programs }, categories, venues] = await Promise.all([
    api<{ programs: { id: number }[] }>(server, token, '/api/programs'),
    api<{ id: number }[]>(server, token, '/api/event-categories'),
    api<{ id: number }[]>(server, token, '/api/venues'),
  ]);
  const start = new Date(Date.now() - 3_600_000).toISOString();
  const end = new Date(Date.now() + 5 * 3_600_000).toISOString();
  const event = await api<{ code: number }>(server, token, '/api/events', {
    method: 'POST',
    body: JSON.stringify({
      name: `${name} ${new Date().toISOString()}`,
      description: null,
      programId: programs[0]!.id,
      categoryId: categories[0]!.id,
      venueId: venues[0]!.id,
      startDate: start.slice(0, 10),
      startTime: start.slice(11, 16),
      endDate: end.slice(0, 10),
      endTime: end.slice(11, 16),
      registrationRequired: false,
      isPublic: true,
    }),
  });
  return event.code;
}

/** The member count, and an event in progress made for this run's check-ins. */
async function lookUp(server: ServerProcess, token: string): Promise<Lookups> {
  const { totalCount } = await api<{ totalCount: number }>(server, token, '/api/members');
  return { memberTotal: totalCount, checkInEventCode: await createRunEvent(server, token, 'Check-in benchmark') };
}

/** 100 families through two self kiosks on an event of their own, taken out again afterwards. */
async function kioskFigures(dialect: DialectName, server: ServerProcess, token: string, facts: DataFacts) {
  const event = await createRunEvent(server, token, 'Kiosk benchmark');
  try {
    const figures = await measureKiosks(server, token, facts, event);
    console.log(
      `${dialect}  ${`${figures.batches} families through ${figures.kiosks} kiosks`.padEnd(52)} p50 ${figures.p50} p99 ${figures.p99} max ${figures.max} ms a batch`,
    );
    return figures;
  } finally {
    await removeEvent(dialect, event);
  }
}

/**
 * Takes the run's check-in event out of the data again, its attendance and log with it (they
 * cascade): left in, each run's thousands of check-ins would make the next run's lists of current
 * events slower, and the figures would drift from run to run.
 */
async function removeEvent(dialect: DialectName, code: number) {
  const { db } = openDatabase(benchDatabaseUrl(dialect));
  try {
    await db.deleteFrom('events').where('code', '=', code).execute();
  } finally {
    await db.destroy();
  }
}

/** Downloads the members export to its last byte, watching the server's resident memory. */
async function measureExport(server: ServerProcess, token: string): Promise<ExportFigures> {
  const before = server.residentBytes();
  const peak = watchPeak(server.residentBytes);
  const start = performance.now();
  const response = await fetch(`${server.url}/api/members/export`, { headers: { authorization: `Bearer ${token}` } });
  let bytes = 0;
  for await (const chunk of response.body!) bytes += (chunk as Uint8Array).byteLength;
  const seconds = (performance.now() - start) / 1000;
  peak.stop();
  if (!response.ok) throw new Error(`the export answered ${response.status}`);
  return { seconds, megabytes: bytes / 1e6, memoryGrowthMb: (peak.peakBytes() - before) / 1024 / 1024 };
}

/**
 * Waits until the server has answered everything a measurement left queued: autocannon stops
 * sending at the end of its time, but a slow scenario leaves requests the server still works
 * through, which the next measurement would pay for. One health check is not enough: it is
 * answered between two statements of the requests still queued (a roster read makes three), so
 * the server is taken as idle once three health checks in a row are answered within 10 ms.
 */
async function settle(url: string) {
  const deadline = performance.now() + 120_000;
  for (let quick = 0; quick < 3 && performance.now() < deadline;) {
    const start = performance.now();
    await fetch(`${url}/api/health`);
    quick = performance.now() - start <= 10 ? quick + 1 : 0;
  }
}

async function bareFigures(url: string): Promise<LoadFigures[]> {
  const figures: LoadFigures[] = [];
  for (const connections of CONNECTIONS) {
    figures.push(await measure(url, () => ({ method: 'GET', path: '/bare' }), { connections, seconds }));
  }
  return figures;
}

const describe = (figures: LoadFigures[]) =>
  figures
    .map((f) => `${f.connections}c ${f.requestsPerSecond}/s p50 ${f.p50} p99 ${f.p99}${f.failures ? ` FAILURES ${f.failures}` : ''}`)
    .join('  ');

/** Measures one scenario at 10 and 50 connections, after a warm-up, letting the server settle after each. */
async function measureScenario(url: string, next: () => LoadRequest, token: string): Promise<LoadFigures[]> {
  await measure(url, next, { connections: 10, seconds: warmupSeconds, token });
  await settle(url);
  const figures: LoadFigures[] = [];
  for (const connections of CONNECTIONS) {
    figures.push(await measure(url, next, { connections, seconds, token }));
    await settle(url);
  }
  return figures;
}

/** Of two rounds of one scenario, the one with the better best rate (what the targets read). */
const faster = (a: LoadFigures[], b: LoadFigures[]) => (bestOf(b) > bestOf(a) ? b : a);

/**
 * The check-in scenario on a server started for it alone, as `file` builds it, on the same data:
 * the change record's target compares the server built with the record and built without it.
 */
async function measureOnFreshServer(dialect: DialectName, facts: DataFacts, next: () => LoadRequest, file: string): Promise<LoadFigures[]> {
  const server = await startServerProcess(benchDatabaseUrl(dialect), { LOG_LEVEL: 'warn' }, { built: file });
  try {
    return await measureScenario(server.url, next, await signIn(server.url, facts.adminEmail, facts.adminPassword));
  } finally {
    server.child.kill('SIGTERM');
    await server.exited;
  }
}

/**
 * What the change record adds to a check-in: two fresh servers, with the record and without it,
 * two rounds of each, alternated, the faster of each kept. On this shared machine one round of the
 * same server moved by a fifth, more than the difference measured; and the server that ran the
 * scenarios before holds what they left (the roster's heap among them), which made its check-ins
 * slower than a fresh one's by more than the record costs.
 */
async function measureChangeRecord(dialect: DialectName, facts: DataFacts, next: () => LoadRequest) {
  builtWithoutRecord ??= buildServer('dist/server-without-change-record.mjs', ['--without-change-record']);
  const withRecord = await measureOnFreshServer(dialect, facts, next, built);
  const without = await measureOnFreshServer(dialect, facts, next, builtWithoutRecord);
  return {
    withRecord: faster(withRecord, await measureOnFreshServer(dialect, facts, next, built)),
    without: faster(without, await measureOnFreshServer(dialect, facts, next, builtWithoutRecord)),
  };
}

/** Two console processes behind a round-robin proxy against one behind the same proxy, on reads. */
async function measureScaleOut(facts: DataFacts, first: ServerProcess, token: string) {
  const second = await startServerProcess(benchDatabaseUrl('postgres'), { LOG_LEVEL: 'warn' }, { built });
  const results: { processes: number; figures: LoadFigures }[] = [];
  try {
    for (const backends of [[first], [first, second]]) {
      const proxy = await startHelper('round-robin-proxy.ts', { BACKENDS: backends.map((server) => new URL(server.url).host).join(',') });
      try {
        const next = scaleOutReads(facts);
        await measure(proxy.url, next, { connections: 50, seconds: warmupSeconds, token });
        results.push({ processes: backends.length, figures: await measure(proxy.url, next, { connections: 50, seconds, token }) });
      } finally {
        await proxy.stop();
      }
    }
  } finally {
    second.child.kill('SIGTERM');
    await second.exited;
  }
  return results;
}

async function benchDatabase(dialect: DialectName): Promise<DatabaseResults | undefined> {
  const dataStart = performance.now();
  const facts = await ensureData(dialect, sizes);
  console.log(`${dialect}: data ready in ${((performance.now() - dataStart) / 1000).toFixed(1)} s`);
  const bare = await startHelper('bare-server.ts');
  const server = await startServerProcess(benchDatabaseUrl(dialect), { LOG_LEVEL: 'warn' }, { built });
  const peak = watchPeak(server.residentBytes);
  let lookups: Lookups | undefined;
  try {
    const token = await signIn(server.url, facts.adminEmail, facts.adminPassword);
    lookups = await lookUp(server, token);
    const bareBefore = await bareFigures(bare.url);
    console.log(`${dialect}  ${'bare route'.padEnd(52)} ${bareBefore.map((f) => `${f.connections}c ${f.requestsPerSecond}/s`).join('  ')}`);
    const results: ScenarioResult[] = [];
    let changeRecord: DatabaseResults['changeRecord'];
    const chosen = (values.only ?? '').split('|');
    for (const scenario of scenarios(facts, lookups).filter((scenario) => chosen.some((text) => scenario.name.includes(text)))) {
      const figures = await measureScenario(server.url, scenario.next, token);
      results.push({ name: scenario.name, kind: scenario.kind, figures });
      console.log(`${dialect}  ${scenario.name.padEnd(52)} ${describe(figures)}`);
      if (scenario.kind === 'check-in') {
        changeRecord = await measureChangeRecord(dialect, facts, scenario.next);
        console.log(`${dialect}  ${'  the same on a fresh server'.padEnd(52)} ${describe(changeRecord.withRecord)}`);
        console.log(`${dialect}  ${'  and on a fresh one without the change record'.padEnd(52)} ${describe(changeRecord.without)}`);
      }
    }
    const kiosks =
      values.only === undefined || chosen.some((text) => 'kiosks'.includes(text))
        ? await kioskFigures(dialect, server, token, facts)
        : undefined;
    if (values.only !== undefined) {
      console.log(`${dialect}  peak resident memory ${(peak.peakBytes() / 1024 / 1024).toFixed(1)} MB`);
      return undefined;
    }
    const exportFigures = await measureExport(server, token);
    const bareAfter = await bareFigures(bare.url);
    const scaleOut = dialect === 'postgres' ? await measureScaleOut(facts, server, token) : undefined;
    // The bare route before and after the scenarios, averaged: the machine's pace over the run.
    const bareMean = bareBefore.map((before, index) => ({
      ...before,
      requestsPerSecond: Math.round((before.requestsPerSecond + bareAfter[index]!.requestsPerSecond) / 2),
      failures: before.failures + bareAfter[index]!.failures,
    }));
    return {
      sizes,
      bare: bareMean,
      scenarios: results,
      export: exportFigures,
      peakResidentMb: peak.peakBytes() / 1024 / 1024,
      ...(scaleOut && { scaleOut }),
      ...(kiosks && { kiosks }),
      ...(changeRecord && { changeRecord }),
    };
  } finally {
    peak.stop();
    server.child.kill('SIGTERM');
    await server.exited;
    await bare.stop();
    if (lookups) await removeEvent(dialect, lookups.checkInEventCode);
  }
}

const measured: Partial<Record<DialectName, DatabaseResults>> = {};
for (const dialect of dialectsOf(values.db)) {
  const results = await benchDatabase(dialect);
  if (results) measured[dialect] = results;
}
if (values.only === undefined) {
  const failures = saveResults(measured, { smoke, seconds });
  if (failures.length > 0) {
    console.error(`bench FAILED:\n  ${failures.join('\n  ')}`);
    process.exitCode = 1;
  }
}
