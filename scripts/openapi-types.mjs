#!/usr/bin/env node
/**
 * `npm run openapi:types`: examples/client/api.d.ts, the typed client's types, generated with
 * openapi-typescript from the OpenAPI document the console serves. The file is not committed:
 * `npm run typecheck` generates it, then type-checks the client against it (decision 040).
 */
import { join } from 'node:path';
import { root, runBin, writeServedDocument } from './served-openapi.mjs';

const { file, remove } = writeServedDocument();
try {
  process.exitCode = runBin('openapi-typescript', [file, '--output', join(root, 'examples', 'client', 'api.d.ts')]);
} finally {
  remove();
}
