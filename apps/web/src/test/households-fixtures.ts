import type { Household, HouseholdMember } from '@console/contracts';

/** Test helpers of the households feature: household and household-member factories. */
export { stubApi, type ApiAnswer, type ApiCall } from './stub-api.ts';

let nextId = 200;

export function buildHouseholdMember(overrides: Partial<HouseholdMember> = {}): HouseholdMember {
  return { code: 1, fullname: 'Ana Lopez', birthDate: null, role: 'adult', ...overrides };
}

/** A household; by default with no phone, address, notes, members or primary contact. */
export function buildHousehold(overrides: Partial<Household> = {}): Household {
  const id = overrides.id ?? nextId++;
  return {
    id,
    name: `Household ${id}`,
    phone: null,
    address: null,
    notes: null,
    primaryContactCode: null,
    members: [],
    ...overrides,
  };
}
