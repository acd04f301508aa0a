import { performance } from 'node:perf_hooks';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestContext, type TestContext } from '../../test/context.ts';

/*
 * POST /api/members/import reads its file as a stream and stops at the first limit passed
 * (docs/api.md, "Import"; docs/product.md §4.7): 50,000 members, 100,000 lines (empty ones
 * included), 100 columns, 10,000 characters in a cell. A file built to stall the server is refused
 * within seconds, and the server answers others meanwhile.
 */

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestContext();
});
afterAll(() => ctx.close());

const post = (csv: string | Buffer, dryRun = true) =>
  ctx.request({
    method: 'POST',
    url: `/api/members/import?dryRun=${dryRun}`,
    token: ctx.adminToken,
    body: csv,
    headers: { 'content-type': 'text/csv' },
  });

const HEADER = 'First name,Last name,Email\r\n';
const rows = (count: number, from = 0) =>
  Array.from({ length: count }, (_, index) => `A${from + index},B,limit${from + index}@example.org\r\n`).join('');

async function countMembers() {
  const row = await ctx.db
    .selectFrom('members')
    .select((eb) => eb.fn.countAll<number>().as('n'))
    .executeTakeFirstOrThrow();
  return Number(row.n);
}

/**
 * Sends `body` and, until it is answered, asks for /api/health every 10 ms: answers the import's
 * response, how long it took, and the longest a health check waited meanwhile. A check's wait
 * counts from the moment it was due, not from when it could be sent: the app and this test share
 * one event loop, and a loop held up by the import holds up the sending too.
 */
async function refusedWhileHealthy(body: string | Buffer) {
  const started = performance.now();
  let answered = false;
  const importing = post(body).then((response) => {
    answered = true;
    return { response, ms: performance.now() - started };
  });
  let healthMs = 0;
  for (let check = 0; !answered; check += 1) {
    const due = started + check * 10;
    await new Promise((resolve) => setTimeout(resolve, Math.max(0, due - performance.now())));
    const health = await ctx.request({ method: 'GET', url: '/api/health' });
    expect(health.status).toBe(200);
    healthMs = Math.max(healthMs, performance.now() - due);
  }
  return { ...(await importing), healthMs };
}

