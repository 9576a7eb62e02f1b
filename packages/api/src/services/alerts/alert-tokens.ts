import { createHash, randomBytes, randomInt, timingSafeEqual } from 'node:crypto';
import { ALERT_LIMITS } from '@samity/domain';

/** A fresh code of ALERT_LIMITS.codeLength digits, leading zeros kept. */
export function newCode(): string {
  return String(randomInt(0, 10 ** ALERT_LIMITS.codeLength)).padStart(ALERT_LIMITS.codeLength, '0');
}

/**
 * The stored form of a code, salted with its saved search's own random stop token, so one hash says nothing
 * of another search's code.
 * A code has a million values, so the hash alone would not keep it secret from someone reading the table;
 * what keeps a code from being guessed is its ten minutes and five tries.
 */
export function hashCode(salt: string, code: string): string {
  return createHash('sha256').update(`buyer-alert:${salt}:${code}`).digest('hex');
}

export function codeMatches(salt: string, code: string, stored: string): boolean {
  const given = Buffer.from(hashCode(salt, code), 'hex');
  const kept = Buffer.from(stored, 'hex');
  return given.length === kept.length && timingSafeEqual(given, kept);
}

/** The stop link's token: 128 random bits, 22 characters of base64url. */
export function newStopToken(): string {
  return randomBytes(16).toString('base64url');
}
