import type { FastifyRequest } from 'fastify';

/**
 * True when a browser says the request was started by another site. `Sec-Fetch-Site` decides
 * when the browser sends it (every current browser does): only `same-origin`, or `none` (typed by
 * the user), is the console's own. Without it, an `Origin` whose host name is not the one the
 * request was sent to is another site's (ports are not compared: cookies are shared across the
 * ports of a host anyway). The browser sets both headers itself, so a proxy that rewrites
 * `Host` or terminates TLS cannot make the console refuse its own pages. A request with neither
 * header was not made by a page's script or form in a browser of this decade, and passes.
 */
export function isCrossSite(request: FastifyRequest): boolean {
  const fetchSite = request.headers['sec-fetch-site'];
  if (fetchSite !== undefined) return fetchSite !== 'same-origin' && fetchSite !== 'none';
  const origin = request.headers.origin;
  if (origin === undefined) return false;
  try {
    return new URL(origin).hostname !== request.hostname;
  } catch {
    // `Origin: null` (a sandboxed frame, a redirect across sites) or garbage.
    return true;
  }
}
