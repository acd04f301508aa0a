import type { Member } from '@console/contracts';

/** Test helpers of the members feature: a stubbed API and a member factory. */
import type { ApiAnswer, ApiCall } from '../../test/stub-api.ts';

export { stubApi, type ApiAnswer, type ApiCall } from '../../test/stub-api.ts';

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
