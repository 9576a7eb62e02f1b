import type { GrowingDelayRule, RateLimitRule } from '../rate-limit/rate-limit.service';

/**
 * Login throttling, counted in the database so it holds across server instances (docs/security.md). It must
 * slow a guesser down without letting anyone lock the owner of an account out:
 * - per account and address, strictly: 5 attempts per 15 minutes, cleared by a successful login;
 * - per account from all addresses, loosely: 10 free attempts per 15 minutes, then each one must wait
 *   after the previous one, 1 s doubling up to 60 s. A guesser spread over many addresses is slowed to one
 *   guess a minute; the owner waits at most a minute, never a window;
 * - per address, across accounts: 50 failed attempts per 15 minutes (a successful login does not count),
 *   so one client cannot spray many accounts.
 */
export const LOGIN_PER_ACCOUNT_ADDRESS: RateLimitRule = {
  name: 'login-account-address',
  limit: 5,
  windowSeconds: 15 * 60,
};
export const LOGIN_PER_ACCOUNT: GrowingDelayRule = {
  name: 'login-account',
  windowSeconds: 15 * 60,
  freeHits: 10,
  maxDelaySeconds: 60,
};
export const LOGIN_PER_ADDRESS: RateLimitRule = { name: 'login-address', limit: 50, windowSeconds: 15 * 60 };

/** Guessing the current password through a stolen session is throttled the same way. */
export const PASSWORD_CHANGE_PER_MEMBER: RateLimitRule = {
  name: 'password-change',
  limit: 5,
  windowSeconds: 15 * 60,
};

export const accountKey = (kind: 'member' | 'admin', name: string) => `${kind}:${name.toLowerCase()}`;
export const accountAddressKey = (kind: 'member' | 'admin', name: string, address: string) =>
  `${accountKey(kind, name)}@${address}`;