describe('import limits', () => {
  it('stops at the 50,001st member: what follows is never read, even a broken end', async () => {
    // 50,000 rows, one more, then a quote that is never closed: the file would not even parse.
    const body = HEADER + rows(50_001) + '"never closed,B,c@example.org\r\n';
    const response = await post(body);
    expect(response.status).toBe(400);
    expect(response.body).toMatchObject({
      message: 'A file can hold at most 50,000 members.',
      code: 'imports.tooManyRows',
      values: { max: '50,000' },
    });

    // Exactly 50,000 members is a file the import takes, empty lines or not.
    const full = HEADER + rows(25_000) + '\r\n\r\n' + rows(25_000, 25_000) + '\r\n';
    const taken = await post(full);
    expect(taken.status).toBe(200);
    expect(taken.body).toMatchObject({ rows: 50_000, valid: 50_000, errors: [] });
  }, 120_000);

  it('refuses more than 100 columns, in the header or in a row', async () => {
    const wide = (count: number) => Array.from({ length: count }, (_, index) => `Extra ${index}`).join(',');
    // 100 columns in all is a file the import takes; the columns it does not know are left out.
    const taken = await post(`${HEADER.trimEnd()},${wide(97)}\r\nAna,B,ana.columns@example.org${','.repeat(97)}\r\n`);
    expect(taken.status).toBe(200);
    expect(taken.body).toMatchObject({ rows: 1, valid: 1, errors: [] });

    const refusal = {
      message: 'A file can have at most 100 columns.',
      code: 'imports.tooManyColumns',
      values: { max: '100' },
      errors: { file: ['A file can have at most 100 columns.'] },
    };
    const header = await post(`${HEADER.trimEnd()},${wide(98)}\r\nAna,B,ana@example.org\r\n`);
    expect(header).toMatchObject({ status: 400, body: refusal });
    // A quoted comma is part of a cell, not a column.
    const quoted = await post(`${HEADER.trimEnd()},Scrapbook\r\nAna,B,ana.quoted@example.org,"${','.repeat(200)}"\r\n`);
    expect(quoted.status).toBe(200);
    const row = await post(`${HEADER}Ana,B,ana@example.org${','.repeat(98)}\r\n`);
    expect(row).toMatchObject({ status: 400, body: refusal });
  });

  it('refuses a cell longer than 10,000 characters, naming its row, in a column it would not even read', async () => {
    const cell = (length: number) => 'é'.repeat(length);
    // 10,000 characters (20,000 bytes of UTF-8) is a cell the import takes.
    const taken = await post(`${HEADER.trimEnd()},Scrapbook\r\nAna,B,ana.cell@example.org,${cell(10_000)}\r\n`);
    expect(taken.status).toBe(200);

    const response = await post(
      `${HEADER.trimEnd()},Scrapbook\r\n${rows(2).replaceAll('\r\n', ',\r\n')}Ana,B,ana.cell@example.org,"${cell(10_001)}"\r\n`,
    );
    expect(response).toMatchObject({
      status: 400,
      body: {
        message: 'A cell in row 4 is longer than 10,000 characters.',
        code: 'imports.cellTooLong',
        values: { row: '4', max: '10,000' },
      },
    });
    // A quoted cell that never ends is as long as the rest of the file: stopped all the same.
    const unclosed = await post(`${HEADER}"${'x'.repeat(1024 * 1024)}`);
    expect(unclosed.body.code).toBe('imports.cellTooLong');
  });

  it('refuses 30 MiB of empty lines within seconds, answering health meanwhile', async () => {
    // The file's bytes are made before the clock starts: encoding 30 MiB of text into them inside
    // the injected request held this process up for some 700 ms, and that is the test's own work,
    // not the server's.
    const { response, ms, healthMs } = await refusedWhileHealthy(Buffer.from(HEADER + '\r\n'.repeat(15 * 1024 * 1024)));
    console.info(`30 MiB of empty lines: refused in ${ms.toFixed(0)} ms; health answered in ${healthMs.toFixed(0)} ms`);
    expect(response).toMatchObject({
      status: 400,
      body: {
        message: 'A file can hold at most 100,000 lines, empty ones included.',
        code: 'imports.tooManyLines',
        values: { max: '100,000' },
      },
    });
    expect(ms).toBeLessThan(5_000);
    expect(healthMs).toBeLessThan(1_000);
  });

  it('refuses a header of 2 million commas within seconds, answering health meanwhile', async () => {
    const { response, ms, healthMs } = await refusedWhileHealthy(`First name${','.repeat(2_000_000)}\r\nAna\r\n`);
    console.info(`a header of 2 million commas: refused in ${ms.toFixed(0)} ms; health answered in ${healthMs.toFixed(0)} ms`);
    expect(response).toMatchObject({ status: 400, body: { code: 'imports.tooManyColumns' } });
    expect(ms).toBeLessThan(5_000);
    expect(healthMs).toBeLessThan(1_000);
  });

  it('refuses a control character anywhere in the file, as every route refuses one', async () => {
    for (const body of [`${HEADER}A\u0000,B,nul@example.org\r\n`, `${HEADER}A,B,esc@example.org\r\n"x\u001b",B,c@example.org\r\n`]) {
      const response = await post(body);
      expect(response).toMatchObject({
        status: 400,
        body: { message: 'Invalid input.', errors: { body: ['Must not contain control characters.'] } },
      });
    }
    // Tabs and line breaks are text.
    const taken = await post(`${HEADER}"A\tB\r\nC",B,tab@example.org\r\n`);
    expect(taken.status).toBe(200);
  });

  it('lists at most 1,000 row errors and counts the rest, checking every row', async () => {
    const before = await countMembers();
    // 1,500 rows without a last name, then 10 good ones.
    const bad = Array.from({ length: 1_500 }, (_, index) => `A${index},,bad${index}@example.org\r\n`).join('');
    for (const dryRun of [true, false]) {
      const response = await post(HEADER + bad + rows(10, 90_000), dryRun);
      expect(response.status).toBe(400);
      expect(response.body).toMatchObject({ rows: 1_510, valid: 10, created: 0, moreErrors: 500 });
      expect(response.body.errors).toHaveLength(1_000);
      expect(response.body.errors[0]).toEqual({
        row: 2,
        name: 'A0',
        field: 'lastName',
        message: 'Last name is required.',
        code: 'members.lastNameRequired',
      });
      expect(response.body.errors[999]).toMatchObject({ row: 1_001, field: 'lastName' });
      // Every rejected row is named, the listed and the counted: rows 2 to 1,501.
      expect(response.body.rejectedRows).toEqual(Array.from({ length: 1_500 }, (_, index) => index + 2));
    }
    expect(await countMembers()).toBe(before);

    // No more errors than listed: no count of the rest.
    const few = await post(HEADER + bad.split('\r\n').slice(0, 3).join('\r\n') + '\r\n');
    expect(few.body.errors).toHaveLength(3);
    expect(few.body).not.toHaveProperty('moreErrors');
  });
});
