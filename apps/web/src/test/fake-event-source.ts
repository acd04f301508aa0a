import { vi } from 'vitest';

/**
 * A stand-in for the browser's EventSource, which jsdom lacks: each one opened is kept, and the
 * test plays the server, sending named events (`counts`) or an `error` as a dropped connection.
 */
export class FakeEventSource extends EventTarget {
  static opened: FakeEventSource[] = [];
  closed = false;

  constructor(readonly url: string) {
    super();
    FakeEventSource.opened.push(this);
  }

  /** The server sends the event `type` with `data` as its JSON. */
  send(type: string, data: unknown) {
    this.dispatchEvent(new MessageEvent(type, { data: JSON.stringify(data) }));
  }

  /** The connection dropped (the browser would try again). */
  drop() {
    this.dispatchEvent(new Event('error'));
  }

  close() {
    this.closed = true;
  }
}

/** Puts FakeEventSource in the place of EventSource until `vi.unstubAllGlobals()`; answers the streams opened. */
export function stubEventSource(): FakeEventSource[] {
  FakeEventSource.opened = [];
  vi.stubGlobal('EventSource', FakeEventSource);
  return FakeEventSource.opened;
}
