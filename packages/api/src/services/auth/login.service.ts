import { AUTH_MESSAGES } from '@samity/domain';
import {
  consumeGrowingDelay,
  consumeRateLimit,
  type RateLimitDecision,
  refundRateLimit,
  resetRateLimit,
  tooManyAttempts,
} from '../rate-limit/rate-limit.service';
import type { ServiceContext } from '../service-context';
import type { AuthState } from './auth-state';
import { findAdminCredentials, findMemberCredentials } from './login.queries';
import {
  accountAddressKey,
  accountKey,
  LOGIN_PER_ACCOUNT,
  LOGIN_PER_ACCOUNT_ADDRESS,
  LOGIN_PER_ADDRESS,
} from './login-throttle';
import { hashPassword, verifyPassword } from './passwords';
import type { SessionCookieJar, SessionKind } from './session-cookies';
import { endSession, startSession } from './sessions.service';

/** Logging in and out also reads and sets the session cookies, and tells the request's auth state. */
export interface LoginContext extends ServiceContext {
  cookies: SessionCookieJar;
  auth: AuthState;
}

/**
 * A hash of a password nobody has: verified when the account does not exist (or has no password yet), so an
 * unknown account costs the same time as a wrong password and the answers cannot be told apart.
 */
let dummyHash: Promise<string> | null = null;
const dummy = () => {
  dummyHash ??= hashPassword(`no-such-account-${Math.random()}`);
  return dummyHash;
};

interface Credentials {
  kind: SessionKind;
  account: string;
  password: string;
  remember: boolean;
}

/** Throttle, verify, then start a new session. Answers the principal id, or null for any failure. */
async function login(
  ctx: LoginContext,
  creds: Credentials,
  stored: { id: number; hash: string | null } | null,
  attemptedAt: Date,
) {
  const { kind, account } = creds;
  const verified = await verifyPassword(stored?.hash ?? (await dummy()), creds.password);
  if (!stored?.hash || !verified) {
    ctx.log.warn({ event: 'auth.login_failed', kind, account, ip: ctx.request.ip }, 'login failed');
    return null;
  }
  await forgiveSuccessfulLogin(ctx, kind, account, attemptedAt);
  await startSession(ctx, kind, stored.id, creds.remember);
  ctx.auth.forget(kind);
  ctx.log.info({ event: 'auth.login', kind, id: stored.id, remember: creds.remember }, 'logged in');
  return stored.id;
}

/**
 * Every limit of login-throttle.ts is checked (and the attempt counted) before any password work, so a flood
 * costs no hashing; the first refusal answers 429 with the wait (Retry-After).
 */
async function throttle(ctx: ServiceContext, kind: SessionKind, account: string, now: Date): Promise<void> {
  const { ip } = ctx.request;
  const checks: (() => Promise<RateLimitDecision>)[] = [
    () => consumeRateLimit(ctx.db, LOGIN_PER_ADDRESS, ip, now),
    () => consumeRateLimit(ctx.db, LOGIN_PER_ACCOUNT_ADDRESS, accountAddressKey(kind, account, ip), now),
    () => consumeGrowingDelay(ctx.db, LOGIN_PER_ACCOUNT, accountKey(kind, account), now),
  ];
  for (const check of checks) {
    const decision = await check();
    if (!decision.allowed) {
      ctx.log.warn({ event: 'auth.login_throttled', kind, account, ip }, 'login throttled');
      throw tooManyAttempts(decision.retryAfterSeconds);
    }
  }
}

/**
 * A successful login is not an attack: it gives back its own hits (the address budget and the account's
 * slowdown are for failures) and clears the failures of this account from this address. The hits are found
 * by the time they were counted at, so this must be the attempt's time, not a later reading of the clock.
 */
async function forgiveSuccessfulLogin(
  ctx: ServiceContext,
  kind: SessionKind,
  account: string,
  now: Date,
): Promise<void> {
  const { ip } = ctx.request;
  await refundRateLimit(ctx.db, LOGIN_PER_ADDRESS, ip, now);
  await refundRateLimit(ctx.db, LOGIN_PER_ACCOUNT, accountKey(kind, account), now);
  await resetRateLimit(ctx.db, LOGIN_PER_ACCOUNT_ADDRESS, accountAddressKey(kind, account, ip));
}

export async function loginAdmin(
  ctx: LoginContext,
  input: { phone: string; password: string; remember: boolean },
): Promise<{ success: boolean }> {
  const attemptedAt = ctx.now();
  await throttle(ctx, 'admin', input.phone, attemptedAt);
  const row = await findAdminCredentials(ctx.db, input.phone);
  const id = await login(
    ctx,
    { kind: 'admin', account: input.phone, password: input.password, remember: input.remember },
    row ? { id: row.id, hash: row.password_hash } : null,
    attemptedAt,
  );
  return { success: id !== null };
}

export async function loginMember(
  ctx: LoginContext,
  input: { member: string; password: string; remember: boolean },
): Promise<{ success: boolean; message: string }> {
  const attemptedAt = ctx.now();
  await throttle(ctx, 'member', input.member, attemptedAt);
  const row = await findMemberCredentials(ctx.db, input.member);
  const usable = row && row.status === 'active' ? { id: row.id, hash: row.password_hash } : null;
  const id = await login(
    ctx,
    { kind: 'member', account: input.member, password: input.password, remember: input.remember },
    usable,
    attemptedAt,
  );
  return id === null
    ? { success: false, message: AUTH_MESSAGES.memberLoginFailed }
    : { success: true, message: AUTH_MESSAGES.memberLoginOk };
}

export async function logout(ctx: LoginContext, kind: SessionKind): Promise<{ success: true }> {
  const principal = kind === 'member' ? await ctx.auth.member() : await ctx.auth.admin();
  const ended = await endSession(ctx, kind);
  ctx.auth.forget(kind);
  if (ended) ctx.log.info({ event: 'auth.logout', kind, sessionId: principal?.sessionId }, 'logged out');
  return { success: true };
}
