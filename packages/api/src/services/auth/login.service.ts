import { AUTH_MESSAGES } from '@samity/domain';
import type { Context, SessionKind } from '../../context';
import { enforceRateLimit, resetRateLimit } from '../rate-limit/rate-limit.service';
import { findAdminCredentials, findMemberCredentials } from './login.queries';
import { accountKey, LOGIN_PER_ACCOUNT, LOGIN_PER_ADDRESS } from './login-throttle';
import { hashPassword, verifyPassword } from './passwords';
import { endSession, startSession } from './sessions.service';

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
async function login(ctx: Context, creds: Credentials, stored: { id: number; hash: string | null } | null) {
  const { kind, account } = creds;
  const verified = await verifyPassword(stored?.hash ?? (await dummy()), creds.password);
  if (!stored?.hash || !verified) {
    ctx.log.warn({ event: 'auth.login_failed', kind, account, ip: ctx.request.ip }, 'login failed');
    return null;
  }
  await resetRateLimit(ctx.db, LOGIN_PER_ACCOUNT, accountKey(kind, account));
  await startSession(ctx, kind, stored.id, creds.remember);
  ctx.auth.forget(kind);
  ctx.log.info({ event: 'auth.login', kind, id: stored.id, remember: creds.remember }, 'logged in');
  return stored.id;
}

/** Both limits are checked before any password work, so a flood costs no hashing. */
async function throttle(ctx: Context, kind: SessionKind, account: string): Promise<void> {
  const now = ctx.now();
  try {
    await enforceRateLimit(ctx.db, LOGIN_PER_ADDRESS, ctx.request.ip, now);
    await enforceRateLimit(ctx.db, LOGIN_PER_ACCOUNT, accountKey(kind, account), now);
  } catch (error) {
    ctx.log.warn({ event: 'auth.login_throttled', kind, account, ip: ctx.request.ip }, 'login throttled');
    throw error;
  }
}

export async function loginAdmin(
  ctx: Context,
  input: { phone: string; password: string; remember: boolean },
): Promise<{ success: boolean }> {
  await throttle(ctx, 'admin', input.phone);
  const row = await findAdminCredentials(ctx.db, input.phone);
  const id = await login(
    ctx,
    { kind: 'admin', account: input.phone, password: input.password, remember: input.remember },
    row ? { id: row.id, hash: row.password_hash } : null,
  );
  return { success: id !== null };
}

export async function loginMember(
  ctx: Context,
  input: { member: string; password: string; remember: boolean },
): Promise<{ success: boolean; message: string }> {
  await throttle(ctx, 'member', input.member);
  const row = await findMemberCredentials(ctx.db, input.member);
  const usable = row && row.status === 'active' ? { id: row.id, hash: row.password_hash } : null;
  const id = await login(
    ctx,
    { kind: 'member', account: input.member, password: input.password, remember: input.remember },
    usable,
  );
  return id === null
    ? { success: false, message: AUTH_MESSAGES.memberLoginFailed }
    : { success: true, message: AUTH_MESSAGES.memberLoginOk };
}

export async function logout(ctx: Context, kind: SessionKind): Promise<{ success: true }> {
  const principal = kind === 'member' ? await ctx.auth.member() : await ctx.auth.admin();
  const ended = await endSession(ctx, kind);
  ctx.auth.forget(kind);
  if (ended) ctx.log.info({ event: 'auth.logout', kind, sessionId: principal?.sessionId }, 'logged out');
  return { success: true };
}
