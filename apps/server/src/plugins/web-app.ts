import { existsSync } from 'node:fs';
import { join, sep } from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance } from 'fastify';
import { errorBody, messages } from '@console/contracts';

/** Vite names every file under assets/ by a hash of its content: it can be kept for a year. */
const IMMUTABLE = 'public, max-age=31536000, immutable';
/** index.html names the current bundles; other top-level files (icons) may change under their name. */
const REVALIDATE = 'no-cache';

/**
 * Serves the built web app at `/`. Any other GET that is not under `/api` and is not a file
 * answers index.html, so client-side routes survive a reload; unknown `/api` paths answer 404 JSON.
 * The build writes `.br` and `.gz` beside each file (scripts/compress-dist.mjs), sent as they are
 * to a browser that accepts them.
 */
export async function registerWebApp(app: FastifyInstance, webDist: string) {
  const hasBuild = existsSync(join(webDist, 'index.html'));
  if (hasBuild) {
    await app.register(fastifyStatic, {
      root: webDist,
      wildcard: false,
      index: false,
      preCompressed: true,
      cacheControl: false,
      setHeaders: (response, path) => {
        response.setHeader('Cache-Control', path.includes(`${sep}assets${sep}`) ? IMMUTABLE : REVALIDATE);
      },
    });
  }

  app.setNotFoundHandler((request, reply) => {
    const path = request.url.split('?')[0] ?? '';
    if (path.startsWith('/api/') || path === '/api' || (request.method !== 'GET' && request.method !== 'HEAD')) {
      return reply.status(404).header('Cache-Control', 'no-store').send(errorBody(messages.common.notFound));
    }
    if (!hasBuild) {
      return reply.status(503).type('text/plain').send('The web app is not built. Run `npm run build` (npm start does it for you).');
    }
    return reply.header('Cache-Control', REVALIDATE).sendFile('index.html');
  });
}
