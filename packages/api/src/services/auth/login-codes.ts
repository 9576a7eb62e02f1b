import { createHash, randomInt, timingSafeEqual } from 'node:crypto';
import {
  AppError,
  type Lang,
  localizeDigits,
  SOCIETY,
  toAsciiDigits,
  toInternationalBdMobile,
} from '@samity/domain';
import { insertOutboxRows } from '../notifications/outbox.queries';
import { clientAddressKey } from '../rate-limit/client-address';
import { consumeFirstAllowed, countHits, tooManyAttempts } from '../rate-limit/rate-limit.service';
import type { ServiceContext } from '../service-context';
import {
  findAdminCodeRecipient,
  findMemberCodeRecipient,
  replaceLoginCode,
  spendLoginCode,
  takeLoginCodeTry,
} from './login-codes.queries';
import {
  accountKey,
  LOGIN_CODE_SENDS_PER_ACCOUNT,
  LOGIN_CODE_SENDS_PER_ADDRESS,
  LOGIN_STRANGERS_PER_ACCOUNT,
  LOGIN_UNDER_ATTACK_FAILURES,
} from './login-throttle';
import type { SessionKind } from './session-cookies';

/**
 * One-time login codes (docs/decisions/028-login-code-for-new-devices.md). While strangers' attempts at an
 * account are throttled, the owner on a new device asks for a code, which goes by SMS to the account's own
 * phone; the right password with it passes the throttle. A guesser cannot read the owner's SMS, so the code
 * lane gives it nothing: a try without the live code never reaches the password check.
 */
export const LOGIN_CODE_POLICY = {
  digits: 6,
  lifetimeMinutes: 10,
  /** Tries at one code (a wrong code or a wrong password with the right code); then it is spent. */
  maxTries: 5,
} as const;

export const LOGIN_CODE_MESSAGES = {
  offered:
    'This account has had many failed logins. We can send a one-time code to its registered phone; ' +
    'sign in with your password and the code.',
  notNeeded: 'Sign-ins to this account are not being slowed down; log in with your password.',
  wrong: 'The code is wrong or has expired. Ask for a new one.',
  sent: 'If the account has a registered mobile phone, a code is on its way to it.',
} as const;

/** The refusal of a stranger's attempt at an account under attack: the form then offers to send a code. */
export function loginCodeOffered(retryAfterSeconds: number): AppError {
  return new AppError('TOO_MANY_REQUESTS', 'auth.loginCodeOffered', LOGIN_CODE_MESSAGES.offered, {
    retryAfterSeconds,
  });
}

/** Whether strangers' failed attempts at the account in the last hour are past the threshold. */
export async function accountUnderAttack(
  ctx: ServiceContext,
  kind: SessionKind,
  account: string,
  now: Date,
): Promise<boolean> {
  const failures = await countHits(ctx.db, LOGIN_STRANGERS_PER_ACCOUNT, accountKey(kind, account), now);
  return failures >= LOGIN_UNDER_ATTACK_FAILURES;
}

const hashCode = (owner: string, code: string) =>
  createHash('sha256').update(`login-code:${owner}:${code}`).digest('hex');

function codeMatches(owner: string, code: string, stored: string): boolean {
  const given = Buffer.from(hashCode(owner, code), 'hex');
  const kept = Buffer.from(stored, 'hex');
  return given.length === kept.length && timingSafeEqual(given, kept);
}

/** The SMS: the code, its lifetime, and what to do when the owner did not ask for it. */
export function loginCodeSms(lng: Lang, code: string): string {
  const minutes = LOGIN_CODE_POLICY.lifetimeMinutes;
  const name = SOCIETY.shortName[lng];
  return lng === 'bn'
    ? `${name}: লগইনের কোড ${localizeDigits(code, lng)} (${localizeDigits(minutes, lng)} মিনিট)। কাউকে বলবেন না। আপনি চাননি? পাসওয়ার্ড বদলান।`
    : `${name}: your login code is ${code} (${minutes} minutes). Never share it. Not you? Change your password.`;
}

/**
 * Sends a code to the account's registered phone, only while the account is under attack (otherwise the
 * password alone gets in and nothing is sent). Limits: LOGIN_CODE_SENDS_PER_ACCOUNT and _PER_ADDRESS, counted
 * before anything is sent. The answer is the same whether the account exists or has a phone.
 */
