import { randomBytes } from 'node:crypto';
import {
  API_TOKEN_PREFIX,
  API_TOKEN_SHOWN_LENGTH,
  API_TOKENS_MAX,
  API_TOKEN_SCOPES,
  messages,
  type ApiToken,
  type ApiTokenCreated,
  type ApiTokenScope,
  type ApiTokenWrite,
} from '@console/contracts';
import type { Db } from '../../db/database.ts';
import { inTransaction } from '../../db/transaction.ts';
import { conflict, notFound } from '../../lib/errors.ts';
import { hashToken } from '../../lib/tokens.ts';
import type { Actor } from '../audit/actor.ts';
import { recordChange } from '../audit/changes.service.ts';
import * as repo from './api-tokens.repository.ts';

const m = messages.apiTokens;

/** What a request knows about the API token that sent it. */
export interface TokenContext {
  id: number;
  name: string;
  scopes: ReadonlySet<ApiTokenScope>;
}

/** A token is marked used at most once a minute, so that its reads do not each write. */
const TOUCH_INTERVAL_MS = 60 * 1000;
const instant = (ms: number | null) => (ms === null ? null : new Date(Number(ms)).toISOString());

const parseScopes = (json: string) =>
  (JSON.parse(json) as string[]).filter((scope): scope is ApiTokenScope => (API_TOKEN_SCOPES as readonly string[]).includes(scope));

/** Whether a Bearer credential is an API token rather than a staff session's token. */
export const isApiToken = (credential: string) => credential.startsWith(API_TOKEN_PREFIX);

function toApiToken(row: repo.ApiTokenRow): ApiToken {
  return {
    id: row.id,
    name: row.name,
    scopes: parseScopes(row.scopes),
    prefix: row.prefix,
    createdAt: new Date(Number(row.created_at)).toISOString(),
    createdBy:
      row.created_by === null ? null : { code: row.created_by, name: `${row.by_first_name ?? ''} ${row.by_last_name ?? ''}`.trim() },
    lastUsedAt: instant(row.last_used_at),
    expiresAt: instant(row.expires_at),
  };
}

export async function listApiTokens(db: Db): Promise<ApiToken[]> {
  return (await repo.listApiTokens(db)).map(toApiToken);
}

/** Makes a token; the token itself is in this answer only, and only its SHA-256 is kept. */
export async function createApiToken(db: Db, input: ApiTokenWrite, by: Actor, now = Date.now()): Promise<ApiTokenCreated> {
  const token = `${API_TOKEN_PREFIX}${randomBytes(32).toString('base64url')}`;
  const apiToken = await inTransaction(db, async (trx) => {
    if ((await repo.countApiTokens(trx)) >= API_TOKENS_MAX) throw conflict(m.full({ max: API_TOKENS_MAX }));
    const id = await repo.insertApiToken(trx, {
      name: input.name,
      token_hash: hashToken(token),
      prefix: token.slice(0, API_TOKEN_SHOWN_LENGTH),
      scopes: JSON.stringify(input.scopes),
      created_at: now,
      created_by: by.kind === 'staff' ? by.id : null,
      expires_at: input.expiresAt,
    });
    await recordChange(trx, by, { action: 'apiToken.created', target: { kind: 'apiToken', id } }, now);
    return toApiToken((await repo.findApiToken(trx, id))!);
  });
  return { token, apiToken };
}

/** Revokes a token: its next request is refused. */
export async function revokeApiToken(db: Db, id: number, by: Actor) {
  await inTransaction(db, async (trx) => {
    if (!(await repo.findApiToken(trx, id))) throw notFound(m.notFound);
    await recordChange(trx, by, { action: 'apiToken.revoked', target: { kind: 'apiToken', id } });
    await repo.deleteApiToken(trx, id);
  });
}

/** The token behind a Bearer credential, or null when it is unknown, revoked or expired. */
export async function authenticateApiToken(db: Db, credential: string, now = Date.now()): Promise<TokenContext | null> {
  const row = await repo.findUsableToken(db, hashToken(credential), now);
  if (!row) return null;
  if (row.last_used_at === null || now - Number(row.last_used_at) >= TOUCH_INTERVAL_MS) await repo.touchApiToken(db, row.id, now);
  return { id: row.id, name: row.name, scopes: new Set(parseScopes(row.scopes)) };
}
