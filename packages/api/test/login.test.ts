import { DEMO_ADMINS, DEMO_MEMBERS } from '@samity/db';
import { describe, expect, it } from 'vitest';
import { createTestCaller, FakeClock, MemoryCookieJar, recordingLogger, useTestDb } from '../src/testing';

const handle = useTestDb();

const [fullPlus, fullAccess] = DEMO_ADMINS;
const [memberOne, memberTwo] = DEMO_MEMBERS;

/** A clock one millisecond later at every reading. */
class TickingClock {
  constructor(private time: number) {}
  readonly now = () => new Date(this.time++);
  advanceSeconds(seconds: number): void {
    this.time += seconds * 1000;
  }
}

/** Each test gets its own address and clock window so the throttling counters do not mix. */
let n = 0;
function client(ip = `10.0.0.${++n}`, clock: FakeClock | TickingClock = new FakeClock()) {
  const jar = new MemoryCookieJar();
  const log = recordingLogger();
  const caller = createTestCaller(handle, {
    cookies: jar,
    now: clock.now,
    log,
    request: { ip, userAgent: 't' },
  });
  return { jar, log, clock, caller };
}

describe('admin login', () => {
  it('logs in with phone and password, and the session knows the privilege', async () => {
    const { caller, jar } = client();
    expect(await caller.auth.admin.login({ phone: fullPlus!.phone, password: fullPlus!.password })).toEqual({
      success: true,
    });
    expect(jar.get('admin')).toBeTruthy();
    expect(await caller.auth.admin.autologin()).toEqual({ success: true });
    expect(await caller.auth.admin.checkRemembered()).toEqual({
      id: expect.any(Number),
      name: fullPlus!.name,
      pic: null,
      privilege: 'Full_Access+',
      must_change_password: false,
    });
  });

  it('answers a wrong password and an unknown phone the same way, setting no cookie', async () => {
    const wrong = client();
    const unknown = client();
    const a = await wrong.caller.auth.admin.login({ phone: fullAccess!.phone, password: 'wrong-password-1' });
    const b = await unknown.caller.auth.admin.login({ phone: '01900000000', password: 'wrong-password-1' });
    expect(a).toEqual({ success: false });
    expect(b).toEqual(a);
    expect(wrong.jar.lastSet.size + unknown.jar.lastSet.size).toBe(0);
    expect(await wrong.caller.auth.admin.checkRemembered()).toEqual({ redirect: true });
  });

  it('rejects missing fields with a clear 400', async () => {
    const { caller } = client();
    await expect(caller.auth.admin.login({ phone: ' ', password: 'x' })).rejects.toMatchObject({
      code: 'BAD_REQUEST',
      message: expect.stringContaining('Phone is required'),
    });
    await expect(caller.auth.admin.login({ phone: fullPlus!.phone, password: '' })).rejects.toMatchObject({
      code: 'BAD_REQUEST',
    });
  });
});

describe('member login', () => {
  it('answers a wrong password, an unknown member, a member without a password and a deceased member alike', async () => {
    const answers = [
      await client().caller.auth.member.login({ member: memberTwo!.memberNo, password: 'wrong-password-1' }),
      await client().caller.auth.member.login({ member: '99999', password: 'wrong-password-1' }),
      await client().caller.auth.member.login({ member: '1050', password: 'wrong-password-1' }),
      await client().caller.auth.member.login({ member: '1165', password: 'wrong-password-1' }),
    ];
    for (const answer of answers)
      expect(answer).toEqual({ success: false, message: 'Invalid member number or password.' });
  });

  it('logs the login and the failure without the password', async () => {
    const ok = client();
    await ok.caller.auth.member.login({ member: memberOne!.memberNo, password: memberOne!.password });
    const bad = client();
    await bad.caller.auth.member.login({ member: memberOne!.memberNo, password: 'Secret-Guess-123' });
    expect(ok.log.entries.map((e) => (e.obj as { event?: string }).event)).toContain('auth.login');
    expect(bad.log.entries.map((e) => (e.obj as { event?: string }).event)).toContain('auth.login_failed');
    const logged = JSON.stringify([...ok.log.entries, ...bad.log.entries]);
    expect(logged).not.toContain(memberOne!.password);
    expect(logged).not.toContain('Secret-Guess-123');
    expect(logged).not.toContain(ok.jar.get('member')!);
  });
});