export async function sendLoginCode(
  ctx: ServiceContext,
  kind: SessionKind,
  account: string,
): Promise<{ sent: true; message: string }> {
  const now = ctx.now();
  if (!(await accountUnderAttack(ctx, kind, account, now)))
    throw new AppError('BAD_REQUEST', 'auth.loginCodeNotNeeded', LOGIN_CODE_MESSAGES.notNeeded);
  const owner = accountKey(kind, account);
  const decision = await consumeFirstAllowed(
    ctx.db,
    [
      [
        { rule: LOGIN_CODE_SENDS_PER_ACCOUNT, key: owner },
        { rule: LOGIN_CODE_SENDS_PER_ADDRESS, key: clientAddressKey(ctx.request.ip) },
      ],
    ],
    now,
  );
  if (!decision.allowed) throw tooManyAttempts(decision.retryAfterSeconds);
  const recipient = await codeRecipient(ctx, kind, account);
  const phone = recipient && toInternationalBdMobile(recipient.phone);
  if (!recipient || !phone || !ctx.channels?.sms) {
    ctx.log.warn(
      { event: 'auth.login_code_not_sent', kind, account, smsOn: !!ctx.channels?.sms },
      'no code sent',
    );
    return { sent: true, message: LOGIN_CODE_MESSAGES.sent };
  }
  const code = String(randomInt(0, 10 ** LOGIN_CODE_POLICY.digits)).padStart(LOGIN_CODE_POLICY.digits, '0');
  await ctx.db.transaction().execute(async (tx) => {
    const expiresAt = new Date(now.getTime() + LOGIN_CODE_POLICY.lifetimeMinutes * 60_000);
    const id = await replaceLoginCode(tx, {
      kind,
      account: owner,
      codeHash: hashCode(owner, code),
      now,
      expiresAt,
    });
    const text = loginCodeSms(recipient.language, code);
    await insertOutboxRows(
      tx,
      [
        {
          eventKey: `login-code:${id}`,
          kind: 'login_code',
          channel: 'sms',
          recipient: phone,
          memberId: recipient.memberId,
          language: recipient.language,
          title: text,
          body: text,
        },
      ],
      now,
    );
  });
  ctx.log.info({ event: 'auth.login_code_sent', kind, account }, 'login code sent');
  return { sent: true, message: LOGIN_CODE_MESSAGES.sent };
}

async function codeRecipient(ctx: ServiceContext, kind: SessionKind, account: string) {
  if (kind === 'member') {
    const member = await findMemberCodeRecipient(ctx.db, account);
    return member && { phone: member.phone, language: member.language, memberId: member.id };
  }
  const admin = await findAdminCodeRecipient(ctx.db, account);
  // Admins have no language setting; their messages are in the society's language.
  return admin && { phone: admin.phone, language: 'bn' as const, memberId: null };
}

/**
 * Counts one try at the account's live code; answers its id when the typed code (ASCII or Bengali digits) is
 * it, and refuses otherwise (400, the password is not looked at). The code is spent by spendCode after the
 * password too was right, or by running out of tries.
 */
export async function checkLoginCode(
  ctx: ServiceContext,
  kind: SessionKind,
  account: string,
  typed: string,
  now: Date,
): Promise<number> {
  const owner = accountKey(kind, account);
  const live = await takeLoginCodeTry(ctx.db, { kind, account: owner }, now, LOGIN_CODE_POLICY.maxTries);
  const code = toAsciiDigits(typed).replace(/\s+/g, '');
  if (!live || !codeMatches(owner, code, live.code_hash)) {
    ctx.log.warn({ event: 'auth.login_code_wrong', kind, account, ip: ctx.request.ip }, 'login code wrong');
    throw new AppError('BAD_REQUEST', 'auth.loginCodeWrong', LOGIN_CODE_MESSAGES.wrong);
  }
  return Number(live.id);
}

/** The code let its owner in: it cannot be used again. */
export async function spendCode(ctx: ServiceContext, id: number, now: Date): Promise<void> {
  if (!(await spendLoginCode(ctx.db, id, now)))
    throw new AppError('BAD_REQUEST', 'auth.loginCodeWrong', LOGIN_CODE_MESSAGES.wrong);
}
