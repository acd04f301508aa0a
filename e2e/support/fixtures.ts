import { test as base, expect, type APIRequestContext, type Page } from '@playwright/test';
import type { Member } from '@console/contracts';
import { E2E_ADMIN, E2E_PASSWORD } from './constants.ts';

let counter = 0;
/** A run-unique word, so that tests running side by side on one database never see each other's data. */
export function uniqueWord(prefix = 'Tst'): string {
  counter += 1;
  return `${prefix}${Date.now().toString(36)}${process.pid.toString(36)}${counter}`;
}

export interface Api {
  request: APIRequestContext;
  token: string;
}

async function apiAs(request: APIRequestContext, email: string, password: string): Promise<Api> {
  const response = await request.post('/api/login', { data: { email, password } });
  expect(response.status(), `sign-in of ${email}`).toBe(200);
  return { request, token: (await response.json()).data.token };
}

type MemberOverrides = Partial<Member> & { password?: string };
/** A member made by createMember: with an email (a unique one unless given) unless `email: null` was given. */
type CreatedMember<Overrides> = Overrides extends { email: null } ? Member : Member & { email: string };

/** Creates a member through the API; with `password`, also gives them that password. */
export async function createMember<Overrides extends MemberOverrides = MemberOverrides>(
  api: Api,
  overrides: Overrides = {} as Overrides,
): Promise<CreatedMember<Overrides>> {
  const { password, ...fields } = overrides;
  const word = uniqueWord();
  const response = await api.request.post('/api/members', {
    headers: { authorization: `Bearer ${api.token}` },
    data: { roleId: 3, firstName: 'Test', lastName: word, email: `${word.toLowerCase()}@example.org`, ...fields },
  });
  expect(response.status(), await response.text()).toBe(201);
  const member = (await response.json()) as CreatedMember<Overrides>;
  if (password) {
    const set = await api.request.post(`/api/members/${member.code}/password`, {
      headers: { authorization: `Bearer ${api.token}` },
      data: { newPassword: password },
    });
    expect(set.status()).toBe(204);
  }
  return member;
}

/** Signs in through the sign-in page. */
export async function signIn(page: Page, email: string, password: string) {
  await page.goto('/login');
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Password', { exact: true }).fill(password);
  await page.getByRole('button', { name: 'LOGIN' }).click();
  await expect(page).not.toHaveURL(/\/login/);
}

/**
 * The console must run without errors in the browser: an uncaught exception, or anything the app
 * logs as an error, fails the test. The browser's own line for a refused request (a 4xx the test
 * provoked on purpose) is not the app's doing and is let through.
 */
function watchForErrors(page: Page, errors: string[]) {
  page.on('pageerror', (error) => errors.push(`uncaught: ${error.message}`));
  page.on('console', (message) => {
    if (message.type() === 'error' && !message.text().startsWith('Failed to load resource')) errors.push(`console: ${message.text()}`);
  });
}

interface Fixtures {
  /** Fails the test on browser errors (automatic). */
  noBrowserErrors: void;
  /** The API as the seeded Administrator. */
  adminApi: Api;
  /** A page signed in as a new Administrator of its own (so sign-outs never disturb other tests). */
  adminPage: Page;
}

export const test = base.extend<Fixtures>({
  noBrowserErrors: [
    async ({ page }, use) => {
      const errors: string[] = [];
      watchForErrors(page, errors);
      await use();
      expect(errors, 'errors in the browser').toEqual([]);
    },
    { auto: true },
  ],
  adminApi: async ({ request }, use) => {
    await use(await apiAs(request, E2E_ADMIN.email, E2E_ADMIN.password));
  },
  adminPage: async ({ page, adminApi }, use) => {
    const admin = await createMember(adminApi, { roleId: 1, firstName: 'Alex', password: E2E_PASSWORD });
    await signIn(page, admin.email, E2E_PASSWORD);
    await use(page);
  },
});

export { expect };
