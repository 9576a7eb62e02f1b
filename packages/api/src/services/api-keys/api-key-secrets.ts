import { createHash, randomBytes, timingSafeEqual } from 'node:crypto';

/**
 * An API key reads `smk_<lookup id>_<secret>`: `smk_` makes a leaked key recognisable (secret scanners,
 * logs), the 16 hex digits of the lookup id find its row and are shown in /Admin to tell keys apart, and
 * the secret is 256 random bits. Only the SHA-256 of the whole key is stored (decision 013: a fast hash is
 * enough for a secret nobody can guess, unlike a password).
 */
const KEY_PATTERN = /^smk_([0-9a-f]{16})_([A-Za-z0-9_-]{43})$/;

export interface NewApiKeySecret {
  /** The whole key, handed to the admin once. */
  secret: string;
  lookupId: string;
  secretHash: string;
}

export function newApiKeySecret(): NewApiKeySecret {
  const lookupId = randomBytes(8).toString('hex');
  const secret = `smk_${lookupId}_${randomBytes(32).toString('base64url')}`;
  return { secret, lookupId, secretHash: hashApiKey(secret) };
}

export function hashApiKey(secret: string): string {
  return createHash('sha256').update(secret, 'utf8').digest('hex');
}

/** The lookup id of a well-formed key; null for anything we never issued (no database lookup needed). */
export function lookupIdOf(secret: string): string | null {
  return KEY_PATTERN.exec(secret)?.[1] ?? null;
}

/** Compares the presented key's hash with the stored one in constant time. */
export function matchesStoredHash(secret: string, storedHash: string): boolean {
  const presented = Buffer.from(hashApiKey(secret), 'hex');
  const stored = Buffer.from(storedHash, 'hex');
  return presented.length === stored.length && timingSafeEqual(presented, stored);
}

/** The public start of a key, as /Admin lists it. */
export const keyPrefix = (lookupId: string) => `smk_${lookupId}`;
