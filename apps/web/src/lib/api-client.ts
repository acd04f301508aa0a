import type { ApiError as ApiErrorBody } from '@console/contracts';
import { clearSession, getSession } from './session-store.ts';

type ErrorAnswer = Partial<ApiErrorBody> & { message?: string };

/**
 * A failed call: the HTTP status and the server's error body, its codes kept, since the app
 * branches and translates on `code` (and each field's `errorCodes`); `message` is its English.
 */
export class ApiError extends Error {
  readonly code: string | undefined;
  readonly values: Record<string, string> | undefined;
  readonly errors: Record<string, string[]>;
  readonly errorCodes: NonNullable<ApiErrorBody['errorCodes']>;

  constructor(
    readonly status: number,
    body: ErrorAnswer,
    fallbackMessage = String(status),
  ) {
    super(body.message ?? fallbackMessage);
    this.code = body.code;
    this.values = body.values;
    this.errors = body.errors ?? {};
    this.errorCodes = body.errorCodes ?? {};
  }
}

/**
 * Whether a call failed for want of the network: `fetch` threw (no answer at all) or gave up
 * waiting for one (a signal of `AbortSignal.timeout`), as against an HTTP error answer (an
 * ApiError, 5xx included).
 */
export function isNetworkFailure(error: unknown): boolean {
  // By name: a DOMException of another realm (a test's DOM) is not an instance of this one's.
  return error instanceof TypeError || (typeof error === 'object' && error !== null && 'name' in error && error.name === 'TimeoutError');
}

type QueryValue = string | number | boolean | undefined | null | readonly (string | number)[];

export interface RequestOptions {
  method?: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
  body?: unknown;
  query?: Record<string, QueryValue>;
  signal?: AbortSignal;
}

/** `?a=1&b=x&b=y`: arrays repeat the key, empty values are left out. */
export function toQueryString(query: Record<string, QueryValue> = {}): string {
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(query)) {
    if (value === undefined || value === null || value === '') continue;
    for (const item of Array.isArray(value) ? value : [value]) params.append(key, String(item));
  }
  const text = params.toString();
  return text ? `?${text}` : '';
}

/** The stored session's token as the API's header, when signed in. */
function authorization(): Record<string, string> {
  const token = getSession()?.token;
  return token ? { Authorization: `Bearer ${token}` } : {};
}

/** A response's JSON, or the `ApiError` it carries. */
async function answerOf<T>(response: Response, path: string): Promise<T> {
  if (response.status === 204) return undefined as T;
  const payload = (await response.json().catch(() => ({}))) as Partial<ApiErrorBody> & T;
  if (!response.ok) {
    // The session ended (expired, signed out elsewhere): forget it, and the route guard sends the
    // user to sign in with the current page to come back to.
    if (response.status === 401 && path !== '/login') clearSession();
    throw new ApiError(response.status, payload, response.statusText);
  }
  return payload;
}

/**
 * The address of a list's CSV export (`<list>/export`, docs/api.md, "Exports"): the list's filters,
 * search and sort without its paging. A link to it downloads with the session's cookie, straight
 * to disk, however long the list.
 */
export function exportUrl(listPath: string, { page: _page, size: _size, ...query }: Record<string, QueryValue>): string {
  return `/api${listPath}/export${toQueryString(query)}`;
}

function send(path: string, { method = 'GET', body, query, signal }: RequestOptions): Promise<Response> {
  return fetch(`/api${path}${toQueryString(query)}`, {
    method,
    signal,
    headers: { ...(body !== undefined && { 'Content-Type': 'application/json' }), ...authorization() },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
}

/** Calls the console's API with the stored session's token and answers the parsed JSON. */
export async function apiFetch<T>(path: string, options: RequestOptions = {}): Promise<T> {
  return answerOf<T>(await send(path, options), path);
}

/** As apiFetch, with the status beside the JSON, for a call whose success says more (`201` Created against `200`). */
export async function apiFetchWithStatus<T>(path: string, options: RequestOptions = {}): Promise<{ status: number; body: T }> {
  const response = await send(path, options);
  return { status: response.status, body: await answerOf<T>(response, path) };
}

/** A conditional GET's outcome: the new body with its tag, or `null` when the one held is still current (304). */
export async function apiGetIfChanged<T>(
  path: string,
  etag: string | null,
  signal?: AbortSignal,
): Promise<{ body: T; etag: string | null } | null> {
  const response = await fetch(`/api${path}`, { signal, headers: { ...authorization(), ...(etag && { 'If-None-Match': etag }) } });
  if (response.status === 304) return null;
  return { body: await answerOf<T>(response, path), etag: response.headers.get('ETag') };
}

export interface UploadOptions {
  body: string;
  contentType: string;
  query?: Record<string, QueryValue>;
  /** The share of the body sent so far, 0 to 1 (fetch cannot tell it; XMLHttpRequest can). */
  onProgress?: (sent: number) => void;
}

/** Sends a large body (a file's text) and answers the status with the parsed JSON, whatever the status. */
export function apiUpload<T>(path: string, { body, contentType, query, onProgress }: UploadOptions): Promise<{ status: number; body: T }> {
  return new Promise((resolve, reject) => {
    const request = new XMLHttpRequest();
    request.open('POST', `/api${path}${toQueryString(query)}`);
    request.setRequestHeader('Content-Type', contentType);
    for (const [name, value] of Object.entries(authorization())) request.setRequestHeader(name, value);
    request.upload.onprogress = (event) => {
      if (event.lengthComputable) onProgress?.(event.loaded / event.total);
    };
    request.onload = () => {
      if (request.status === 401) clearSession();
      let payload: unknown = {};
      try {
        payload = JSON.parse(request.responseText);
      } catch {
        // Not JSON (a proxy's error page): the status says what happened.
      }
      resolve({ status: request.status, body: payload as T });
    };
    request.onerror = () => reject(new ApiError(0, { message: 'Network error' }));
    request.send(body);
  });
}
