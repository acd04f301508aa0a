import { vi } from 'vitest';
import type { Program } from '@console/contracts';

/** Test helpers of the programs feature: a stubbed API and a program factory. */
export interface ApiCall {
  method: string;
  path: string;
  body: unknown;
}

export interface ApiAnswer {
  status?: number;
  body?: unknown;
}

/**
 * Replaces `fetch`: each call is recorded and answered by `handler` (JSON, 200 unless told);
 * a call the handler leaves unanswered gets a 404.
 */
export function stubApi(handler: (call: ApiCall) => ApiAnswer | undefined) {
  const calls: ApiCall[] = [];
  const fetchMock = vi.fn(async (input: string | URL | Request, init?: RequestInit) => {
    const url = new URL(String(input), 'http://localhost');
    const call = {
      method: init?.method ?? 'GET',
      path: `${url.pathname}${url.search}`,
      body: typeof init?.body === 'string' ? JSON.parse(init.body) : undefined,
    };
    calls.push(call);
    const answer = handler(call) ?? { status: 404, body: { message: 'Not found' } };
    const status = answer.status ?? 200;
    return new Response(status === 204 ? null : JSON.stringify(answer.body ?? {}), {
      status,
      headers: { 'Content-Type': 'application/json' },
    });
  });
  vi.stubGlobal('fetch', fetchMock);
  return { calls, fetchMock };
}

export const PROGRAM_CATEGORIES = [
  { id: 1, name: 'Worship' },
  { id: 2, name: 'Education' },
  { id: 3, name: 'Youth' },
];

let nextId = 100;

export function buildProgram(overrides: Partial<Program> = {}): Program {
  const id = overrides.id ?? nextId++;
  const categoryId = overrides.categoryId ?? 2;
  return {
    id,
    name: `Program ${id}`,
    description: null,
    categoryId,
    category: PROGRAM_CATEGORIES.find((category) => category.id === categoryId)?.name ?? 'Education',
    ...overrides,
  };
}

/** The program categories every program form loads. */
export function categoriesAnswer(call: ApiCall): ApiAnswer | undefined {
  if (call.method === 'GET' && call.path === '/api/program-categories') return { body: PROGRAM_CATEGORIES };
  return undefined;
}
