import type { RateLimitRule } from '../rate-limit/rate-limit.service';

/**
 * Login throttling (D10), counted in the database so it holds across server instances.
 * Per account: a handful of attempts, cleared by a successful login, so guessing one account's password is
 * slow. Per address: every attempt counts, so one client cannot spray many accounts.
 */
export const LOGIN_PER_ACCOUNT: RateLimitRule = { name: 'login-account', limit: 5, windowSeconds: 15 * 60 };
export const LOGIN_PER_ADDRESS: RateLimitRule = { name: 'login-address', limit: 50, windowSeconds: 15 * 60 };

/** Guessing the current password through a stolen session is throttled the same way. */
export const PASSWORD_CHANGE_PER_MEMBER: RateLimitRule = {
  name: 'password-change',
  limit: 5,
  windowSeconds: 15 * 60,
};

export const accountKey = (kind: 'member' | 'admin', name: string) => `${kind}:${name.toLowerCase()}`;