describe('login throttling (stored in the database)', () => {
  it('refuses an account from one address after 5 attempts with 429 and a clear message, even with the right password', async () => {
    const clock = new FakeClock(Date.parse('2026-11-18T09:00:00Z'));
    const ip = '10.1.0.1';
    for (let i = 0; i < 5; i++) {
      const { caller } = client(ip, clock);
      expect(
        (await caller.auth.admin.login({ phone: fullAccess!.phone, password: `guess-${i}-xyz` })).success,
      ).toBe(false);
    }
    const last = client(ip, clock);
    await expect(
      last.caller.auth.admin.login({ phone: fullAccess!.phone, password: fullAccess!.password }),
    ).rejects.toMatchObject({
      code: 'TOO_MANY_REQUESTS',
      message: expect.stringMatching(/Too many attempts/),
    });
    expect(last.jar.get('admin')).toBeNull();
    expect(last.log.entries.map((e) => (e.obj as { event?: string }).event)).toContain(
      'auth.login_throttled',
    );
    // Another account is not affected, nor the owner at another address (the guesser cannot lock them out);
    // the locked pair opens again after the window.
    expect((await client(ip, clock).caller.auth.admin.login(fullPlusLogin())).success).toBe(true);
    expect(
      (
        await client('10.1.0.98', clock).caller.auth.admin.login({
          phone: fullAccess!.phone,
          password: fullAccess!.password,
        })
      ).success,
    ).toBe(true);
    clock.advanceSeconds(15 * 60 + 1);
    expect(
      (
        await client(ip, clock).caller.auth.admin.login({
          phone: fullAccess!.phone,
          password: fullAccess!.password,
        })
      ).success,
    ).toBe(true);
  });

  it('slows repeated guesses at one account from many addresses with a growing delay, never a lockout', async () => {
    const clock = new FakeClock(Date.parse('2026-11-10T09:00:00Z'));
    const member = memberOne!.memberNo;
    // Eight addresses take turns; after each one's first attempt (the new-address lane) they repeat.
    const guess = (i: number) =>
      client(`10.4.${i % 8}.1`, clock).caller.auth.member.login({ member, password: `guess-${i}-xyz` });
    for (let i = 0; i < 8 + 10; i++) expect((await guess(i)).success).toBe(false);
    const waits: number[] = [];
    for (let i = 18; i < 28; i++) {
      const refused = await guess(i).catch((error: unknown) => error);
      expect(refused).toMatchObject({ code: 'TOO_MANY_REQUESTS' });
      const wait = retryAfterOf(refused);
      waits.push(wait);
      clock.advanceSeconds(wait);
      expect((await guess(i)).success).toBe(false);
    }
    expect(waits.slice(0, 4)).toEqual([1, 2, 4, 8]);
    expect(Math.max(...waits)).toBe(60);
    // The owner, at an address of their own, is not queued behind the guesser: in at once.
    expect(
      (await client('10.4.200.1', clock).caller.auth.member.login({ member, password: memberOne!.password }))
        .success,
    ).toBe(true);
  });

  it('a refusal counts nowhere: waiting out the slowdown never locks the owner out of their own address', async () => {
    const clock = new FakeClock(Date.parse('2026-11-12T09:00:00Z'));
    const member = memberTwo!.memberNo;
    const home = '10.6.0.1';
    // The owner mistyped once at home, so home is no longer a new address; a guesser then spends the
    // account's free attempts from elsewhere (four first attempts, then ten repeated ones).
    expect(
      (await client(home, clock).caller.auth.member.login({ member, password: 'typo-password-1' })).success,
    ).toBe(false);
    for (let i = 0; i < 14; i++)
      expect(
        (
          await client(`10.6.1.${i % 4}`, clock).caller.auth.member.login({
            member,
            password: `guess-${i}-xyz`,
          })
        ).success,
      ).toBe(false);
    await client(`10.6.1.0`, clock)
      .caller.auth.member.login({ member, password: 'guess-x-xyz' })
      .catch(() => undefined);
    // The owner tries again and again while the account is slowed: each refusal must leave the pair
    // (account, home) as it was. Counting them locked home for 15 minutes after five.
    const before = await hits(`login-account-address:member:${member}@${home}`);
    for (let i = 0; i < 8; i++)
      await expect(
        client(home, clock).caller.auth.member.login({ member, password: memberTwo!.password }),
      ).rejects.toMatchObject({ code: 'TOO_MANY_REQUESTS' });
    expect(await hits(`login-account-address:member:${member}@${home}`)).toBe(before);
    const refused = await client(home, clock)
      .caller.auth.member.login({ member, password: memberTwo!.password })
      .catch((error: unknown) => error);
    expect(retryAfterOf(refused)).toBeLessThanOrEqual(60);
    clock.advanceSeconds(retryAfterOf(refused));
    expect(
      (await client(home, clock).caller.auth.member.login({ member, password: memberTwo!.password })).success,
    ).toBe(true);
  });

  it('successful logins do not use up the address budget', async () => {
    // The clock moves on every reading, as a real one does between counting an attempt and forgiving it.
    const clock = new TickingClock(Date.parse('2026-11-11T09:00:00Z'));
    const ip = '10.5.0.1';
    for (let i = 0; i < 51; i++) {
      const { caller } = client(ip, clock);
      expect(
        (await caller.auth.member.login({ member: memberOne!.memberNo, password: memberOne!.password }))
          .success,
      ).toBe(true);
    }
    expect(
      (
        await client(ip, clock).caller.auth.member.login({
          member: memberOne!.memberNo,
          password: 'wrong-password-1',
        })
      ).success,
    ).toBe(false);
  });

  it('a successful login clears the account counter', async () => {
    const clock = new FakeClock(Date.parse('2026-11-16T09:00:00Z'));
    const { caller } = client('10.2.0.1', clock);
    const bad = { member: memberTwo!.memberNo, password: 'wrong-password-1' };
    for (let i = 0; i < 4; i++) await caller.auth.member.login(bad);
    expect(
      (await caller.auth.member.login({ member: memberTwo!.memberNo, password: memberTwo!.password }))
        .success,
    ).toBe(true);
    for (let i = 0; i < 4; i++) expect((await caller.auth.member.login(bad)).success).toBe(false);
  });

  it('refuses an address after 50 attempts across accounts', async () => {
    const clock = new FakeClock(Date.parse('2026-11-17T09:00:00Z'));
    const { caller } = client('10.3.0.1', clock);
    for (let i = 0; i < 50; i++)
      await caller.auth.member.login({
        member: `77${String(i).padStart(3, '0')}`,
        password: 'wrong-password-1',
      });
    await expect(
      caller.auth.member.login({ member: memberOne!.memberNo, password: memberOne!.password }),
    ).rejects.toMatchObject({ code: 'TOO_MANY_REQUESTS' });
    expect(
      (
        await client('10.3.0.2', clock).caller.auth.member.login({
          member: memberOne!.memberNo,
          password: memberOne!.password,
        })
      ).success,
    ).toBe(true);
  });
});

