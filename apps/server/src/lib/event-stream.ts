import type { FastifyReply } from 'fastify';

/** A comment line at least this often keeps proxies from closing a quiet stream (docs/api.md, "At the door"). */
const KEEP_ALIVE_MS = 20_000;

export interface EventStream {
  /** Sends one named event with JSON data; nothing once the stream has ended. */
  send(event: string, data: unknown): void;
  /** Ends the stream from the server's side. */
  end(): void;
  /**
   * Runs once the stream has ended, from either side; at once when it has ended already. What a
   * stream holds is given back here, so a stream that ended while it was still subscribing gives
   * back what it got afterwards too.
   */
  onEnd(listener: () => void): void;
  /** Runs at every keep-alive while the stream is open (every 20 s): for what must be checked again now and then. */
  onKeepAlive(listener: () => void): void;
  /** The stream has ended (or the station had gone before it opened). */
  readonly ended: boolean;
}

/**
 * Turns the reply into a `text/event-stream` that stays open: the headers go now (with those
 * the app's hooks set so far, such as the security headers), then events as they come. Fastify
 * no longer handles the reply, so nothing compresses or buffers it.
 */
export function openEventStream(reply: FastifyReply): EventStream {
  reply.hijack();
  const raw = reply.raw;
  // The station may have gone while its request was being checked (the session, the event): the
  // response's 'close' came then and comes no more, so the stream starts ended and holds nothing.
  const gone = raw.destroyed || raw.socket?.destroyed === true;
  let ended = false;
  const keepAliveListeners: (() => void)[] = [];
  const keepAlive = gone
    ? undefined
    : setInterval(() => {
        raw.write(': keep-alive\n\n');
        for (const listener of keepAliveListeners) listener();
      }, KEEP_ALIVE_MS);
  const endListeners: (() => void)[] = [];
  const finish = () => {
    if (ended) return;
    ended = true;
    clearInterval(keepAlive);
    keepAliveListeners.length = 0;
    for (const listener of endListeners.splice(0)) listener();
  };
  const stream: EventStream = {
    send(event, data) {
      if (!ended) raw.write(`event: ${event}\ndata: ${JSON.stringify(data)}\n\n`);
    },
    end() {
      if (!ended) raw.end();
      finish();
    },
    onEnd(listener) {
      if (ended) listener();
      else endListeners.push(listener);
    },
    onKeepAlive(listener) {
      if (!ended) keepAliveListeners.push(listener);
    },
    get ended() {
      return ended;
    },
  };

  if (gone) {
    finish();
    return stream;
  }
  raw.on('close', finish);
  const hookHeaders = Object.entries(reply.getHeaders()).filter(
    (entry): entry is [string, string | number | string[]] => entry[1] !== undefined,
  );
  raw.writeHead(200, {
    ...Object.fromEntries(hookHeaders),
    'content-type': 'text/event-stream; charset=utf-8',
    'cache-control': 'no-store',
    // nginx would otherwise hold the events back in its buffer.
    'x-accel-buffering': 'no',
  });
  raw.flushHeaders();
  return stream;
}

/**
 * The open streams of one route, by the session that opened each: counted per session, and all
 * ended when the server closes (or the close would wait for them). A stream leaves once it ends.
 */
export class OpenStreams {
  private readonly bySession = new Map<number, Set<EventStream>>();

  /** How many streams `sessionId` holds open. */
  count(sessionId: number): number {
    return this.bySession.get(sessionId)?.size ?? 0;
  }

  add(sessionId: number, stream: EventStream) {
    if (stream.ended) return;
    const streams = this.bySession.get(sessionId) ?? new Set();
    this.bySession.set(sessionId, streams.add(stream));
    stream.onEnd(() => {
      streams.delete(stream);
      if (streams.size === 0 && this.bySession.get(sessionId) === streams) this.bySession.delete(sessionId);
    });
  }

  endAll() {
    for (const streams of this.bySession.values()) for (const stream of streams) stream.end();
  }
}
