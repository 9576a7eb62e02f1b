import { toBengaliDigits } from '@samity/domain';
import { describe, expect, it } from 'vitest';
import { LOGIN_STRANGERS_PER_ACCOUNT } from '../src/services/auth/login-throttle';
import { clientAddressKey } from '../src/services/rate-limit/client-address';
import { consumeRateLimit } from '../src/services/rate-limit/rate-limit.service';
import {
  createAdmin,
  createMember,
  createTestCaller,
  MemoryCookieJar,
  type TestAdmin,
  type TestMember,
  useTestDb,
} from '../src/testing';

/**
 * Decision 028: while an account is under attack, a new device gets in with the right password and a
 * one-time code sent by SMS to the account's registered phone; the code path has its own limits, and without
 * the live code a password is never checked.
 */

const handle = useTestDb();
const SMS_ON = { sms: true, email: false };
let clock = new Date('2026-11-29T03:00:00Z');
const later = (seconds: number) => {
  clock = new Date(clock.getTime() + seconds * 1000);
};

type Account = { kind: 'member'; m: TestMember } | { kind: 'admin'; a: TestAdmin };

function client(ip: string, jar = new MemoryCookieJar()) {
  const caller = createTestCaller(handle, {
    cookies: jar,
    now: () => clock,
    channels: SMS_ON,
    request: { ip, userAgent: 'vitest' },
  });
  return { caller, jar };
}

async function attempt(account: Account, ip: string, password: string, code?: string, jar?: MemoryCookieJar) {
  const { caller } = client(ip, jar);
  try {
    const answer =
      account.kind === 'member'
        ? await caller.auth.member.login({ member: account.m.memberNo, password, code })
        : await caller.auth.admin.login({ phone: account.a.phone, password, code });
    return answer.success ? 'in' : 'failed';
  } catch (error) {
    return (error as { cause?: { key?: string } }).cause?.key ?? String(error);
  }
}

async function askCode(account: Account, ip: string) {
  const { caller } = client(ip);
  return account.kind === 'member'
    ? caller.auth.member.sendLoginCode({ member: account.m.memberNo })
    : caller.auth.admin.sendLoginCode({ phone: account.a.phone });
}

const phoneOf = (account: Account) => `+88${account.kind === 'member' ? account.m.phone : account.a.phone}`;

async function codeMessages(account: Account) {
  return handle.db
    .selectFrom('notification_outbox')
    .select(['body', 'channel'])
    .where('kind', '=', 'login_code')
    .where('recipient', '=', phoneOf(account))
    .orderBy('id')
    .execute();
}

const codeIn = (body: string) => {
  const digits = /([0-9০-৯]{6})/.exec(body)?.[1];
  if (!digits) throw new Error(`no code in ${body}`);
  return digits.replace(/[০-৯]/g, (d) => String(d.charCodeAt(0) - 0x09e6));
};

/** Guessers from 20 networks (IPv4) until strangers are refused: the account is under attack. */
async function attack(account: Account) {
  const outcomes: string[] = [];
  for (let round = 0; round < 2; round++)
    for (let n = 1; n <= 20; n++)
      outcomes.push(await attempt(account, `198.51.100.${n}`, `guess-${round}-${n}`));
  expect(outcomes).not.toContain('in');
  expect(outcomes).toContain('auth.loginCodeOffered');
}

describe.each(['member', 'admin'] as const)('a %s account under attack', (kind) => {
  const make = async (): Promise<Account> =>
    kind === 'member'
      ? { kind, m: await createMember(handle.db, { password: 'owner-password-1' }) }
      : { kind, a: await createAdmin(handle.db, { password: 'owner-password-1' }) };

  it('lets the owner in on a new device with the password and the SMS code; the guessers stay throttled', async () => {
    later(3600);
    const account = await make();
    await attack(account);
    // The owner on a new phone at a new address is refused like any stranger, and offered a code.
    expect(await attempt(account, '203.0.113.9', 'owner-password-1')).toBe('auth.loginCodeOffered');
    expect(await askCode(account, '203.0.113.9')).toMatchObject({ sent: true });
    const messages = await codeMessages(account);
    expect(messages).toHaveLength(1);
    const code = codeIn(messages[0]!.body);
    // The code alone, or the password alone, is not enough; a guesser's next try is still refused.
    expect(await attempt(account, '198.51.100.1', 'guess-x')).toMatch(
      /auth.loginCodeOffered|rateLimit.tooMany/,
    );
    const jar = new MemoryCookieJar();
    expect(await attempt(account, '203.0.113.9', 'wrong-password', code, jar)).toBe('failed');
    expect(jar.get(kind)).toBeNull();
    expect(await attempt(account, '203.0.113.9', 'owner-password-1', code, jar)).toBe('in');
    // A session and a device cookie: next time this device is known and not throttled with strangers.
    expect(jar.get(kind)).not.toBeNull();
    expect(jar.get(`${kind}_device`)).not.toBeNull();
    // The code is spent.
    expect(await attempt(account, '203.0.113.10', 'owner-password-1', code)).toBe('auth.loginCodeWrong');
    const rows = await handle.db.selectFrom('login_codes').selectAll().execute();
    const mine = rows.filter((row) => row.used_at !== null);
    expect(mine.length).toBeGreaterThanOrEqual(1);
  });
});

