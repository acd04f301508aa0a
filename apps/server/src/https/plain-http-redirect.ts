import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { Socket } from 'node:net';
import type { Server as TlsServer } from 'node:tls';

/** The first byte of every TLS connection: a handshake record. */
const TLS_HANDSHAKE = 0x16;

export const AUTHORITY_PATH = '/console-authority.crt';

/**
 * Lets the HTTPS server's port answer plain HTTP too, so that a volunteer who types
 * `192.168.1.10:3000` (which a browser opens as `http://`) lands on the console instead of an
 * error page: a connection whose first byte starts a TLS handshake goes to the HTTPS server, any
 * other gets a plain HTTP server that redirects to the same address over HTTPS. With its own
 * authority (`authorityCert`), the plain server also hands out that certificate at
 * AUTHORITY_PATH, for a phone to install before it can trust HTTPS.
 */
export function answerPlainHttpWithRedirect(server: TlsServer, authorityCert?: string) {
  const redirect = createServer((request: IncomingMessage, response: ServerResponse) => {
    if (authorityCert && request.url === AUTHORITY_PATH && (request.method === 'GET' || request.method === 'HEAD')) {
      response.writeHead(200, {
        'content-type': 'application/x-x509-ca-cert',
        'content-disposition': 'attachment; filename="console-authority.crt"',
        'cache-control': 'no-store',
        connection: 'close',
      });
      response.end(request.method === 'GET' ? authorityCert : undefined);
      return;
    }
    const host = request.headers.host;
    // A Host header that is not a plain host[:port] gets no redirect: the address would be the sender's invention.
    if (!host || !/^[a-z0-9.\-[\]:]+$/i.test(host)) {
      response.writeHead(400, { 'content-type': 'text/plain; charset=utf-8', connection: 'close' }).end('Use https://\n');
      return;
    }
    response.writeHead(308, { location: `https://${host}${request.url ?? '/'}`, 'cache-control': 'no-store', connection: 'close' }).end();
  });
  redirect.headersTimeout = 10_000;
  redirect.requestTimeout = 10_000;

  const handOverToTls = server.listeners('connection') as Array<(socket: Socket) => void>;
  server.removeAllListeners('connection');
  server.on('connection', (socket: Socket) => {
    // Until its first bytes arrive the connection belongs to neither server: it is closed on an
    // error (a reset would otherwise be an uncaught error) or after 10 s of silence.
    const drop = () => socket.destroy();
    socket.on('error', drop);
    socket.setTimeout(10_000, drop);
    // The first bytes decide; they are put back for whichever server reads the connection.
    socket.once('data', (chunk: Buffer) => {
      socket.pause();
      socket.off('error', drop);
      socket.off('timeout', drop);
      socket.setTimeout(0);
      socket.unshift(chunk);
      if (chunk[0] === TLS_HANDSHAKE) for (const listener of handOverToTls) listener.call(server, socket);
      else redirect.emit('connection', socket);
      process.nextTick(() => socket.resume());
    });
  });
}
