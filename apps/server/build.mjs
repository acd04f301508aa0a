/**
 * Builds the server for `npm start`: one ES module (dist/server.mjs, with its source map) from
 * src/server.ts and the shared contracts, the npm dependencies left as imports. Running TypeScript
 * through tsx's loader cost 55 MB of resident memory (its hooks run in a worker thread with a V8 of
 * its own); the tests, the CLIs and `npm run dev` still run the sources through tsx.
 *
 *   node build.mjs [outfile]     outfile defaults to dist/server.mjs; another must be in dist/ too
 */
import { readFileSync } from 'node:fs';
import { build } from 'esbuild';

const root = import.meta.dirname;
const { dependencies } = JSON.parse(readFileSync(`${root}/package.json`, 'utf8'));

await build({
  absWorkingDir: root,
  entryPoints: ['src/server.ts'],
  outfile: process.argv[2] ?? 'dist/server.mjs',
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
});
