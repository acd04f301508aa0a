import { isLoopback } from '../../lib/device-address.ts';

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
