import type { Db } from '../../db/database.ts';
import type { ApiTokensTable } from '../../db/schema.ts';

const COLUMNS = [
  'api_tokens.id',
  'api_tokens.name',
  'api_tokens.prefix',
  'api_tokens.scopes',
  'api_tokens.created_at',
  'api_tokens.created_by',
  'api_tokens.last_used_at',
  'api_tokens.expires_at',
] as const;

function withCreator(db: Db) {
  return db
    .selectFrom('api_tokens')
    .leftJoin('members', 'members.code', 'api_tokens.created_by')
    .select(COLUMNS)
    .select(['members.first_name as by_first_name', 'members.last_name as by_last_name']);
}

export type ApiTokenRow = Awaited<ReturnType<typeof findApiToken>> & object;

export async function insertApiToken(db: Db, token: Omit<ApiTokensTable, 'id' | 'last_used_at'>): Promise<number> {
  const row = await db
    .insertInto('api_tokens')
    .values({ ...token, last_used_at: null })
    .returning('id')
    .executeTakeFirstOrThrow();
  return row.id;
}

export function findApiToken(db: Db, id: number) {
  return withCreator(db).where('api_tokens.id', '=', id).executeTakeFirst();
}

/** Every token, newest first. */
export function listApiTokens(db: Db) {
  return withCreator(db).orderBy('api_tokens.id', 'desc').execute();
}

export async function countApiTokens(db: Db): Promise<number> {
  const row = await db
    .selectFrom('api_tokens')
    .select((eb) => eb.fn.countAll<number | string>().as('n'))
    .executeTakeFirstOrThrow();
  return Number(row.n);
}

export async function deleteApiToken(db: Db, id: number): Promise<boolean> {
  const result = await db.deleteFrom('api_tokens').where('id', '=', id).executeTakeFirst();
  return Number(result.numDeletedRows) > 0;
}

/** The token a request presents, by its hash, while it has not expired. */
export function findUsableToken(db: Db, tokenHash: string, now: number) {
  return db
    .selectFrom('api_tokens')
    .select(['id', 'name', 'scopes', 'last_used_at'])
    .where('token_hash', '=', tokenHash)
    .where((eb) => eb.or([eb('expires_at', 'is', null), eb('expires_at', '>', now)]))
    .executeTakeFirst();
}

export async function touchApiToken(db: Db, id: number, now: number) {
  await db.updateTable('api_tokens').set({ last_used_at: now }).where('id', '=', id).execute();
}
