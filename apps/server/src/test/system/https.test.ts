import { X509Certificate } from 'node:crypto';
import { mkdtempSync, readFileSync, rmSync, statSync } from 'node:fs';
import { request as httpsRequest } from 'node:https';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDatabase, type TestDatabase } from '../database.ts';
import { startServerProcess, type ServerProcess } from '../server-process.ts';

/*
 * HTTPS for the door (docs/operations.md): the console serves HTTPS itself with its own authority
 * (HTTPS=self-signed) or your certificate (TLS_CERT, TLS_KEY); plain HTTP on the same port
 * redirects, and hands out the authority's certificate for a phone to trust.
 */

let database: TestDatabase;
let folder: string;
beforeAll(async () => {
  database = await createTestDatabase();
  folder = mkdtempSync(join(tmpdir(), 'console-https-'));
});
afterAll(async () => {
  await database.drop();
  rmSync(folder, { recursive: true, force: true });
});

async function stop(server: ServerProcess) {
  server.child.kill('SIGTERM');
  await server.exited;
}

/** A GET over HTTPS that trusts only `ca`, with the name the certificate must carry. */
function secureGet(url: string, ca: string, servername?: string) {
  return new Promise<{ status: number; headers: Record<string, unknown>; body: string }>((resolve, reject) => {
    const request = httpsRequest(url, { ca, ...(servername && { servername }) }, (response) => {
      let body = '';
      response.on('data', (chunk) => (body += chunk));
      response.on('end', () => resolve({ status: response.statusCode ?? 0, headers: response.headers, body }));
    });
    request.on('error', reject);
    request.end();
  });
}

describe('HTTPS=self-signed', () => {
  it('serves HTTPS trusted through its own authority, redirects plain HTTP, hands out the authority, and keeps it across starts', async () => {
    const tlsDir = join(folder, 'tls');
    const server = await startServerProcess(database.url, { HTTPS: 'self-signed', TLS_DIR: tlsDir, HOST: '0.0.0.0' });
    const secureUrl = server.url.replace('http://', 'https://');
    let authority: string;
    try {
      authority = readFileSync(join(tlsDir, 'authority.crt'), 'utf8');
      // The keys are the owner's only.
      for (const key of ['authority.key', 'server.key']) expect((statSync(join(tlsDir, key)).mode & 0o777).toString(8), key).toBe('600');

      const health = await secureGet(`${secureUrl}/api/health`, authority);
      expect(health.status).toBe(200);
      expect(JSON.parse(health.body)).toEqual({ status: 'ok' });
      // No HSTS with the console's own authority: it would pin the name to HTTPS for a year.
      expect(health.headers['strict-transport-security']).toBeUndefined();
      // The certificate names localhost too, and any other name fails verification.
      expect((await secureGet(`${secureUrl}/api/health`, authority, 'localhost')).status).toBe(200);
      await expect(secureGet(`${secureUrl}/api/health`, authority, 'elsewhere.example')).rejects.toThrow(/altnames|Hostname/i);

      const plain = await fetch(`${server.url}/events/12/check-in?x=1`, { redirect: 'manual' });
      expect(plain.status).toBe(308);
      expect(plain.headers.get('location')).toBe(`${secureUrl}/events/12/check-in?x=1`);

      const handedOut = await fetch(`${server.url}/console-authority.crt`);
      expect(handedOut.status).toBe(200);
      expect(handedOut.headers.get('content-type')).toBe('application/x-x509-ca-cert');
      expect(await handedOut.text()).toBe(authority);
      expect(new X509Certificate(authority).ca).toBe(true);

      // The start-up log tells where phones go and how they trust the console.
      const port = new URL(server.url).port;
      expect(server.output()).toMatch(new RegExp(`Phones at the door open: https://[0-9.]+:${port}`));
      expect(server.output()).toMatch(new RegExp(`installs the console's certificate once: http://[0-9.]+:${port}/console-authority.crt`));
    } finally {
      await stop(server);
    }

    const again = await startServerProcess(database.url, { HTTPS: 'self-signed', TLS_DIR: tlsDir });
    try {
      expect(readFileSync(join(tlsDir, 'authority.crt'), 'utf8')).toBe(authority);
      expect((await secureGet(`${again.url.replace('http://', 'https://')}/api/health`, authority)).status).toBe(200);
    } finally {
      await stop(again);
    }
  }, 60_000);

  it('serves your own certificate with TLS_CERT and TLS_KEY, with HSTS', async () => {
    const tlsDir = join(folder, 'tls');
    const server = await startServerProcess(database.url, { TLS_CERT: join(tlsDir, 'server.crt'), TLS_KEY: join(tlsDir, 'server.key') });
    try {
      const health = await secureGet(
        `${server.url.replace('http://', 'https://')}/api/health`,
        readFileSync(join(tlsDir, 'authority.crt'), 'utf8'),
      );
      expect(health.status).toBe(200);
      expect(health.headers['strict-transport-security']).toBe('max-age=31536000; includeSubDomains');
      // Without its own authority, the plain port only redirects.
      expect((await fetch(`${server.url}/console-authority.crt`, { redirect: 'manual' })).status).toBe(308);
      expect(server.output()).toContain('Only this machine can open it');
    } finally {
      await stop(server);
    }
  }, 60_000);
});
