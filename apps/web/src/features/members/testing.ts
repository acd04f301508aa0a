import { vi } from 'vitest';
import type { Member } from '@console/contracts';

/** Test helpers of the members feature: a stubbed API and a member factory. */
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

export const ROLES = [
  { id: 1, name: 'Administrator' },
  { id: 2, name: 'Coordinator' },
  { id: 3, name: 'Member' },
];

export const CIVIL_STATUSES = [
  { id: 1, name: 'Single' },
  { id: 2, name: 'Married' },
];

let nextCode = 100;

export function buildMember(overrides: Partial<Member> = {}): Member {
  const code = overrides.code ?? nextCode++;
  return {
    code,
    firstName: 'Ana',
    lastName: 'Lopez',
    fullname: 'Ana Lopez',
    email: `member${code}@example.org`,
    phones: null,
    gender: null,
    birthDate: null,
    civilStatusId: null,
    civilStatus: null,
    roleId: 3,
    role: 'Member',
    education: null,
    occupation: null,
    workSchedule: null,
    hobbies: null,
    medicalConditions: null,
    dietRestrictions: null,
    foodAllergies: null,
    isActiveLaic: false,
    isEnabled: true,
    status: 'Enabled',
    ...overrides,
  };
}

/** The reference lists every member form loads. */
export function referenceAnswer(call: ApiCall): ApiAnswer | undefined {
  if (call.method === 'GET' && call.path === '/api/roles') return { body: ROLES };
  if (call.method === 'GET' && call.path === '/api/civil-statuses') return { body: CIVIL_STATUSES };
  return undefined;
}
