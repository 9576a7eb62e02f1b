import { createMember, type TestMember } from '@samity/api/testing';
import { beforeAll, describe, expect, it } from 'vitest';
import { useTestApp } from './helpers';

/**
 * A login flood against a real listening server on loopback (issue 38, decision 028): guessers behind the
 * trusted proxy (127.0.0.1, which sends X-Forwarded-For) from 50 addresses of one IPv6 /64, then from 20 other
 * networks. The /64 is one client to every limit; once the account is under attack, the owner on a new
 * device signs in with the password and the code the SMS brought. Bounded: about 200 requests, 10 at a time.
 */
const t = useTestApp({
  TRUST_PROXY: '127.0.0.1',
  // SMS on, to a port where nothing listens (nothing leaves the machine); the outbox row is what counts.
  SMS_URL: 'http://127.0.0.1:9/sms',
  SMS_TOKEN: 'token',
  SMS_SENDER: 'SAMITY',
});
let base: string;
let owner: TestMember;
const PASSWORD = 'owner-password-38';

beforeAll(async () => {
  await t.app.listen({ port: 0, host: '127.0.0.1' });
  base = `http://127.0.0.1:${(t.app.server.address() as { port: number }).port}`;
  owner = await createMember(t.db.db, { password: PASSWORD });
});

interface Answer {
  status: number;
  body: { success?: boolean; data?: { key?: string } };
  cookies: string[];
}

async function post(path: string, client: string, payload: object): Promise<Answer> {
  const response = await fetch(`${base}${path}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', 'x-forwarded-for': client },
    body: JSON.stringify(payload),
  });
  return {
    status: response.status,
    body: (await response.json()) as Answer['body'],
    cookies: response.headers.getSetCookie(),
  };
}

const login = (client: string, password: string, code?: string) =>
  post('/api/member/login', client, { member: owner.memberNo, password, ...(code ? { code } : {}) });

/** Sends the attempts 10 at a time; answers each one's outcome. */
async function flood(clients: string[]): Promise<string[]> {
  const outcomes: string[] = [];
  for (let start = 0; start < clients.length; start += 10) {
    const batch = clients.slice(start, start + 10);
    const answers = await Promise.all(batch.map((client, i) => login(client, `guess-${start + i}`)));
    for (const answer of answers)
      outcomes.push(answer.status === 200 ? (answer.body.success ? 'in' : 'failed') : `${answer.status}`);
  }
  return outcomes;
}

const count = (outcomes: string[], what: string) => outcomes.filter((outcome) => outcome === what).length;

async function hits(bucket: string): Promise<number> {
  const row = await t.db.db
    .selectFrom('rate_limit_hits')
    .select((eb) => eb.fn.countAll<number>().as('n'))
    .where('bucket', '=', bucket)
    .executeTakeFirstOrThrow();
  return Number(row.n);
}

describe('a login flood through the trusted proxy', () => {
  it('50 addresses of one /64 are one client, and the owner gets in on a new device with the SMS code', async () => {
    const sixtyFour = Array.from(
      { length: 50 },
      (_, i) => `2001:db8:38:1:${(i * 977).toString(16)}::${i + 1}`,
    );
    // Three rounds from each of the 50 addresses: 150 attempts, of which the /64's first and four repeats
    // reach a password check (the per account and address limit of 5 in 15 minutes), as for one address.
    const fromOne64 = await flood([...sixtyFour, ...sixtyFour, ...sixtyFour]);
    expect(count(fromOne64, 'in')).toBe(0);
    expect(count(fromOne64, 'failed')).toBe(5);
    expect(count(fromOne64, '429')).toBe(145);
    const key = `member:${owner.memberNo.toLowerCase()}`;
    expect(await hits('login-address:2001:0db8:0038:0001::/64')).toBe(5);
    expect(await hits(`login-account-address:${key}@2001:0db8:0038:0001::/64`)).toBe(5);

    // Twenty other networks join in, two rounds each: the account is under attack, strangers are refused.
    const networks = Array.from({ length: 20 }, (_, i) => `198.51.100.${i + 1}`);
    const fromNetworks = await flood([...networks, ...networks]);
    expect(count(fromNetworks, 'in')).toBe(0);
    const failures = count(fromOne64, 'failed') + count(fromNetworks, 'failed');
    // Every evaluated guess, and no refused one, is in the account's hourly count, under its cap of 60.
    expect(await hits(`login-account-hour:${key}`)).toBe(failures);
    expect(failures).toBeLessThanOrEqual(60);

    // The owner on a new phone at a new address: refused like a stranger, and offered the code.
    const newDevice = '203.0.113.77';
    const refused = await login(newDevice, PASSWORD);
    expect(refused.status).toBe(429);
    expect(refused.body.data?.key).toBe('auth.loginCodeOffered');
    // A guesser who asks for a code gets it sent to the owner's phone, not to itself.
    expect((await post('/api/member/login-code', newDevice, { member: owner.memberNo })).status).toBe(200);
    const sms = await t.db.db
      .selectFrom('notification_outbox')
      .select(['recipient', 'body', 'channel', 'kind'])
      .where('kind', '=', 'login_code')
      .execute();
    expect(sms).toHaveLength(1);
    expect(sms[0]).toMatchObject({ channel: 'sms', recipient: `+88${owner.phone}` });
    const code = /\b(\d{6})\b/.exec(
      sms[0]!.body.replace(/[০-৯]/g, (d) => String(d.charCodeAt(0) - 0x09e6)),
    )?.[1];
    expect(code).toMatch(/^\d{6}$/);

    // The flood goes on while the owner types the code: still refused.
    const during = await flood(sixtyFour.slice(0, 10));
    expect(count(during, 'in') + count(during, 'failed')).toBe(0);
    const inWithCode = await login(newDevice, PASSWORD, code);
    expect(inWithCode.status).toBe(200);
    expect(inWithCode.body.success).toBe(true);
    expect(inWithCode.cookies.some((cookie) => cookie.startsWith('samity_member_session='))).toBe(true);
    expect(inWithCode.cookies.some((cookie) => cookie.startsWith('samity_member_device='))).toBe(true);

    // The database holds what the limits allow: one code, spent, one device, one session.
    const codes = await t.db.db.selectFrom('login_codes').select(['tries', 'used_at']).execute();
    expect(codes).toHaveLength(1);
    expect(codes[0]!.used_at).not.toBeNull();
    expect(codes[0]!.tries).toBe(1);
    const devices = await t.db.db.selectFrom('login_devices').select('account').execute();
    expect(devices).toEqual([{ account: key }]);
    const sessions = await t.db.db
      .selectFrom('sessions')
      .select('ip')
      .where('member_id', '=', owner.id)
      .execute();
    expect(sessions).toEqual([{ ip: newDevice }]);
  }, 240_000);
});
