/**
 * A read that callers asking at the same time share, never older than their call. A read begins
 * on the event loop's next turn, and every call until then shares it (on SQLite, whose reads
 * block the loop, those are the requests that queued up meanwhile); a call once it has begun
 * waits for the next read, begun when that one ends, and shares that. So every caller gets what a
 * read begun after its call found, as if each had read alone, and at most two reads of a key
 * exist at once. For a large answer many clients ask for at once: fifty door stations asking for
 * the roster of 5,000 attendees each built it (a megabyte of rows and JSON) side by side.
 */
export function sharedReads<Key, Value>(read: (key: Key) => Promise<Value>): (key: Key) => Promise<Value> {
  const current = new Map<Key, { reading: Promise<Value>; begun: boolean }>();
  const waiting = new Map<Key, Promise<Value>>();

  function start(key: Key): Promise<Value> {
    const entry = { begun: false } as { begun: boolean; reading: Promise<Value> };
    entry.reading = (async () => {
      await new Promise((resolve) => setImmediate(resolve));
      entry.begun = true;
      return read(key);
    })().finally(() => current.delete(key));
    current.set(key, entry);
    return entry.reading;
  }

  return (key) => {
    const entry = current.get(key);
    if (!entry) return start(key);
    if (!entry.begun) return entry.reading;
    let next = waiting.get(key);
    if (!next) {
      const ended = entry.reading.then(
        () => undefined,
        () => undefined,
      );
      next = ended.then(() => {
        waiting.delete(key);
        return start(key);
      });
      waiting.set(key, next);
    }
    return next;
  };
}
