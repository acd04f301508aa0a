import { useRef } from 'react';
import { useSearchParams, type NavigateOptions } from 'react-router';

/**
 * The URL's query string, and a writer whose change starts from the last one this screen wrote.
 * React Router hands a function given to `setSearchParams` the query string of the render it was
 * made in, and lands the change in a transition: a second change made before the first had landed
 * (two in one click, or the To date typed just after the From date) started from the old query
 * string and undid the first. Here a change starts from the last one written while the URL has
 * not moved since.
 */
export function useSearchParamsWriter() {
  const [params, setParams] = useSearchParams();
  const written = useRef<{ over: URLSearchParams; latest: URLSearchParams } | null>(null);
  function write(change: (current: URLSearchParams) => URLSearchParams, options?: NavigateOptions) {
    const base = written.current?.over === params ? written.current.latest : params;
    const latest = change(new URLSearchParams(base));
    written.current = { over: params, latest };
    setParams(latest, options);
  }
  return [params, write] as const;
}
