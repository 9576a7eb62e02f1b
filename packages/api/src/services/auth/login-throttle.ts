import type { GrowingDelayRule, LimitCheck, RateLimitRule } from '../rate-limit/rate-limit.service';

/**
 * Login throttling, counted in the database so it holds across server instances (docs/security.md,
 * docs/decisions/015-login-devices.md). It must slow a guesser down without letting anyone lock the owner of
 * an account out. An attempt takes one of three lanes:
 *
 * - **Known device**: the browser brings a valid device cookie of this account (it logged in to it before).
 *   Only that device's own failures count: 5 per 15 minutes, after which the cookie stops being trusted
 *   (so a stolen cookie is no brute-force licence). Nothing a guesser does elsewhere touches this lane: the
 *   owner on a device they used before gets in at once, however hard the account is attacked.
 * - **New address**: the first attempt at this account from an address that has not tried it in 15 minutes,
 *   up to 16 such addresses per account per 15 minutes, whatever the account's slowdown says. A guesser
 *   hammering the account has used up its own addresses' first attempts, so the owner on a new phone is not
 *   queued behind it.
 * - **Repeat**: every other attempt. Per account and address 5 per 15 minutes (cleared by a success); per
 *   account from all repeating addresses 10 free per 15 minutes, then each must wait after the previous one,
 *   1 s doubling up to 60 s: a guesser with many addresses gets about one guess a minute.
 *
 * Both untrusted lanes also count per address across accounts: 50 attempts per 15 minutes (a success gives
 * its hit back), so one client cannot spray many accounts. A refused attempt counts nowhere (see
 * consumeFirstAllowed), so refusals never lengthen a wait.
 */
export const LOGIN_PER_ACCOUNT_ADDRESS: RateLimitRule = {
  name: 'login-account-address',
  limit: 5,
  windowSeconds: 15 * 60,
};
/** An address's first attempt at an account in the window: LOGIN_PER_ACCOUNT_ADDRESS's bucket still empty. */
const LOGIN_FIRST_FROM_ADDRESS: RateLimitRule = { ...LOGIN_PER_ACCOUNT_ADDRESS, limit: 1 };
/** How many addresses may make such a first attempt at one account: more than a handful of guessers' own. */
const LOGIN_NEW_ADDRESSES_PER_ACCOUNT: RateLimitRule = {
  name: 'login-account-new-address',
  limit: 16,
  windowSeconds: 15 * 60,
};
const LOGIN_PER_ACCOUNT: GrowingDelayRule = {
  name: 'login-account',
  windowSeconds: 15 * 60,
  freeHits: 10,
  maxDelaySeconds: 60,
};
const LOGIN_PER_ADDRESS: RateLimitRule = { name: 'login-address', limit: 50, windowSeconds: 15 * 60 };
/**
 * Every stranger's attempt at one account, both lanes together: at most 60 an hour, whatever the addresses.
 * The lanes alone would allow about 140 in the first hour (64 new addresses, 76 through the slowdown); ASVS
 * asks for no more than 100 failed attempts an hour per account (docs/security.md, "Guesses per account").
 * Past it strangers wait; the owner signs in on a known device, or with a login code (login-codes.ts).
 */
export const LOGIN_STRANGERS_PER_ACCOUNT: RateLimitRule = {
  name: 'login-account-hour',
  limit: 60,
  windowSeconds: 3600,
};
/**
 * An account is under attack once this many stranger attempts failed in the last hour (LOGIN_STRANGERS_PER_ACCOUNT's
 * bucket; a success gives its hit back, so it counts failures): a new device refused by the throttle may then
 * ask for a login code by SMS instead of waiting (docs/decisions/028-login-code-for-new-devices.md). Every
 * account-wide refusal happens past it (the slowdown starts after 10 in 15 minutes, the new-address lane
 * after 16).
 */
export const LOGIN_UNDER_ATTACK_FAILURES = 10;

/**
 * Login codes cost the society an SMS each and land on the owner's phone: 3 an hour per account (an owner
 * needs one; a guesser who keeps asking can pester the owner three times an hour, no more), 10 an hour per
 * address (one client cannot send codes to every account). Each code allows 5 tries (LOGIN_CODE_POLICY).
 */
export const LOGIN_CODE_SENDS_PER_ACCOUNT: RateLimitRule = {
  name: 'login-code-account',
  limit: 3,
  windowSeconds: 3600,
};
export const LOGIN_CODE_SENDS_PER_ADDRESS: RateLimitRule = {
  name: 'login-code-address',
  limit: 10,
  windowSeconds: 3600,
};

/** Failed logins through one known device; at the limit the device cookie is no longer trusted. */
export const LOGIN_PER_DEVICE: RateLimitRule = { name: 'login-device', limit: 5, windowSeconds: 15 * 60 };

/** Guessing the current password through a stolen session is throttled the same way. */
export const PASSWORD_CHANGE_PER_MEMBER: RateLimitRule = {
  name: 'password-change',
  limit: 5,
  windowSeconds: 15 * 60,
};

export const accountKey = (kind: 'member' | 'admin', name: string) => `${kind}:${name.toLowerCase()}`;
export const accountAddressKey = (kind: 'member' | 'admin', name: string, address: string) =>
  `${accountKey(kind, name)}@${address}`;

/**
 * The plans of an attempt without a known device: the new-address lane first, then the repeat lane. `address`
 * is the client's key (clientAddressKey: an IPv6 client counts by its /64).
 */
export function untrustedPlans(kind: 'member' | 'admin', name: string, address: string): LimitCheck[][] {
  const perAddress = { rule: LOGIN_PER_ADDRESS, key: address };
  const pair = accountAddressKey(kind, name, address);
  const account = accountKey(kind, name);
  const hourly = { rule: LOGIN_STRANGERS_PER_ACCOUNT, key: account };
  return [
    [
      perAddress,
      hourly,
      { rule: LOGIN_FIRST_FROM_ADDRESS, key: pair },
      { rule: LOGIN_NEW_ADDRESSES_PER_ACCOUNT, key: account },
    ],
    [
      perAddress,
      hourly,
      { rule: LOGIN_PER_ACCOUNT_ADDRESS, key: pair },
      { rule: LOGIN_PER_ACCOUNT, key: account },
    ],
  ];
}

/** The plan of an attempt through a known device: its own failures only. */
export const devicePlans = (deviceId: number): LimitCheck[][] => [
  [{ rule: LOGIN_PER_DEVICE, key: String(deviceId) }],
];
