import { X509Certificate } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { doorAddresses } from './machine-names.ts';
import { ensureSelfSignedCertificate } from './self-signed.ts';

const folder = mkdtempSync(join(tmpdir(), 'console-self-signed-'));
afterAll(() => rmSync(folder, { recursive: true, force: true }));

const DAY_MS = 86_400_000;
const office = { dns: ['localhost', 'parish-office', 'parish-office.local'], ips: ['127.0.0.1', '::1', '192.168.1.10'] };

describe('the console’s own authority and certificate', () => {
  it('signs a certificate for every name and address, keeps both while they serve, and issues a new one for a new address or near its end', async () => {
    const dir = join(folder, 'a');
    const now = new Date('2026-11-26T10:00:00Z');
    const first = await ensureSelfSignedCertificate(dir, office, now);
    const cert = new X509Certificate(first.cert);
    expect(cert.verify(new X509Certificate(first.authorityCert).publicKey)).toBe(true);
    expect(cert.ca).toBe(false);
    for (const name of office.dns) expect(cert.checkHost(name, { wildcards: false }), name).toBe(name);
    for (const ip of office.ips) expect(cert.checkIP(ip), ip).toBe(ip);
    // 825 days: the most Apple's devices accept.
    expect((Date.parse(cert.validTo) - now.getTime()) / DAY_MS).toBeCloseTo(825, 0);

    const same = await ensureSelfSignedCertificate(dir, office, new Date(now.getTime() + 100 * DAY_MS));
    expect(same.cert).toBe(first.cert);

    const moved = await ensureSelfSignedCertificate(dir, { ...office, ips: [...office.ips, '10.0.0.7'] }, now);
    expect(moved.cert).not.toBe(first.cert);
    expect(moved.authorityCert).toBe(first.authorityCert);
    expect(new X509Certificate(moved.cert).checkIP('10.0.0.7')).toBe('10.0.0.7');

    const late = await ensureSelfSignedCertificate(
      dir,
      { ...office, ips: [...office.ips, '10.0.0.7'] },
      new Date(now.getTime() + 800 * DAY_MS),
    );
    expect(late.cert).not.toBe(moved.cert);
    expect(late.authorityCert).toBe(first.authorityCert);
  });
});

describe('the addresses phones are told', () => {
  it('lists the network addresses (IPv4 first) when listening everywhere, the one address otherwise, none on loopback', () => {
    expect(doorAddresses('0.0.0.0', 3000, 'https', { ...office, ips: [...office.ips, 'fd00::5'] })).toEqual(['https://192.168.1.10:3000']);
    expect(doorAddresses('::', 3000, 'https', { ...office, ips: [...office.ips, 'fd00::5'] })).toEqual([
      'https://192.168.1.10:3000',
      'https://[fd00::5]:3000',
    ]);
    expect(doorAddresses('192.168.1.10', 8443, 'http', office)).toEqual(['http://192.168.1.10:8443']);
    expect(doorAddresses('127.0.0.1', 3000, 'https', office)).toEqual([]);
  });
});
