import { X509Certificate } from 'node:crypto';
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { generate } from 'selfsigned';
import { PRIVATE_FILE_MODE } from '../db/database.ts';
import type { MachineNames } from './machine-names.ts';

const DAY_MS = 24 * 60 * 60 * 1000;
/** Apple's devices refuse a server certificate valid for more than 825 days. */
const SERVER_DAYS = 825;
/** A server certificate this close to its end is issued again at start. */
const RENEW_DAYS = 30;
const AUTHORITY_YEARS = 20;

export interface SelfSignedFiles {
  key: string;
  cert: string;
  /** The console's own certificate authority, which a phone installs to trust the console. */
  authorityCert: string;
  authorityFile: string;
}

/**
 * HTTPS=self-signed: the console's own certificate authority, made once in `folder` and kept (a
 * phone that trusts it keeps trusting the console), and a server certificate it signs for every
 * name and address of the machine. The server certificate is issued again when the machine has a
 * name or address it does not cover (a new Wi-Fi address) or it nears its end; phones need
 * nothing new then. Keys are readable by their owner only.
 */
export async function ensureSelfSignedCertificate(folder: string, names: MachineNames, now = new Date()): Promise<SelfSignedFiles> {
  mkdirSync(folder, { recursive: true, mode: 0o700 });
  const file = (name: string) => join(folder, name);
  const write = (name: string, text: string, mode = 0o644) => writeFileSync(file(name), text, { mode });

  if (!existsSync(file('authority.crt')) || !existsSync(file('authority.key'))) {
    const authority = await generate([{ name: 'commonName', value: 'Community Console local authority' }], {
      keyType: 'ec',
      algorithm: 'sha256',
      notBeforeDate: now,
      notAfterDate: new Date(now.getTime() + AUTHORITY_YEARS * 365 * DAY_MS),
      extensions: [
        { name: 'basicConstraints', cA: true, pathLenConstraint: 0, critical: true },
        { name: 'keyUsage', keyCertSign: true, cRLSign: true, critical: true },
      ],
    });
    write('authority.key', authority.private, PRIVATE_FILE_MODE);
    write('authority.crt', authority.cert);
  }
  const authorityCert = readFileSync(file('authority.crt'), 'utf8');
  const authorityKey = readFileSync(file('authority.key'), 'utf8');

  const current = existsSync(file('server.crt')) && existsSync(file('server.key')) ? readFileSync(file('server.crt'), 'utf8') : null;
  if (!current || !covers(new X509Certificate(current), authorityCert, names, now)) {
    const server = await generate([{ name: 'commonName', value: names.dns[1] ?? 'localhost' }], {
      keyType: 'ec',
      algorithm: 'sha256',
      notBeforeDate: now,
      notAfterDate: new Date(now.getTime() + SERVER_DAYS * DAY_MS),
      ca: { key: authorityKey, cert: authorityCert },
      extensions: [
        { name: 'basicConstraints', cA: false, critical: true },
        { name: 'keyUsage', digitalSignature: true, keyEncipherment: true, critical: true },
        { name: 'extKeyUsage', serverAuth: true },
        {
          name: 'subjectAltName',
          altNames: [...names.dns.map((value) => ({ type: 2 as const, value })), ...names.ips.map((ip) => ({ type: 7 as const, ip }))],
        },
      ],
    });
    write('server.key', server.private, PRIVATE_FILE_MODE);
    write('server.crt', server.cert);
  }
  return {
    key: readFileSync(file('server.key'), 'utf8'),
    cert: readFileSync(file('server.crt'), 'utf8'),
    authorityCert,
    authorityFile: file('authority.crt'),
  };
}

/** Whether `cert` was signed by this authority, names every name and address, and is not near its end. */
function covers(cert: X509Certificate, authorityCert: string, names: MachineNames, now: Date): boolean {
  if (!cert.verify(new X509Certificate(authorityCert).publicKey)) return false;
  if (Date.parse(cert.validTo) - now.getTime() < RENEW_DAYS * DAY_MS) return false;
  return (
    names.dns.every((name) => cert.checkHost(name, { wildcards: false }) === name) &&
    names.ips.every((ip) => cert.checkIP(ip) !== undefined)
  );
}
