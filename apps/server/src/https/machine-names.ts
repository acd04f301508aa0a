import { hostname, networkInterfaces } from 'node:os';

export interface MachineNames {
  /** Host names: localhost, the machine's name and its `.local` name (mDNS, which phones resolve). */
  dns: string[];
  /** Addresses: loopback and every address of the machine's network interfaces. */
  ips: string[];
}

/** The names and addresses a browser may use to reach this machine. */
export function machineNames(): MachineNames {
  const name = hostname().toLowerCase();
  const dns = [...new Set(['localhost', name, ...(name.includes('.') ? [] : [`${name}.local`])])];
  const ips = new Set(['127.0.0.1', '::1']);
  for (const addresses of Object.values(networkInterfaces())) {
    // A link-local IPv6 address (fe80::) needs its interface in a URL; no phone is told it.
    for (const address of addresses ?? []) if (!address.address.startsWith('fe80:')) ips.add(address.address);
  }
  return { dns, ips: [...ips] };
}

const LOOPBACK = new Set(['127.0.0.1', '::1', 'localhost']);

/**
 * The addresses a phone at the door should open: the machine's network addresses when the console
 * listens on every interface (IPv4 first, as phones on a parish Wi-Fi have them), the one it
 * listens on otherwise, and none when it listens on this machine only.
 */
export function doorAddresses(host: string, port: number, scheme: 'http' | 'https', names = machineNames()): string[] {
  const origin = (address: string) => `${scheme}://${address.includes(':') ? `[${address}]` : address}:${port}`;
  if (LOOPBACK.has(host)) return [];
  if (host !== '0.0.0.0' && host !== '::') return [origin(host)];
  const outside = names.ips.filter((ip) => ip !== '127.0.0.1' && ip !== '::1');
  const ordered = [...outside.filter((ip) => !ip.includes(':')), ...(host === '::' ? outside.filter((ip) => ip.includes(':')) : [])];
  return ordered.length > 0 ? ordered.map(origin) : [origin('localhost')];
}
