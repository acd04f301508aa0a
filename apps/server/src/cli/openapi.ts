/**
 * `npm run openapi -- [FILE]`: the OpenAPI document the console serves at /api/openapi.json,
 * written to FILE (standard output without one). The app is built on an in-memory SQLite database
 * and never listens: the document comes from the route schemas alone, so no database or server
 * needs to run (the API's lint and the typed client's types are made from it; docs/integrations.md).
 */
import { writeFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { buildApp } from '../app.ts';
import { openDatabase } from '../db/database.ts';

const file = process.argv[2];
const { db } = openDatabase('sqlite::memory:');
const app = await buildApp({ db, webDist: '/nonexistent-web-dist' });
try {
  await app.ready();
  const document = `${JSON.stringify(app.swagger(), null, 2)}\n`;
  if (file) {
    // Like the other commands' files, FILE is meant from where the user typed the command (npm's INIT_CWD).
    writeFileSync(resolve(process.env.INIT_CWD ?? process.cwd(), file), document);
  } else {
    process.stdout.write(document);
  }
} finally {
  await app.close();
  await db.destroy();
}
