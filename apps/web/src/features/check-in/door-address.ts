/** The names by which a browser reaches the machine it runs on, as `URL.hostname` spells them. */
const LOOPBACK = new Set(['localhost', '127.0.0.1', '[::1]']);

export const isLoopback = (hostname: string) => LOOPBACK.has(hostname);

/**
 * The page's address where another device can reach it: the page's own when it was opened by a
 * name or address of the network; opened on this machine (localhost), the first of the console's
 * network addresses (GET /api/door/addresses) with the same path, or null when there is none: the
 * console then listens on this machine only (docs/product.md §6.1).
 */
export function otherDeviceUrl(page: URL, addresses: readonly string[]): string | null {
  if (!isLoopback(page.hostname)) return page.href;
  const [first] = addresses;
  return first ? new URL(`${page.pathname}${page.search}${page.hash}`, first).href : null;
}

/**
 * Where a phone downloads the console's own authority (HTTPS=self-signed, docs/operations.md): on
 * the page's own host and port over plain HTTP, or with `address` in place of a loopback name,
 * which a phone cannot open.
 */
export function authorityUrl(page: URL, address: string): string {
  const host = isLoopback(page.hostname) ? `${address}${page.port ? `:${page.port}` : ''}` : page.host;
  return `http://${host}/console-authority.crt`;
}

/** The check-in screen on this machine, for the laptop at the door. */
export function localhostUrl(page: URL): string {
  return `http://localhost${page.port ? `:${page.port}` : ''}`;
}
