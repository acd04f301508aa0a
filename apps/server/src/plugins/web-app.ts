import { existsSync } from 'node:fs';
import { join } from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance } from 'fastify';
import { messages } from '@console/contracts';

/**
 * Serves the built web app at `/`. Any other GET that is not under `/api` and is not a file
 * answers index.html, so client-side routes survive a reload; unknown `/api` paths answer 404 JSON.
 */
export async function registerWebApp(app: FastifyInstance, webDist: string) {
  const hasBuild = existsSync(join(webDist, 'index.html'));
  if (hasBuild) {
    await app.register(fastifyStatic, { root: webDist, wildcard: false, index: false, maxAge: '1h' });
  }

  app.setNotFoundHandler((request, reply) => {
    const path = request.url.split('?')[0] ?? '';
    if (path.startsWith('/api/') || path === '/api' || (request.method !== 'GET' && request.method !== 'HEAD')) {
      return reply.status(404).send({ message: messages.common.notFound });
    }
    if (!hasBuild) {
      return reply.status(503).type('text/plain').send('The web app is not built. Run `npm run build` (npm start does it for you).');
    }
    // index.html must never be cached: it names the current hashed bundles.
    return reply.header('Cache-Control', 'no-cache').sendFile('index.html');
  });
}
