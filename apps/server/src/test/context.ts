import type { InjectOptions } from 'fastify';
import { ROLE_IDS } from '@console/contracts';
import { buildApp, type App, type AppOptions } from '../app.ts';
import { openChangeFeed, type ChangeFeed } from '../db/change-feed.ts';
import { migrateToLatest, type Db } from '../db/database.ts';
import { seedDatabase } from '../db/seed/seed.ts';
import { hashPassword } from '../lib/passwords.ts';
import { insertMember, type MemberWrite } from '../modules/members/members.repository.ts';
import { createTestDatabase, type TestDatabase } from './database.ts';

export const ADMIN_EMAIL = 'admin@example.com';
export const TEST_PASSWORD = 'Str0ng!Password';

export interface ApiResponse<T = any> {
  status: number;
  body: T;
  headers: Record<string, string | string[] | number | undefined>;
}

export interface TestContext {
  app: App;
  db: Db;
  dialect: 'sqlite' | 'postgres';
  /** The app's change feed (how many listeners the live streams hold). */
  feed: ChangeFeed;
  /** A session token of the seeded Administrator. */
  adminToken: string;
  /** Calls the API as the holder of `token` (or anonymously) and parses the JSON answer. */
  request<T = any>(options: {
    method: InjectOptions['method'];
    url: string;
    token?: string | null;
    body?: unknown;
    headers?: Record<string, string>;
  }): Promise<ApiResponse<T>>;
  /** Creates a member who can sign in (password TEST_PASSWORD) and answers their code and token. */
  signInAs(roleId: number, overrides?: Partial<MemberWrite>): Promise<{ code: number; token: string; email: string }>;
  close(): Promise<void>;
}

let emailCounter = 0;
/** A unique email for a test member. */
export function uniqueEmail(prefix = 'member'): string {
  emailCounter += 1;
  return `${prefix}.${process.pid}.${emailCounter}.${Date.now()}@example.org`;
}

/** Inserts a member straight into the database (a factory for tests); answers its code. */
export async function createMember(db: Db, overrides: Partial<MemberWrite> = {}): Promise<number> {
  return insertMember(db, {
    roleId: ROLE_IDS.member,
    firstName: 'Test',
    lastName: 'Member',
    email: uniqueEmail(),
    ...overrides,
  });
}

/** The real app on a freshly migrated and seeded database, with a signed-in Administrator. */
export async function createTestContext(
  options: Pick<AppOptions, 'idleTimeoutMs' | 'webhookAllowPrivate' | 'timeZone'> = {},
): Promise<TestContext> {
  const database: TestDatabase = await createTestDatabase();
  const { db } = database;
  await migrateToLatest(db);
  await seedDatabase(db, { adminEmail: ADMIN_EMAIL, adminPassword: TEST_PASSWORD });
  // The real feed: on PostgreSQL the live streams of the tests go through LISTEN/NOTIFY.
  const feed = openChangeFeed(database);
  const app = await buildApp({ db, feed, webDist: '/nonexistent-web-dist', ...options });
  await app.ready();

  const request: TestContext['request'] = async ({ method, url, token, body, headers = {} }) => {
    const response = await app.inject({
      method,
      url,
      headers: { ...(token && { authorization: `Bearer ${token}` }), ...headers },
      ...(body !== undefined && { payload: body as InjectOptions['payload'] }),
    });
    const isJson = String(response.headers['content-type'] ?? '').includes('application/json');
    return {
      status: response.statusCode,
      body: isJson && response.body ? response.json() : (response.body as never),
      headers: response.headers,
    };
  };

  const login = async (email: string) => {
    const response = await request({ method: 'POST', url: '/api/login', body: { email, password: TEST_PASSWORD } });
    if (response.status !== 200) throw new Error(`login failed for ${email}: ${response.status}`);
    return response.body.data.token as string;
  };

  const signInAs: TestContext['signInAs'] = async (roleId, overrides = {}) => {
    const email = overrides.email ?? uniqueEmail(`role${roleId}`);
    const code = await createMember(db, { roleId, email, passwordHash: await hashPassword(TEST_PASSWORD), ...overrides });
    return { code, token: await login(email), email };
  };

  return {
    app,
    db,
    dialect: database.dialect,
    feed,
    adminToken: await login(ADMIN_EMAIL),
    request,
    signInAs,
    close: async () => {
      await app.close();
      await feed.close();
      await database.drop();
    },
  };
}

/**
 * An error answer's texts (`{message, errors?}`) without the codes beside them: the tests of a
 * rule check its texts; `test/error-codes.test.ts` checks the codes.
 */
export function errorTexts(body: { message?: string; errors?: Record<string, string[]> }) {
  return { message: body.message, ...(body.errors && { errors: body.errors }) };
}
