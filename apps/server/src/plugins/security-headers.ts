import type { FastifyInstance } from 'fastify';
import helmet from 'helmet';

/**
 * Helmet's security headers on every answer. The middleware is built once: @fastify/helmet built
 * it anew for every request, parsing the Content-Security-Policy each time (3% of a member read
 * under load, in a CPU profile of the benchmark).
 */
export function registerSecurityHeaders(app: FastifyInstance) {
  const setHeaders = helmet({
    contentSecurityPolicy: {
      directives: {
        defaultSrc: ["'self'"],
        // The QR decoder is WebAssembly bundled with the app.
        scriptSrc: ["'self'", "'wasm-unsafe-eval'"],
        // The component library sets inline styles.
        styleSrc: ["'self'", "'unsafe-inline'"],
        imgSrc: ["'self'", 'data:', 'blob:'],
        mediaSrc: ["'self'", 'blob:'],
        workerSrc: ["'self'", 'blob:'],
        connectSrc: ["'self'"],
        objectSrc: ["'none'"],
        frameAncestors: ["'none'"],
        upgradeInsecureRequests: null,
      },
    },
    // Sent by registerHttpPolicy, and only over HTTPS.
    strictTransportSecurity: false,
  });
  app.addHook('onRequest', (request, reply, done) =>
    setHeaders(request.raw, reply.raw, (error?: unknown) => done(error as Error | undefined)),
  );
}
