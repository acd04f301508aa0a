import type { Member, MemberRecord } from '@console/contracts';

/** Test helpers of the members feature: a stubbed API and a member factory. */
import type { ApiAnswer, ApiCall } from './stub-api.ts';

export { stubApi, type ApiAnswer, type ApiCall } from './stub-api.ts';

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

/** A member; `fullname` and `status` follow the names and `isEnabled` given, as the server's do. */
export function buildMember(overrides: Partial<Member> = {}): Member {
  const code = overrides.code ?? nextCode++;
  const { firstName = 'Ana', lastName = 'Lopez', isEnabled = true } = overrides;
  return {
    code,
    firstName,
    lastName,
    fullname: `${firstName} ${lastName}`,
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
    isEnabled,
    status: isEnabled ? 'Enabled' : 'Disabled',
    ...overrides,
  };
}

/** A member's record as GET /api/members/{code} answers it: no pickups and no households unless given. */
export function buildMemberRecord(overrides: Partial<MemberRecord> = {}): MemberRecord {
  const { pickups = [], households = [], ...member } = overrides;
  return { ...buildMember(member), pickups, households };
}

/** The reference lists every member form loads. */
export function referenceAnswer(call: ApiCall): ApiAnswer | undefined {
  if (call.method === 'GET' && call.path === '/api/roles') return { body: ROLES };
  if (call.method === 'GET' && call.path === '/api/civil-statuses') return { body: CIVIL_STATUSES };
  return undefined;
}
