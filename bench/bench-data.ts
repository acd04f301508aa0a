/**
 * Fills the benchmark database through the real migrations:
 *
 *   npm run bench:data -- --members 100000 --households 40000 --events 10000 --attendance 1000000   (the default sizes)
 *   npm run bench:data -- --db postgres          on TEST_DATABASE_URL's server (console_bench)
 *   npm run bench:data -- --smoke                small data, seconds
 */
import { performance } from 'node:perf_hooks';
import { parseSizeArgs } from './dataset/sizes.ts';
import { ensureData } from './dataset/ensure.ts';

const { sizes, dialects } = parseSizeArgs();
for (const dialect of dialects) {
  const start = performance.now();
  await ensureData(dialect, sizes, { fresh: true });
  console.log(
    `${dialect}: ${sizes.members} members in ${sizes.households} households, ${sizes.events} events, ${sizes.attendance} attendance rows in ${((performance.now() - start) / 1000).toFixed(1)} s`,
  );
}
