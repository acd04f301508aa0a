import { readFileSync } from 'node:fs';
import type { Config } from '../config.ts';
import { machineNames } from './machine-names.ts';
import { ensureSelfSignedCertificate, type SelfSignedFiles } from './self-signed.ts';

export type TlsSetup = { key: string; cert: string } | SelfSignedFiles;

/** The key and certificate HTTPS is served with: your own (TLS_CERT, TLS_KEY), the console's own (HTTPS=self-signed), or none. */
export async function tlsSetup(config: Config): Promise<TlsSetup | undefined> {
  if (config.TLS_CERT && config.TLS_KEY) return { key: readFileSync(config.TLS_KEY, 'utf8'), cert: readFileSync(config.TLS_CERT, 'utf8') };
  if (config.HTTPS === 'self-signed') return ensureSelfSignedCertificate(config.TLS_DIR, machineNames());
  return undefined;
}
