/** The names by which a browser reaches the machine it runs on, as `URL.hostname` spells them. */
const LOOPBACK = new Set(['localhost', '127.0.0.1', '[::1]']);

export const isLoopback = (hostname: string) => LOOPBACK.has(hostname);

/**
 * A page's address where another device can reach it (a phone at the door, a station's tablet):
 * the page's own when it was opened by a name or address of the network; opened on this machine
 * (localhost), the first of the console's network addresses (GET /api/door/addresses) with the
 * same path, or null when there is none: the console then listens on this machine only
 * (docs/product.md §6.1).
 */
export function otherDeviceUrl(page: URL, addresses: readonly string[]): string | null {
  if (!isLoopback(page.hostname)) return page.href;
  const [first] = addresses;
  return first ? new URL(`${page.pathname}${page.search}${page.hash}`, first).href : null;
}
