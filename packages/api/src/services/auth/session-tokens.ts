import { createHash, randomBytes } from 'node:crypto';

/** A fresh 256-bit session token, URL-safe; only the client ever holds it. */
export function newSessionToken(): string {
  return randomBytes(32).toString('base64url');
}

/** The database stores only this hash, so a leaked sessions table cannot be replayed as cookies. */
export function hashSessionToken(token: string): string {
  return createHash('sha256').update(token, 'utf8').digest('hex');
}

/** Tokens we issued are 43 base64url characters; anything else is not worth a database lookup. */
export function looksLikeSessionToken(token: string): boolean {
  return /^[A-Za-z0-9_-]{43}$/.test(token);
}
