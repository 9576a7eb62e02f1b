import { AUTH_MESSAGES } from '@samity/domain';
import { clientAddressKey } from '../rate-limit/client-address';
import {
  consumeFirstAllowed,
  refundHits,
  resetRateLimit,
  tooManyAttempts,
} from '../rate-limit/rate-limit.service';
import type { ServiceContext } from '../service-context';
import type { AuthState } from './auth-state';
import { findAdminCredentials, findMemberCredentials } from './login.queries';
import {
  accountUnderAttack,
  checkLoginCode,
  loginCodeOffered,
  sendLoginCode,
  spendCode,
} from './login-codes';
import { distrustDevice, knownDevice, rememberDevice } from './login-devices';
import {
  accountAddressKey,
  devicePlans,
  LOGIN_PER_ACCOUNT_ADDRESS,
  LOGIN_PER_DEVICE,
  untrustedPlans,
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
  /** The one-time code sent by SMS while the account is under attack (login-codes.ts). */
  code?: string | undefined;
}

/** How an attempt got through the throttle: through a known device, a login code, or a stranger's lane. */
interface Admission {
  device: { id: number } | null;
  hits: number[];
  /** The login code that let the attempt past the throttle; spent when the password is right too. */
  codeId?: number;
}

/** Throttle (or check the login code), verify, then start a new session. Answers the principal id, or null for any failure. */
async function login(
  ctx: LoginContext,
  creds: Credentials,
  find: () => Promise<{ id: number; hash: string | null } | null>,
): Promise<number | null> {
  const { kind, account } = creds;
  const attemptedAt = ctx.now();
  const admission = creds.code
    ? { device: null, hits: [], codeId: await checkLoginCode(ctx, kind, account, creds.code, attemptedAt) }
    : await throttle(ctx, kind, account, attemptedAt);
  const stored = await find();
  const verified = await verifyPassword(stored?.hash ?? (await dummy()), creds.password);
  if (!stored?.hash || !verified) {
    ctx.log.warn(
      {
        event: 'auth.login_failed',
        kind,
        account,
        ip: ctx.request.ip,
        knownDevice: admission.device !== null,
        withCode: admission.codeId !== undefined,
      },
      'login failed',
    );
    return null;
  }
  if (admission.codeId !== undefined) await spendCode(ctx, admission.codeId, attemptedAt);
  else await forgiveSuccessfulLogin(ctx, kind, account, admission);
  await rememberDevice(ctx, kind, account, admission.device, attemptedAt);
  await startSession(ctx, kind, stored.id, creds.remember);
  ctx.auth.forget(kind);
  ctx.log.info({ event: 'auth.login', kind, id: stored.id, remember: creds.remember }, 'logged in');
  return stored.id;
}

/**
 * The lanes of login-throttle.ts, decided (and the attempt counted) before any password work, so a flood
 * costs no hashing. A valid device cookie of this account is throttled by its own failures only; a device
 * past its limit is distrusted and the same attempt goes on as a stranger's. A refusal answers 429 with the
 * wait (Retry-After) and counts nowhere; when the account is under attack it also offers a login code
 * (auth.loginCodeOffered), with which the owner on a new device gets in at once.
 */
async function throttle(
  ctx: LoginContext,
  kind: SessionKind,
  account: string,
  now: Date,
): Promise<Admission> {
  const { ip } = ctx.request;
  const device = await knownDevice(ctx, kind, account, now);
  if (device) {
    const decision = await consumeFirstAllowed(ctx.db, devicePlans(device.id), now);
    if (decision.allowed) return { device, hits: decision.hits };
    await distrustDevice(ctx, device);
    ctx.log.warn({ event: 'auth.login_device_distrusted', kind, account, ip }, 'login device distrusted');
  }
  const plans = untrustedPlans(kind, account, clientAddressKey(ip));
  const decision = await consumeFirstAllowed(ctx.db, plans, now);
  if (!decision.allowed) {
    ctx.log.warn({ event: 'auth.login_throttled', kind, account, ip }, 'login throttled');
    if (await accountUnderAttack(ctx, kind, account, now)) throw loginCodeOffered(decision.retryAfterSeconds);
    throw tooManyAttempts(decision.retryAfterSeconds);
  }
  return { device: null, hits: decision.hits };
}

/**
 * A successful login is not an attack: it gives back every hit its attempt counted (the address budget, the
 * account's slowdown and new addresses are for failures) and clears the failures of this account from this
 * address, or of this device.
 */
async function forgiveSuccessfulLogin(
  ctx: ServiceContext,
  kind: SessionKind,
  account: string,
  admission: Admission,
): Promise<void> {
  await refundHits(ctx.db, admission.hits);
  if (admission.device) await resetRateLimit(ctx.db, LOGIN_PER_DEVICE, String(admission.device.id));
  else {
    const pair = accountAddressKey(kind, account, clientAddressKey(ctx.request.ip));
    await resetRateLimit(ctx.db, LOGIN_PER_ACCOUNT_ADDRESS, pair);
  }
}

export async function loginAdmin(
  ctx: LoginContext,
  input: { phone: string; password: string; remember: boolean; code?: string | undefined },
): Promise<{ success: boolean }> {
  const id = await login(
    ctx,
    {
      kind: 'admin',
      account: input.phone,
      password: input.password,
      remember: input.remember,
      code: input.code,
    },
    async () => {
      const row = await findAdminCredentials(ctx.db, input.phone);
      return row ? { id: row.id, hash: row.password_hash } : null;
    },
  );
  return { success: id !== null };
}

export async function loginMember(
  ctx: LoginContext,
  input: { member: string; password: string; remember: boolean; code?: string | undefined },
): Promise<{ success: boolean; message: string }> {
  const id = await login(
    ctx,
    {
      kind: 'member',
      account: input.member,
      password: input.password,
      remember: input.remember,
      code: input.code,
    },
    async () => {
      const row = await findMemberCredentials(ctx.db, input.member);
      return row && row.status === 'active' ? { id: row.id, hash: row.password_hash } : null;
    },
  );
  return id === null
    ? { success: false, message: AUTH_MESSAGES.memberLoginFailed }
    : { success: true, message: AUTH_MESSAGES.memberLoginOk };
}

/** The login code of an account under attack, sent by SMS to its registered phone (decision 028). */
export const sendMemberLoginCode = (ctx: ServiceContext, input: { member: string }) =>
  sendLoginCode(ctx, 'member', input.member);
export const sendAdminLoginCode = (ctx: ServiceContext, input: { phone: string }) =>
  sendLoginCode(ctx, 'admin', input.phone);

export async function logout(ctx: LoginContext, kind: SessionKind): Promise<{ success: true }> {
  const principal = kind === 'member' ? await ctx.auth.member() : await ctx.auth.admin();
  const ended = await endSession(ctx, kind);
  ctx.auth.forget(kind);
  if (ended) ctx.log.info({ event: 'auth.logout', kind, sessionId: principal?.sessionId }, 'logged out');
  return { success: true };
}
