import type { LiveCounts } from '@console/contracts';

export interface LiveStream {
  status: number;
  contentType: string | null;
  /** The next `counts` event, or a rejection when none comes within `timeoutMs`. */
  nextCounts(timeoutMs?: number): Promise<LiveCounts>;
  close(): void;
}

/**
 * Opens `GET /api/events/{code}/live` on a listening server, as a station's browser does, and
 * reads its `counts` events one by one.
 */
export async function openLiveStream(baseUrl: string, eventCode: number, token: string | null): Promise<LiveStream> {
  const controller = new AbortController();
  const response = await fetch(`${baseUrl}/api/events/${eventCode}/live`, {
    headers: token ? { authorization: `Bearer ${token}` } : {},
    signal: controller.signal,
  });
  const reader = response.body!.pipeThrough(new TextDecoderStream()).getReader();
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
      const { value, done } = await reader.read();
      if (done) throw new Error('the live stream ended');
      buffer += value;
    }
  }

  return {
    status: response.status,
    contentType: response.headers.get('content-type'),
    async nextCounts(timeoutMs = 1_000) {
      let timer: NodeJS.Timeout | undefined;
      const timeout = new Promise<never>((_, reject) => {
        timer = setTimeout(() => reject(new Error(`no counts within ${timeoutMs} ms`)), timeoutMs);
      });
      try {
        for (;;) {
          const block = await Promise.race([nextBlock(), timeout]);
          const lines = Object.fromEntries(
            block.split('\n').map((line) => [line.slice(0, line.indexOf(':')), line.slice(line.indexOf(':') + 2)]),
          );
          if (lines.event === 'counts') return JSON.parse(lines.data!) as LiveCounts;
        }
      } finally {
        clearTimeout(timer);
      }
    },
    close: () => controller.abort(),
  };
}
