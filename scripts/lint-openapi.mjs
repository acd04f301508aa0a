#!/usr/bin/env node
/**
 * `npm run lint:openapi`: the served OpenAPI document linted with Redocly's recommended rules
 * (`redocly lint --extends recommended`), for CI beside `npm run lint`. Redocly fails only on
 * errors; this fails on its warnings too, so that the document stays at no error and no warning
 * (decision 040).
 */
import { spawnSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { root, writeServedDocument } from './served-openapi.mjs';

// No telemetry and no update notice: the machines the console runs on may have no internet.
const env = { ...process.env, REDOCLY_TELEMETRY: 'off', REDOCLY_SUPPRESS_UPDATE_NOTICE: 'true' };
const redocly = join(root, 'node_modules', '.bin', 'redocly');

const { file, remove } = writeServedDocument();
try {
  const operations = Object.values(JSON.parse(readFileSync(file, 'utf8')).paths).flatMap(Object.keys).length;
  const run = spawnSync(redocly, ['lint', '--extends', 'recommended', '--format', 'json', file], {
    cwd: root,
    env,
    encoding: 'utf8',
    maxBuffer: 64 * 1024 * 1024,
  });
  let report;
  try {
    report = JSON.parse(run.stdout);
  } catch {
    process.stderr.write(run.stderr ?? '');
    console.error('Redocly gave no report.');
    process.exit(1);
  }
  for (const problem of report.problems) {
    console.log(`${problem.severity} ${problem.ruleId} at ${problem.location?.[0]?.pointer ?? '#'}: ${problem.message}`);
  }
  const { errors, warnings } = report.totals;
  console.log(
    `OpenAPI document, ${operations} operations; Redocly ${report.version}, recommended rules: ${errors} errors, ${warnings} warnings.`,
  );
  if (errors + warnings > 0) process.exitCode = 1;
} finally {
  remove();
}
