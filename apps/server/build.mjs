/**
 * Builds the server for `npm start`: one ES module (dist/server.mjs, with its source map) from
 * src/server.ts and the shared contracts, the npm dependencies left as imports. Running TypeScript
 * through tsx's loader cost 55 MB of resident memory (its hooks run in a worker thread with a V8 of
 * its own); the tests, the CLIs and `npm run dev` still run the sources through tsx.
 *
 *   node build.mjs [outfile]     outfile defaults to dist/server.mjs; another must be in dist/ too
 *   node build.mjs outfile --without-change-record
 *                                the server with the change record taken out (changeRows
 *                                answers no rows): only for the benchmark's measure of what the
 *                                record adds to a check-in (bench/load.ts), never to run a console
 */
import { readFileSync } from 'node:fs';
import { build } from 'esbuild';

const root = import.meta.dirname;
const { dependencies } = JSON.parse(readFileSync(`${root}/package.json`, 'utf8'));
const [outfile = 'dist/server.mjs', ...flags] = process.argv.slice(2);

const CHANGE_ROWS = 'export function changeRows(';
/** Makes changeRows (src/modules/audit/changes.service.ts), which every write's record goes through, answer no rows. */
const withoutChangeRecord = {
  name: 'without-change-record',
  setup(builder) {
    builder.onLoad({ filter: /modules[\\/]audit[\\/]changes\.service\.ts$/ }, ({ path }) => {
      const source = readFileSync(path, 'utf8');
      const start = source.indexOf(CHANGE_ROWS);
      const body = start < 0 ? -1 : source.indexOf('{\n', start);
      if (body < 0) throw new Error(`${path} no longer declares ${CHANGE_ROWS}...) {`);
      return { contents: `${source.slice(0, body)}{\n  return [];${source.slice(body + 2)}`, loader: 'ts' };
    });
  },
};

await build({
  absWorkingDir: root,
  entryPoints: ['src/server.ts'],
  outfile,
  bundle: true,
  platform: 'node',
  format: 'esm',
  target: 'node20',
  sourcemap: true,
  sourcesContent: false,
  // The contracts are TypeScript in the workspace and go into the bundle; every other dependency
  // is imported from node_modules as it is (native modules among them).
  external: Object.keys(dependencies).filter((name) => name !== '@console/contracts'),
  logLevel: 'warning',
  plugins: flags.includes('--without-change-record') ? [withoutChangeRecord] : [],
});
