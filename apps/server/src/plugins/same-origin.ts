import type { FastifyRequest } from 'fastify';

/**
 * True when a browser says the request was started by another site: `Sec-Fetch-Site` other than
 * `same-origin` (or `none`, typed by the user), or an `Origin` that is not the console's own.
 * A request that carries neither header was not made by a page's script or form in a modern
 * browser (they send at least one on every unsafe method), so it is let through.
 */
export function isCrossSite(request: FastifyRequest): boolean {
  const fetchSite = request.headers['sec-fetch-site'];
  if (fetchSite !== undefined && fetchSite !== 'same-origin' && fetchSite !== 'none') return true;
  const origin = request.headers.origin;
  return origin !== undefined && origin !== `${request.protocol}://${request.host}`;
}
