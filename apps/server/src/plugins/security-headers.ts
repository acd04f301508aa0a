import type { FastifyInstance } from 'fastify';
import helmet from 'helmet';

/** The headers a Connect-style middleware sets when it runs once (helmet's do not depend on the request). */
function headersSetBy(middleware: (request: never, response: never, next: (error?: unknown) => void) => void) {
  const headers: Record<string, string> = {};
  const response = {
    setHeader: (name: string, value: string) => (headers[name.toLowerCase()] = value),
    removeHeader: (name: string) => delete headers[name.toLowerCase()],
  };
  middleware({} as never, response as never, (error) => {
    if (error) throw error;
  });
  return headers;
}

/**
 * Helmet's security headers on every answer. Helmet works out the same headers for every request,
 * so they are worked out once, at start, and set as one object: @fastify/helmet built the
 * middleware anew for every request, parsing the Content-Security-Policy each time (3% of a member
 * read under load, in a CPU profile of the benchmark), and running the built middleware still cost
 * 4% (twelve `setHeader` calls, each validating its header).
 */
export function registerSecurityHeaders(app: FastifyInstance) {
  const headers = headersSetBy(
    helmet({
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
    }),
  );
  app.addHook('onRequest', (_request, reply, done) => {
    reply.headers(headers);
    done();
  });
}
