import { type DbHandle, DEMO_ADMINS, DEMO_MEMBERS } from '@samity/db';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestCaller, createTestDb, FakeClock, MemoryCookieJar, recordingLogger } from '../src/testing';

let handle: DbHandle;
beforeAll(async () => {
  handle = await createTestDb();
});
afterAll(async () => {
  await handle?.close();
});

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
      name: fullPlus!.name,
      pic: null,
      privilege: 'Full_Access+',
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

  it('slows guesses at one account from many addresses with a growing delay, never a lockout', async () => {
    const clock = new FakeClock(Date.parse('2026-11-10T09:00:00Z'));
    const member = memberOne!.memberNo;
    const guess = (i: number) =>
      client(`10.4.${i}.1`, clock).caller.auth.member.login({ member, password: `guess-${i}-xyz` });
    for (let i = 0; i < 10; i++) expect((await guess(i)).success).toBe(false);
    const waits: number[] = [];
    for (let i = 10; i < 20; i++) {
      const refused = await guess(i).catch((error: unknown) => error);
      expect(refused).toMatchObject({ code: 'TOO_MANY_REQUESTS' });
      const wait = retryAfterOf(refused);
      waits.push(wait);
      clock.advanceSeconds(wait);
      expect((await guess(i)).success).toBe(false);
    }
    expect(waits.slice(0, 4)).toEqual([1, 2, 4, 8]);
    expect(Math.max(...waits)).toBe(60);
    // The owner, at an address of their own, gets in after at most a minute.
    clock.advanceSeconds(60);
    expect(
      (await client('10.4.200.1', clock).caller.auth.member.login({ member, password: memberOne!.password }))
        .success,
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
