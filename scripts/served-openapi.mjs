/**
 * The OpenAPI document the console serves at /api/openapi.json, written by `npm run openapi`
 * (apps/server/src/cli/openapi.ts) into a new temporary folder, for the scripts that read it.
 */
import { spawnSync } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';

export const root = resolve(import.meta.dirname, '..');

/** Writes the document and answers its file and how to remove it; exits if it cannot be made. */
export function writeServedDocument() {
  const folder = mkdtempSync(join(tmpdir(), 'console-openapi-'));
  const file = join(folder, 'openapi.json');
  const remove = () => rmSync(folder, { recursive: true, force: true });
  const run = spawnSync(process.execPath, ['--import', 'tsx', 'apps/server/src/cli/openapi.ts', file], { cwd: root, stdio: 'inherit' });
  if (run.status !== 0) {
    remove();
    console.error('The OpenAPI document could not be written (npm run openapi).');
    process.exit(1);
  }
  return { file, remove };
}

/** Runs a command of node_modules/.bin from the repository's root; answers its exit status. */
export function runBin(name, args, options = {}) {
  const run = spawnSync(join(root, 'node_modules', '.bin', name), args, { cwd: root, stdio: 'inherit', ...options });
  return run.status ?? 1;
}
