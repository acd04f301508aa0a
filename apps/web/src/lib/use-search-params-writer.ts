import { useEffect, useRef } from 'react';
import { useSearchParams, type NavigateOptions } from 'react-router';

/**
 * The query strings a screen wrote that have not all landed yet: the one it started from, the ones
 * in between and the last. While the URL shows any of them, the next change starts from the last.
 */
export class PendingWrites {
  private seen = new Set<string>();
  private last: URLSearchParams | null = null;

  /** Where a change made while the URL shows `current` starts from. */
  base(current: URLSearchParams): URLSearchParams {
    return this.last && this.seen.has(current.toString()) ? this.last : current;
  }

  /** A change made while the URL showed `current`, to `next`. */
  wrote(current: URLSearchParams, next: URLSearchParams) {
    if (!this.last || !this.seen.has(current.toString())) this.seen = new Set([current.toString()]);
    this.seen.add(next.toString());
    this.last = next;
    this.landed(current);
  }

  /** The URL now shows `current`: once it is the last written, nothing is pending. */
  landed(current: URLSearchParams) {
    if (this.last?.toString() !== current.toString()) return;
    this.seen.clear();
    this.last = null;
  }
}

/**
 * The URL's query string, and a writer whose change starts from the last one this screen wrote.
 * React Router hands a function given to `setSearchParams` the query string of the render it was
 * made in, and lands each change in a transition: a second change made before the first had landed
 * (two in one click, or the To date typed just after the From date) started from the old query
 * string and undid the first, and so did a third made while the URL showed the first of the two.
 * Here a change starts from the last one written while the URL shows any of the writes not yet
 * landed; once the last has landed (or the URL went elsewhere, by a link or Back), from the URL.
 */
export function useSearchParamsWriter() {
  const [params, setParams] = useSearchParams();
  const pending = useRef(new PendingWrites());
  useEffect(() => pending.current.landed(params), [params]);
  function write(change: (current: URLSearchParams) => URLSearchParams, options?: NavigateOptions) {
    const latest = change(new URLSearchParams(pending.current.base(params)));
    pending.current.wrote(params, latest);
    setParams(latest, options);
  }
  return [params, write] as const;
}
