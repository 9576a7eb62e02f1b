import { isUniqueViolation } from '@samity/db';
import {
  API_KEY_MESSAGES,
  API_KEYS_LIST_MAX,
  type ApiKey,
  type ApiKeyStatus,
  AppError,
  type CreatedApiKey,
  endOfDhakaDay,
  hasPrivilege,
  normalizePrivilege,
  type Privilege,
  todayInDhaka,
} from '@samity/domain';
import { withAudit } from '../audit/with-audit';
import { toIso, toIsoOrNull } from '../moments';
import type { AdminContext } from '../service-context';
import { keyPrefix, newApiKeySecret } from './api-key-secrets';
import {
  type ApiKeyRow,
  apiKeyNameTaken,
  findApiKeyRow,
  insertApiKey,
  listApiKeyRows,
  lockApiKey,
  markApiKeyRevoked,
} from './api-keys.queries';

/** API keys of integrators (/Admin, docs/api.md): created and revoked by a person, never by a key. */

export interface NewApiKey {
  name: string;
  privilege: Privilege;
  /** Last Dhaka day the key works. */
  expires_on?: string;
}

/** A key valid through a day stops at the next day's Dhaka midnight. */
function expiryOf(isoDate: string): Date {
  return new Date(endOfDhakaDay(isoDate) + 1);
}

function statusOf(row: Pick<ApiKeyRow, 'revoked_at' | 'expires_at'>, now: Date): ApiKeyStatus {
  if (row.revoked_at !== null) return 'revoked';
  if (row.expires_at !== null && new Date(row.expires_at).getTime() <= now.getTime()) return 'expired';
  return 'active';
}

function toApiKey(row: ApiKeyRow, now: Date): ApiKey {
  return {
    id: row.id,
    name: row.name,
    prefix: keyPrefix(row.lookup_id),
    privilege: normalizePrivilege(row.privilege) ?? 'Member_Access',
    created_by: row.created_by_name,
    created_at: toIso(row.created_at),
    last_used_at: toIsoOrNull(row.last_used_at),
    expires_at: toIsoOrNull(row.expires_at),
    revoked_at: toIsoOrNull(row.revoked_at),
    status: statusOf(row, now),
  };
}

/** A key cannot make or revoke keys: a leaked key must not be able to mint its own successors. */
function assertPerson(ctx: AdminContext, action: string): void {
  if (!ctx.actor.apiKey) return;
  ctx.log.warn({ event: 'auth.denied', action, reason: 'api_key', apiKeyId: ctx.actor.apiKey.id }, 'denied');
  throw new AppError('FORBIDDEN', 'apiKeys.sessionRequired', API_KEY_MESSAGES.sessionRequired);
}

const nameTaken = () =>
  new AppError('CONFLICT', 'apiKeys.nameTaken', API_KEY_MESSAGES.nameTaken, {
    fieldErrors: { name: API_KEY_MESSAGES.nameTaken },
  });

export async function listApiKeys(ctx: AdminContext): Promise<ApiKey[]> {
  assertPerson(ctx, 'apiKey.list');
  const now = ctx.now();
  return (await listApiKeyRows(ctx.db, API_KEYS_LIST_MAX)).map((row) => toApiKey(row, now));
}

/** Creates a key of at most the admin's own privilege; the answer is the only place its secret appears. */
export async function createApiKey(ctx: AdminContext, input: NewApiKey): Promise<CreatedApiKey> {
  assertPerson(ctx, 'apiKey.create');
  if (!hasPrivilege(ctx.actor.privilege, input.privilege))
    throw new AppError('FORBIDDEN', 'apiKeys.privilegeTooHigh', API_KEY_MESSAGES.privilegeTooHigh, {
      fieldErrors: { privilege: API_KEY_MESSAGES.privilegeTooHigh },
    });
  const now = ctx.now();
  if (input.expires_on !== undefined && input.expires_on <= todayInDhaka(now.getTime()))
    throw new AppError('BAD_REQUEST', 'apiKeys.expiryNotFuture', API_KEY_MESSAGES.expiryNotFuture, {
      fieldErrors: { expires_on: API_KEY_MESSAGES.expiryNotFuture },
    });
  const made = newApiKeySecret();
  const expiresAt = input.expires_on === undefined ? null : expiryOf(input.expires_on);
  const audit = (id: number) => ({
    action: 'apiKey.create',
    entity: 'api_keys',
    entityId: id,
    // Never the secret nor its hash: the audit trail is read by every Full_Access admin.
    after: {
      name: input.name,
      prefix: keyPrefix(made.lookupId),
      privilege: input.privilege,
      expires_at: toIsoOrNull(expiresAt),
    },
  });
  const id = await withAudit(ctx, audit, async (tx) => {
    if (await apiKeyNameTaken(tx, input.name)) throw nameTaken();
    return insertApiKey(tx, {
      name: input.name,
      lookupId: made.lookupId,
      secretHash: made.secretHash,
      privilege: input.privilege,
      createdBy: ctx.actor.adminId,
      at: now,
      expiresAt,
    });
  }).catch((error: unknown) => {
    // Two admins naming a key alike at the same moment: the unique index decides.
    throw isUniqueViolation(error) ? nameTaken() : error;
  });
  ctx.log.info({ event: 'apiKey.created', apiKeyId: id, by: ctx.actor.adminId }, 'API key created');
  const row = await findApiKeyRow(ctx.db, id);
  if (!row) throw new Error(`API key ${id} vanished after its insert`);
  return { key: toApiKey(row, now), secret: made.secret };
}

/** Revokes a key at once: every server instance reads the key's row on every call (no cache). */
export async function revokeApiKey(ctx: AdminContext, id: number): Promise<ApiKey> {
  assertPerson(ctx, 'apiKey.revoke');
  const at = ctx.now();
  await withAudit(
    ctx,
    { action: 'apiKey.revoke', entity: 'api_keys', entityId: id, after: { revoked_at: at.toISOString() } },
    async (tx) => {
      const row = await lockApiKey(tx, id);
      if (!row) throw new AppError('NOT_FOUND', 'apiKeys.notFound', API_KEY_MESSAGES.notFound);
      if (row.revoked_at !== null)
        throw new AppError('CONFLICT', 'apiKeys.alreadyRevoked', API_KEY_MESSAGES.alreadyRevoked);
      await markApiKeyRevoked(tx, id, ctx.actor.adminId, at);
    },
  );
  ctx.log.info({ event: 'apiKey.revoked', apiKeyId: id, by: ctx.actor.adminId }, 'API key revoked');
  const row = await findApiKeyRow(ctx.db, id);
  if (!row) throw new Error(`API key ${id} vanished after its revocation`);
  return toApiKey(row, at);
}
