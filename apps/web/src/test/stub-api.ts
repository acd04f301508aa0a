import { vi } from 'vitest';

/** A stubbed API for component tests: the server's answers without a server. */
export interface ApiCall {
  method: string;
  path: string;
  /** The path without its query string. */
  pathname: string;
  params: URLSearchParams;
  body: unknown;
}

export interface ApiAnswer {
  status?: number;
  body?: unknown;
}

/**
 * Replaces `fetch`: each call is recorded and answered by `handler` (JSON, 200 unless told; it may
 * answer later through a promise); a call the handler leaves unanswered gets a 404.
 */
export function stubApi(handler: (call: ApiCall) => ApiAnswer | undefined | Promise<ApiAnswer | undefined>) {
  const calls: ApiCall[] = [];
  const fetchMock = vi.fn(async (input: string | URL | Request, init?: RequestInit) => {
    const url = new URL(String(input), 'http://localhost');
    const call: ApiCall = {
      method: init?.method ?? 'GET',
      path: `${url.pathname}${url.search}`,
      pathname: url.pathname,
      params: url.searchParams,
      body: typeof init?.body === 'string' ? JSON.parse(init.body) : undefined,
    };
    calls.push(call);
    const answer = (await handler(call)) ?? { status: 404, body: { message: 'Not found', code: 'common.notFound' } };
    const status = answer.status ?? 200;
    return new Response(status === 204 ? null : JSON.stringify(answer.body ?? {}), {
      status,
      headers: { 'Content-Type': 'application/json' },
    });
  });
  vi.stubGlobal('fetch', fetchMock);
  return { calls, fetchMock };
}

/** What a call sent (method, path with its query, body), for comparing with an expected request. */
export function sentRequest({ method, path, body }: ApiCall) {
  return { method, path, body };
}
