import {
  API_KEY_MESSAGES,
  API_KEY_RATE_LIMIT,
  AppError,
  normalizePrivilege,
  tooManyMessage,
} from '@samity/domain';
import type { AdminPrincipal } from '../principals';
import { consumeRateLimit } from '../rate-limit/rate-limit.service';
import type { Logger, ServiceContext } from '../service-context';
import { lookupIdOf, matchesStoredHash } from './api-key-secrets';
import { findKeyForCall, touchApiKey } from './api-keys.queries';

/** What integrators see of their budget on every answer (docs/api.md, "Limits"). */
export interface RateLimitState {
  limit: number;
  remaining: number;
  /** Seconds until a used call slot is free again. */
  resetSeconds: number;
}

export interface ApiKeyCallDeps extends Pick<ServiceContext, 'db' | 'now'> {
  log: Logger;
  /** Hands the key's rate-limit state to the transport, which sends it as RateLimit-* headers. */
  reportRateLimit?: (state: RateLimitState) => void;
}

/** last_used_at is written at most once a minute, so a busy integrator does not write on every call. */
const TOUCH_EVERY_MS = 60_000;

export const API_KEY_RULE = { name: 'api-key', ...API_KEY_RATE_LIMIT };

const invalidKey = () => new AppError('UNAUTHORIZED', 'apiKeys.invalid', API_KEY_MESSAGES.invalid);

/**
 * The admin-like principal a bearer key stands for, read from the database on every call (no cache), so a
 * revocation or an expiry holds on every server instance from the next request on. Each call counts against
 * the key's limit, shared by all instances (rate_limit_hits); over it the call is refused with 429.
 */
export async function resolveApiKeyPrincipal(deps: ApiKeyCallDeps, secret: string): Promise<AdminPrincipal> {
  const lookupId = lookupIdOf(secret);
  const row = lookupId ? await findKeyForCall(deps.db, lookupId) : undefined;
  const now = deps.now();
  const privilege = row ? normalizePrivilege(row.privilege) : null;
  const refusal = !row
    ? 'unknown'
    : !matchesStoredHash(secret, row.secret_hash)
      ? 'wrong_secret'
      : row.revoked_at !== null
        ? 'revoked'
        : row.expires_at !== null && new Date(row.expires_at).getTime() <= now.getTime()
          ? 'expired'
          : // The admin who answers for the key is disabled: the key stops with them.
            row.admin_disabled_at !== null
            ? 'creator_disabled'
            : null;
  if (!row || !privilege || refusal) {
    // The lookup id is public (shown in /Admin); the secret is never logged.
    deps.log.warn({ event: 'auth.denied', reason: `api_key_${refusal}`, lookupId }, 'API key refused');
    throw invalidKey();
  }
  const decision = await consumeRateLimit(deps.db, API_KEY_RULE, String(row.id), now);
  deps.reportRateLimit?.({
    limit: API_KEY_RULE.limit,
    remaining: decision.remaining,
    resetSeconds: decision.resetSeconds,
  });
  if (!decision.allowed) {
    deps.log.warn({ event: 'rateLimit.refused', apiKeyId: row.id }, 'API key over its limit');
    throw new AppError(
      'TOO_MANY_REQUESTS',
      'rateLimit.tooMany',
      tooManyMessage('requests', decision.retryAfterSeconds),
      { retryAfterSeconds: decision.retryAfterSeconds },
    );
  }
  const lastUsed = row.last_used_at === null ? 0 : new Date(row.last_used_at).getTime();
  if (now.getTime() - lastUsed >= TOUCH_EVERY_MS) await touchApiKey(deps.db, row.id, now);
  return {
    kind: 'admin',
    sessionId: null,
    adminId: row.admin_id,
    name: row.admin_name,
    phone: row.admin_phone,
    pic: row.admin_pic,
    privilege,
    apiKey: { id: row.id, name: row.name },
    passwordIsTemporary: false,
  };
}
