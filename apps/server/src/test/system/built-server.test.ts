import { rmSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDatabase, type TestDatabase } from '../database.ts';
import { SERVER_ROOT, buildServer, signIn, startServerProcess, type ServerProcess } from '../server-process.ts';

/*
 * `npm start` runs the server built into one module (build.mjs), not its sources: the built server
 * must migrate, seed, sign in and answer like the sources that every other test runs.
 */

let database: TestDatabase;
let server: ServerProcess;
// The SQLite and PostgreSQL runs of this file build at the same time, each its own file.
const outfile = `dist/server-test-${process.pid}.mjs`;
beforeAll(async () => {
  database = await createTestDatabase();
  server = await startServerProcess(database.url, {}, { built: buildServer(outfile) });
});
afterAll(async () => {
  server.child.kill('SIGTERM');
  await server.exited;
  await database.drop();
  rmSync(join(SERVER_ROOT, outfile));
  rmSync(join(SERVER_ROOT, `${outfile}.map`));
});

describe('the built server', () => {
  it('signs in, reads and writes through the API, and refuses a request without a session', async () => {
    const token = await signIn(server.url);
    const headers = { authorization: `Bearer ${token}`, 'content-type': 'application/json' };
    const category = await fetch(`${server.url}/api/event-categories`, {
      method: 'POST',
      headers,
      body: JSON.stringify({ name: 'Gatherings', description: null }),
    });
    expect(category.status).toBe(201);
    const created = await fetch(`${server.url}/api/programs`, {
      method: 'POST',
      headers,
      body: JSON.stringify({ name: 'Built server', description: null, categoryId: ((await category.json()) as { id: number }).id }),
    });
    expect(created.status).toBe(201);
    const list = await fetch(`${server.url}/api/programs?search=Built`, { headers });
    expect(list.status).toBe(200);
    expect(((await list.json()) as { programs: { name: string }[] }).programs.map((program) => program.name)).toEqual(['Built server']);
    const refused = await fetch(`${server.url}/api/programs`);
    expect(refused.status).toBe(401);
    expect(((await refused.json()) as { message: string }).message).toBe('Not signed in.');
  });
});
