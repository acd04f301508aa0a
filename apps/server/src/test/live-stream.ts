import { get, type IncomingMessage } from 'node:http';
import { connect } from 'node:net';
import type { LiveCounts } from '@console/contracts';

export interface LiveStream {
  status: number;
  contentType: string | null;
  /** The answer's body when it is not a stream (a refusal's JSON), else null. */
  body: unknown;
  /** The next `counts` event, or a rejection when none comes within `timeoutMs`. */
  nextCounts(timeoutMs?: number): Promise<LiveCounts>;
  /** Resolves once the server has ended the stream (the events sent meanwhile are skipped); rejects when it has not within `timeoutMs`. */
  ended(timeoutMs?: number): Promise<void>;
  close(): void;
}

/** A rejection after `timeoutMs`, and the means to stop its timer. */
function deadline(timeoutMs: number, what: string) {
  let timer: NodeJS.Timeout | undefined;
  const expired = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new Error(`${what} within ${timeoutMs} ms`)), timeoutMs);
  });
  return { expired, clear: () => clearTimeout(timer) };
}

/**
 * Opens `GET /api/events/{code}/live` on a listening server, as a station's browser does (the
 * session as a Bearer token, or as the browser's cookie with `{cookie: true}`), and reads its
 * `counts` events one by one. Each stream has a connection of its own (node:http without an
 * agent, not fetch: fetch keeps a spare connection open after an abort, which a closing server
 * then waits for).
 */
export async function openLiveStream(
  baseUrl: string,
  eventCode: number,
  token: string | null,
  { cookie = false }: { cookie?: boolean } = {},
): Promise<LiveStream> {
  const headers: Record<string, string> = {};
  if (token) headers[cookie ? 'cookie' : 'authorization'] = cookie ? `console_session=${token}` : `Bearer ${token}`;
  const response = await new Promise<IncomingMessage>((resolve, reject) => {
    get(`${baseUrl}/api/events/${eventCode}/live`, { headers, agent: false }, resolve).on('error', reject);
  });
  response.setEncoding('utf8');
  const contentType = response.headers['content-type'] ?? null;
  const status = response.statusCode ?? 0;

  let body: unknown = null;
  if (!contentType?.startsWith('text/event-stream')) {
    let text = '';
    for await (const chunk of response) text += chunk as string;
    body = contentType?.includes('application/json') ? JSON.parse(text) : text;
  }

  const chunks = response[Symbol.asyncIterator]() as AsyncIterator<string>;
  let buffer = '';

  /** The next whole event (blocks end with a blank line); comment lines are skipped. */
  async function nextBlock(): Promise<string> {
    for (;;) {
      const end = buffer.indexOf('\n\n');
      if (end >= 0) {
        const block = buffer.slice(0, end);
        buffer = buffer.slice(end + 2);
        if (!block.startsWith(':')) return block;
        continue;
      }
      const { value, done } = await chunks.next().catch(() => ({ value: '', done: true }));
      if (done) throw new Error('the live stream ended');
      buffer += value;
    }
  }

  return {
    status,
    contentType,
    body,
    async nextCounts(timeoutMs = 1_000) {
      const timeout = deadline(timeoutMs, 'no counts');
      try {
        for (;;) {
          const block = await Promise.race([nextBlock(), timeout.expired]);
          const lines = Object.fromEntries(
            block.split('\n').map((line) => [line.slice(0, line.indexOf(':')), line.slice(line.indexOf(':') + 2)]),
          );
          if (lines.event === 'counts') return JSON.parse(lines.data!) as LiveCounts;
        }
      } finally {
        timeout.clear();
      }
    },
    async ended(timeoutMs = 1_000) {
      const timeout = deadline(timeoutMs, 'the live stream did not end');
      try {
        for (;;) {
          const end = await Promise.race([
            nextBlock().then(
              () => false,
              () => true,
            ),
            timeout.expired,
          ]);
          if (end) return;
        }
      } finally {
        timeout.clear();
      }
    },
    close: () => response.destroy(),
  };
}

/**
 * Asks for `GET /api/events/{code}/live` on a raw connection and drops the connection at `when`:
 * `'sent'` as soon as the request is written (the server is still checking the session or the
 * event), `'opened'` as soon as the first bytes of the answer arrive (the stream has opened and
 * may still be subscribing), `'counting'` once the first counts arrived. An answer that is not a
 * stream drops it too. Resolves, once the connection is closed, with the answer's status (null
 * when none had come).
 */
export function dropLiveStream(
  baseUrl: string,
  eventCode: number,
  token: string,
  when: 'sent' | 'opened' | 'counting',
): Promise<number | null> {
  const { hostname, port } = new URL(baseUrl);
  return new Promise((resolve) => {
    const socket = connect(Number(port), hostname);
    let received = '';
    const status = () => {
      const statusLine = /^HTTP\/1\.1 (\d{3})/.exec(received);
      return statusLine ? Number(statusLine[1]) : null;
    };
    socket.on('error', () => undefined);
    socket.on('close', () => resolve(status()));
    const request = [`GET /api/events/${eventCode}/live HTTP/1.1`, `Host: ${hostname}:${port}`, `Authorization: Bearer ${token}`, '', ''];
    // Written means handed to the network: destroying the socket before would drop the request itself.
    socket.write(request.join('\r\n'), () => {
      if (when === 'sent') socket.destroy();
    });
    socket.on('data', (chunk: Buffer) => {
      received += chunk.toString();
      const answered = status();
      if (when === 'opened' || (answered !== null && answered !== 200) || received.includes('event: counts')) socket.destroy();
    });
  });
}
