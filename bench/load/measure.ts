import autocannon from 'autocannon';

export interface LoadRequest {
  method: 'GET' | 'POST' | 'PUT' | 'PATCH';
  path: string;
  body?: string;
}

export interface LoadFigures {
  connections: number;
  requestsPerSecond: number;
  p50: number;
  p99: number;
  requests: number;
  /** Errors, time-outs and answers outside 2xx: a measurement with any is not worth its figures. */
  failures: number;
}

/**
 * `connections` clients sending requests made by `next` back to back for `seconds`; the same way
 * for every scenario and for the bare route (a request built per call), so that the client's own
 * cost is the same in every figure.
 */
export async function measure(
  url: string,
  next: () => LoadRequest,
  { connections, seconds, token }: { connections: number; seconds: number; token?: string },
): Promise<LoadFigures> {
  const result = await autocannon({
    url,
    connections,
    duration: seconds,
    requests: [
      {
        setupRequest: (request) => {
          const { method, path, body } = next();
          // A new headers object each time: autocannon writes the body's length into the one it gets.
          const headers: Record<string, string> = { ...(token && { authorization: `Bearer ${token}` }) };
          if (body !== undefined) headers['content-type'] = 'application/json';
          return { ...request, method, path, headers, ...(body !== undefined && { body }) };
        },
      },
    ],
  });
  return {
    connections,
    requestsPerSecond: Math.round(result.requests.average),
    p50: result.latency.p50,
    p99: result.latency.p99,
    requests: result.requests.total,
    failures: result.errors + result.timeouts + result.non2xx,
  };
}