describe('device cookies (a known device is throttled by its own failures only)', () => {
  const memberNo = () => memberOne!.memberNo;

  /** Makes the account throttled for strangers: new-address lane used up, repeat lane slowed. */
  async function attack(clock: FakeClock, member: string, net: string): Promise<void> {
    for (let i = 0; i < 16 + 10; i++)
      await client(`${net}.${i % 16}`, clock).caller.auth.member.login({
        member,
        password: `guess-${i}-xyz`,
      });
    await expect(
      client(`${net}.200`, clock).caller.auth.member.login({ member, password: `guess-new-xyz` }),
    ).rejects.toMatchObject({ code: 'TOO_MANY_REQUESTS' });
  }

  it('a successful login sets a long-lived device cookie whose token is stored only as a hash', async () => {
    const { caller, jar } = client('10.7.0.1', new FakeClock(Date.parse('2026-11-19T09:00:00Z')));
    await caller.auth.member.login({ member: memberNo(), password: memberOne!.password });
    const token = jar.get('member_device');
    expect(token).toMatch(/^[A-Za-z0-9_-]{43}$/);
    expect(jar.lastSet.get('member_device')).toEqual({ maxAgeSeconds: 180 * 24 * 3600 });
    const rows = await handle.db.selectFrom('login_devices').selectAll().execute();
    expect(JSON.stringify(rows)).not.toContain(token);
    expect(rows.some((row) => row.account === `member:${memberNo()}`)).toBe(true);
    // A failed login sets no device cookie.
    const failed = client('10.7.0.2');
    await failed.caller.auth.member.login({ member: memberNo(), password: 'wrong-password-1' });
    expect(failed.jar.get('member_device')).toBeNull();
  });

  it('lets the owner in at once on a known device while strangers are refused', async () => {
    const clock = new FakeClock(Date.parse('2026-11-21T09:00:00Z'));
    const owner = client('10.8.0.1', clock);
    const member = memberNo();
    expect((await owner.caller.auth.member.login({ member, password: memberOne!.password })).success).toBe(
      true,
    );
    await attack(clock, member, '10.8.1');
    // The same browser at another address (a phone on mobile data) and at home: in at once, every time.
    for (const ip of ['10.8.0.1', '10.8.9.9', '10.8.0.1']) {
      const device = client(ip, clock);
      device.jar.set('member_device', owner.jar.get('member_device')!, { maxAgeSeconds: null });
      expect((await device.caller.auth.member.login({ member, password: memberOne!.password })).success).toBe(
        true,
      );
      owner.jar.set('member_device', device.jar.get('member_device')!, { maxAgeSeconds: null });
    }
    // Without the cookie the same browser is a stranger and waits like one.
    await expect(
      client('10.8.0.1', clock).caller.auth.member.login({ member, password: memberOne!.password }),
    ).rejects.toMatchObject({ code: 'TOO_MANY_REQUESTS' });
  });

  it('renews the token at each login: a copied cookie is a stranger after the owner logs in again', async () => {
    const clock = new FakeClock(Date.parse('2026-11-22T09:00:00Z'));
    const member = memberTwo!.memberNo;
    const owner = client('10.9.0.1', clock);
    await owner.caller.auth.member.login({ member, password: memberTwo!.password });
    const copied = owner.jar.get('member_device')!;
    await owner.caller.auth.member.login({ member, password: memberTwo!.password });
    expect(owner.jar.get('member_device')).not.toBe(copied);
    const thief = client('10.9.0.2', clock);
    thief.jar.set('member_device', copied, { maxAgeSeconds: null });
    await thief.caller.auth.member.login({ member, password: 'wrong-password-1' });
    expect(await hits(`login-account-address:member:${member}@10.9.0.2`)).toBe(1);
  });

  it("counts a device's failures against it alone, and distrusts it after five", async () => {
    const clock = new FakeClock(Date.parse('2026-11-23T09:00:00Z'));
    const member = memberTwo!.memberNo;
    const owner = client('10.10.0.1', clock);
    await owner.caller.auth.member.login({ member, password: memberTwo!.password });
    const stolen = owner.jar.get('member_device')!;
    const thief = client('10.10.0.2', clock);
    thief.jar.set('member_device', stolen, { maxAgeSeconds: null });
    const strangersLanes = [
      `login-account:member:${member}`,
      `login-account-new-address:member:${member}`,
      `login-account-address:member:${member}@10.10.0.2`,
      'login-address:10.10.0.2',
    ];
    const lanesBefore = await Promise.all(strangersLanes.map(hits));
    for (let i = 0; i < 5; i++)
      expect((await thief.caller.auth.member.login({ member, password: `guess-${i}-xyz` })).success).toBe(
        false,
      );
    // Nothing the device did counted for the account or the address: strangers' lanes are untouched.
    expect(await Promise.all(strangersLanes.map(hits))).toEqual(lanesBefore);
    const devices = () =>
      handle.db.selectFrom('login_devices').select('id').where('account', '=', `member:${member}`).execute();
    const before = (await devices()).length;
    // The sixth attempt through the cookie: the device is no longer trusted and the attempt is a stranger's.
    await thief.caller.auth.member.login({ member, password: 'guess-5-xyz' });
    expect(thief.log.entries.map((e) => (e.obj as { event?: string }).event)).toContain(
      'auth.login_device_distrusted',
    );
    expect((await devices()).length).toBe(before - 1);
    expect(await hits(`login-account-address:member:${member}@10.10.0.2`)).toBe(lanesBefore[2]! + 1);
    expect(await hits('login-address:10.10.0.2')).toBe(lanesBefore[3]! + 1);
  });

  it('a device cookie of another account, or of the other kind, is not trusted', async () => {
    const clock = new FakeClock(Date.parse('2026-11-24T09:00:00Z'));
    const mine = client('10.11.0.1', clock);
    await mine.caller.auth.member.login({ member: memberOne!.memberNo, password: memberOne!.password });
    const other = client('10.11.0.2', clock);
    other.jar.set('member_device', mine.jar.get('member_device')!, { maxAgeSeconds: null });
    other.jar.set('admin_device', mine.jar.get('member_device')!, { maxAgeSeconds: null });
    await other.caller.auth.member.login({ member: memberTwo!.memberNo, password: 'wrong-password-1' });
    await other.caller.auth.admin.login({ phone: memberOne!.memberNo, password: 'wrong-password-1' });
    expect(await hits(`login-account-address:member:${memberTwo!.memberNo}@10.11.0.2`)).toBe(1);
    expect(await hits(`login-account-address:admin:${memberOne!.memberNo}@10.11.0.2`)).toBe(1);
  });

  it('remembers at most 10 devices per account', async () => {
    const clock = new FakeClock(Date.parse('2026-11-25T09:00:00Z'));
    for (let i = 0; i < 12; i++) {
      clock.advanceSeconds(1);
      await client(`10.12.0.${i}`, clock).caller.auth.admin.login(fullPlusLogin());
    }
    const rows = await handle.db
      .selectFrom('login_devices')
      .select('id')
      .where('account', '=', `admin:${fullPlus!.phone.toLowerCase()}`)
      .execute();
    expect(rows).toHaveLength(10);
  });
});

/** How many hits a throttle bucket holds. */
async function hits(bucket: string): Promise<number> {
  const row = await handle.db
    .selectFrom('rate_limit_hits')
    .select((eb) => eb.fn.countAll<number>().as('count'))
    .where('bucket', '=', bucket)
    .executeTakeFirstOrThrow();
  return Number(row.count);
}

/** The seconds to wait that a 429 carries (AppError's retryAfterSeconds, the Retry-After header's value). */
function retryAfterOf(error: unknown): number {
  const found = error as { retryAfterSeconds?: number; cause?: { retryAfterSeconds?: number } };
  const seconds = found.retryAfterSeconds ?? found.cause?.retryAfterSeconds;
  if (typeof seconds !== 'number') throw new Error(`no retryAfterSeconds in ${String(error)}`);
  return seconds;
}

function fullPlusLogin() {
  return { phone: fullPlus!.phone, password: fullPlus!.password };
}
