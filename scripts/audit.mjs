#!/usr/bin/env node
/**
 * `npm audit` of the production dependencies for CI: fails on a high or critical advisory. Where
 * the registry does not answer audit requests (a mirror without the advisories endpoint, no
 * network), it says so and passes: that is no finding either way.
 */
import { spawnSync } from 'node:child_process';

const run = spawnSync('npm', ['audit', '--omit=dev', '--json'], { encoding: 'utf8' });
let report;
try {
  report = JSON.parse(run.stdout);
} catch {
  report = undefined;
}
if (!report || report.error || report.statusCode || !report.metadata?.vulnerabilities) {
  const reason = (report?.message ?? run.stderr.split('\n').find((line) => line.includes('error')) ?? 'no answer').replace(
    /https?:\/\/\S+/g,
    '(registry)',
  );
  console.log(`npm audit: the registry did not answer the audit request (${reason.trim()}); going on without it.`);
  process.exit(0);
}
const counts = report.metadata.vulnerabilities;
console.log(
  `npm audit (production dependencies): ${['critical', 'high', 'moderate', 'low', 'info'].map((level) => `${counts[level] ?? 0} ${level}`).join(', ')}`,
);
if ((counts.high ?? 0) + (counts.critical ?? 0) > 0) {
  for (const [name, advisory] of Object.entries(report.vulnerabilities ?? {})) {
    if (advisory.severity === 'high' || advisory.severity === 'critical')
      console.log(`  ${advisory.severity}: ${name} ${advisory.range ?? ''}`);
  }
  process.exit(1);
}
