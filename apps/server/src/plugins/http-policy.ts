import { constants } from 'node:zlib';
import compress from '@fastify/compress';
import type { FastifyInstance } from 'fastify';

declare module 'fastify' {
  interface FastifyInstance {
    /** Set at SIGTERM: the server still answers, but asks every client to reconnect (elsewhere). */
    draining: boolean;
  }
}

/** One year: hashed assets never change under their name. */
const HSTS_VALUE = 'max-age=31536000; includeSubDomains';

/**
 * Answers over 1 KiB are compressed (brotli at a fast level, or gzip); files the build already
 * compressed are sent as they are (web-app.ts). HSTS only means something over HTTPS: over plain
 * HTTP a browser ignores it, and it must not pin a console that is reached without TLS; `hsts`
 * false leaves it out over HTTPS too (the self-signed set-up: a host name pinned to HTTPS for a year
 * would refuse a console later run on it without TLS). While the server drains before a shutdown,
 * every answer closes its connection.
 */
export async function registerHttpPolicy(app: FastifyInstance, { hsts = true }: { hsts?: boolean } = {}) {
  await app.register(compress, {
    threshold: 1024,
    encodings: ['br', 'gzip'],
    brotliOptions: { params: { [constants.BROTLI_PARAM_QUALITY]: 4 } },
  });
  app.decorate('draining', false);
  app.addHook('onSend', async (request, reply) => {
    if (hsts && request.protocol === 'https') reply.header('Strict-Transport-Security', HSTS_VALUE);
    if (app.draining) reply.header('Connection', 'close');
  });
}
