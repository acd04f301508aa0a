import type { Program } from '@console/contracts';

/** Test helpers of the programs feature: a stubbed API and a program factory. */
import type { ApiAnswer, ApiCall } from './stub-api.ts';

export { stubApi, type ApiAnswer, type ApiCall } from './stub-api.ts';

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
