import { createServer, type IncomingHttpHeaders, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';

/** One request a receiver got. */
export interface Received {
  headers: IncomingHttpHeaders;
  body: string;
}

/**
 * A webhook receiver on 127.0.0.1 for tests and the benchmark: it keeps every request, and answers
 * each as `answer` says (204 unless told; not at all while `answer` says 'hold'), on `port` or any
 * free one.
 */
export async function startReceiver(
  answer: (received: Received, index: number, response: ServerResponse) => void | 'hold' = () => undefined,
  { port: wanted = 0 }: { port?: number } = {},
) {
  const received: Received[] = [];
  const waiters: { count: number; resolve: () => void }[] = [];
  const server = createServer((request, response) => {
    let body = '';
    request.setEncoding('utf8');
    request.on('data', (chunk: string) => (body += chunk));
    request.on('end', () => {
      const entry = { headers: request.headers, body };
      received.push(entry);
      const held = answer(entry, received.length - 1, response) === 'hold';
      if (!held && !response.headersSent) response.writeHead(204).end();
      for (const waiter of waiters.filter((waiter) => received.length >= waiter.count)) waiter.resolve();
    });
  });
  await new Promise<void>((resolve) => server.listen(wanted, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}/hook`,
    port,
    received,
    /** Resolves once `count` requests came, or rejects after `timeoutMs`. */
    waitFor(count: number, timeoutMs = 10_000) {
      if (received.length >= count) return Promise.resolve();
      return new Promise<void>((resolve, reject) => {
        const timer = setTimeout(() => reject(new Error(`${received.length} of ${count} requests came`)), timeoutMs);
        waiters.push({
          count,
          resolve: () => {
            clearTimeout(timer);
            resolve();
          },
        });
      });
    },
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

export type Receiver = Awaited<ReturnType<typeof startReceiver>>;