describe('guesses per account', () => {
  it('an attacker with any number of addresses gets at most 60 guesses an hour at one account (ASVS: 100)', async () => {
    later(3600);
    const m = await createMember(handle.db, { password: 'owner-password-1' });
    const account: Account = { kind: 'member', m };
    const start = clock;
    const outcomes: string[] = [];
    // A fresh address every 10 s for an hour (360 attempts, from IPv4 and from many /64s): every lane's best.
    for (let i = 0; i < 360; i++) {
      clock = new Date(start.getTime() + i * 10_000);
      const ip = i % 2 ? `10.${(i >> 8) & 255}.${i & 255}.7` : `2001:db8:${i.toString(16)}:1::1`;
      outcomes.push(await attempt(account, ip, `guess-${i}`));
    }
    const evaluated = outcomes.filter((outcome) => outcome === 'failed').length;
    expect(evaluated).toBe(60);
    expect(outcomes.filter((outcome) => outcome === 'in')).toHaveLength(0);
    // Every refusal offered the code to whoever holds the account's phone.
    expect(new Set(outcomes.filter((outcome) => outcome !== 'failed'))).toEqual(
      new Set(['auth.loginCodeOffered']),
    );
  }, 180_000);
});

describe('the code path has its own limits', () => {
  it('refuses to send a code while the account is not under attack: nothing is written', async () => {
    later(3600);
    const m = await createMember(handle.db, { password: 'owner-password-1' });
    const account: Account = { kind: 'member', m };
    await expect(askCode(account, '203.0.113.20')).rejects.toMatchObject({
      cause: { key: 'auth.loginCodeNotNeeded' },
    });
    expect(await codeMessages(account)).toHaveLength(0);
    const codes = await handle.db
      .selectFrom('login_codes')
      .select('id')
      .where('account', '=', `member:${m.memberNo}`)
      .execute();
    expect(codes).toHaveLength(0);
  });

  it('sends at most 3 codes an hour per account, only the last one works, 5 tries per code', async () => {
    later(3600);
    const m = await createMember(handle.db, { password: 'owner-password-1' });
    const account: Account = { kind: 'member', m };
    await attack(account);
    for (let i = 0; i < 3; i++) await askCode(account, `203.0.113.${30 + i}`);
    await expect(askCode(account, '203.0.113.40')).rejects.toMatchObject({
      cause: { key: 'rateLimit.tooMany' },
    });
    const messages = await codeMessages(account);
    expect(messages).toHaveLength(3);
    const [first, , last] = messages.map((message) => codeIn(message.body));
    if (first !== last)
      expect(await attempt(account, '203.0.113.50', 'owner-password-1', first)).toBe('auth.loginCodeWrong');
    // Wrong codes use the live code's tries (one went above when the first code differed from the last).
    const wrong = last === '000000' ? '000001' : '000000';
    const tries = first !== last ? 4 : 5;
    for (let i = 0; i < tries; i++)
      expect(await attempt(account, '203.0.113.50', 'owner-password-1', wrong)).toBe('auth.loginCodeWrong');
    // Out of tries: the right code with the right password no longer opens anything.
    expect(await attempt(account, '203.0.113.50', 'owner-password-1', last)).toBe('auth.loginCodeWrong');
    const row = await handle.db
      .selectFrom('login_codes')
      .selectAll()
      .where('account', '=', `member:${m.memberNo}`)
      .executeTakeFirstOrThrow();
    expect(row).toMatchObject({ tries: 5, used_at: null });
  });

  it('accepts the code typed in Bengali digits', async () => {
    later(3600);
    const m = await createMember(handle.db, { password: 'owner-password-1' });
    const account: Account = { kind: 'member', m };
    await attack(account);
    await askCode(account, '203.0.113.60');
    const code = codeIn((await codeMessages(account))[0]!.body);
    expect(await attempt(account, '203.0.113.60', 'owner-password-1', toBengaliDigits(code))).toBe('in');
  });

  it('counts one client per /64 when asking for codes across accounts (10 an hour)', async () => {
    later(3600);
    const accounts: Account[] = [];
    for (let i = 0; i < 11; i++) {
      const account: Account = { kind: 'member', m: await createMember(handle.db) };
      // Ten failed stranger attempts in the window, as the throttle counts them (the attack itself is
      // played out in the tests above; here it would cost 300 password hashes).
      for (let n = 0; n < 10; n++)
        await consumeRateLimit(handle.db, LOGIN_STRANGERS_PER_ACCOUNT, `member:${account.m.memberNo}`, clock);
      accounts.push(account);
    }
    const outcomes: string[] = [];
    for (const [i, account] of accounts.entries())
      outcomes.push(
        await askCode(account, `2001:db8:77:1::${(i + 1).toString(16)}`).then(
          () => 'sent',
          (error: { cause?: { key?: string } }) => error.cause?.key ?? 'error',
        ),
      );
    expect(outcomes.filter((o) => o === 'sent')).toHaveLength(10);
    expect(outcomes[10]).toBe('rateLimit.tooMany');
    expect(clientAddressKey('2001:db8:77:1::b')).toBe('2001:0db8:0077:0001::/64');
  });
});
