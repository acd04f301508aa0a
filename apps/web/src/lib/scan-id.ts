/**
 * A new scan's id: a random UUID (version 4). Not `crypto.randomUUID`, which browsers give to
 * secure contexts alone: a check-in screen opened over plain http:// on the network still takes
 * typed codes (docs/product.md §6.2), and `crypto.getRandomValues` is there on every page.
 */
export function newScanId(): string {
  const bytes = crypto.getRandomValues(new Uint8Array(16));
  bytes[6] = (bytes[6]! & 0x0f) | 0x40; // version 4
  bytes[8] = (bytes[8]! & 0x3f) | 0x80; // the RFC 4122 variant
  const hex = Array.from(bytes, (byte) => byte.toString(16).padStart(2, '0')).join('');
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-${hex.slice(12, 16)}-${hex.slice(16, 20)}-${hex.slice(20)}`;
}
