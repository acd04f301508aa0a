import { lookup } from 'node:dns/promises';
import { BlockList, isIP } from 'node:net';

/*
 * Where a webhook may send (docs/decisions/041): a public address only, unless the operator allows
 * private ones (WEBHOOK_ALLOW_PRIVATE). The host is resolved once and the request connects to the
 * address that was checked, so a name that resolves elsewhere a moment later (DNS rebinding) cannot
 * send it inside the network.
 */

const refused = new BlockList();
for (const [network, bits] of [
  ['0.0.0.0', 8], // this network, unspecified
  ['10.0.0.0', 8], // private
  ['100.64.0.0', 10], // carrier-grade NAT
  ['127.0.0.0', 8], // loopback
  ['169.254.0.0', 16], // link-local
  ['172.16.0.0', 12], // private
  ['192.0.0.0', 24], // protocol assignments
  ['192.168.0.0', 16], // private
  ['198.18.0.0', 15], // benchmarking
  ['224.0.0.0', 4], // multicast
  ['240.0.0.0', 4], // reserved, broadcast
] as const) {
  refused.addSubnet(network, bits, 'ipv4');
}
for (const [network, bits] of [
  ['::', 128], // unspecified
  ['::1', 128], // loopback
  ['fc00::', 7], // unique-local
  ['fe80::', 10], // link-local
  ['fec0::', 10], // site-local (deprecated)
  ['ff00::', 8], // multicast
  ['64:ff9b::', 96], // NAT64 of an IPv4 address
  ['2002::', 16], // 6to4 of an IPv4 address
] as const) {
  refused.addSubnet(network, bits, 'ipv6');
}

/** The IPv4 address an IPv6 one carries (`::ffff:127.0.0.1`, `::127.0.0.1`), or null. */
function embeddedIpv4(address: string): string | null {
  const lower = address.toLowerCase();
  const dotted = /^(?:0*:)*(?:ffff:)?((?:\d{1,3}\.){3}\d{1,3})$/.exec(lower.replace(/^::/, '0:'));
  if (dotted) return dotted[1]!;
  const hex = /^(?:0*:)*ffff:([0-9a-f]{1,4}):([0-9a-f]{1,4})$/.exec(lower.replace(/^::/, '0:'));
  if (!hex) return null;
  const high = parseInt(hex[1]!, 16);
  const low = parseInt(hex[2]!, 16);
  return [high >> 8, high & 255, low >> 8, low & 255].join('.');
}

/** Whether an address is loopback, private, link-local, unique-local, CGNAT, unspecified, multicast or reserved. */
export function isPrivateAddress(address: string): boolean {
  const version = isIP(address);
  if (version === 4) return refused.check(address, 'ipv4');
  if (version !== 6) return true;
  const ipv4 = embeddedIpv4(address);
  if (ipv4 !== null) return isPrivateAddress(ipv4);
  return refused.check(address, 'ipv6');
}

export interface CheckedAddress {
  address: string;
  family: 4 | 6;
}

export type AddressCheck = { ok: true; target: CheckedAddress } | { ok: false; reason: 'unresolved' | 'private' };

/**
 * Resolves `url`'s host and answers the address to connect to: the first the resolver gives, once
 * every address it gives is public (a name with one private address among public ones is refused,
 * as the resolver might give that one first another time). With `allowPrivate`, any address.
 */
export async function checkWebhookAddress(url: string, allowPrivate: boolean): Promise<AddressCheck> {
  const host = new URL(url).hostname.replace(/^\[(.*)\]$/, '$1');
  let addresses: { address: string; family: number }[];
  try {
    addresses = isIP(host) ? [{ address: host, family: isIP(host) }] : await lookup(host, { all: true });
  } catch {
    return { ok: false, reason: 'unresolved' };
  }
  const [first] = addresses;
  if (!first) return { ok: false, reason: 'unresolved' };
  if (!allowPrivate && addresses.some(({ address }) => isPrivateAddress(address))) return { ok: false, reason: 'private' };
  return { ok: true, target: { address: first.address, family: first.family === 6 ? 6 : 4 } };
}
