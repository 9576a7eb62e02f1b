import { beforeAll, describe, expect, it } from 'vitest';
import { SESSION_POLICY } from '../src/services/auth/session-policy';
import { hashSessionToken } from '../src/services/auth/session-tokens';
import {
  createMember,
  createTestCaller,
  FakeClock,
  loginAs,
  MemoryCookieJar,
  type TestMember,
  useTestDb,
} from '../src/testing';

const handle = useTestDb();
let memberOne: TestMember;
let login: { member: string; password: string };
beforeAll(async () => {
  memberOne = await createMember(handle.db, { password: 'demo-member-one' });
  login = { member: memberOne.memberNo, password: 'demo-member-one' };
});

function client(clock = new FakeClock(), jar = new MemoryCookieJar()) {
  return { jar, clock, caller: createTestCaller(handle, { cookies: jar, now: clock.now }) };
}

const sessionRows = () => handle.db.selectFrom('sessions').selectAll().execute();

describe('member login sessions', () => {
  it('starts a session with a 256-bit random token stored only as its SHA-256 hash', async () => {
    const { jar, caller } = client();
    expect(await caller.auth.member.login({ ...login, remember: false })).toEqual({
      success: true,
      message: 'Login successful.',
    });
    const token = jar.get('member')!;
    expect(Buffer.from(token, 'base64url')).toHaveLength(32);
    const rows = await sessionRows();
    expect(rows.some((r) => r.token_hash === token)).toBe(false);
    expect(rows.some((r) => r.token_hash === hashSessionToken(token))).toBe(true);
    expect(JSON.stringify(rows)).not.toContain(token);
  });

  it('sets a browser-session cookie without remember and a 30-day cookie with it', async () => {
    const a = client();
    await a.caller.auth.member.login({ ...login, remember: false });
    expect(a.jar.lastSet.get('member')).toEqual({ maxAgeSeconds: null });
    const b = client();
    await b.caller.auth.member.login({ ...login, remember: true });
    expect(b.jar.lastSet.get('member')).toEqual({ maxAgeSeconds: 30 * 24 * 60 * 60 });
  });

  it('issues a new token at every login and kills the one the browser brought', async () => {
    const { jar, caller, clock } = client();
    await caller.auth.member.login(login);
    const first = jar.get('member')!;
    await caller.auth.member.login(login);
    const second = jar.get('member')!;
    expect(second).not.toBe(first);
    const stale = new MemoryCookieJar();
    stale.set('member', first, { maxAgeSeconds: null });
    const old = createTestCaller(handle, { cookies: stale, now: clock.now });
    expect(await old.auth.member.me()).toEqual({ authenticated: false, member: null });
    expect(stale.lastSet.get('member')).toBe('cleared');
  });

  it('logout ends the session on the server: a copy of the token no longer works', async () => {
    const { jar, caller, clock } = client();
    await caller.auth.member.login(login);
    const token = jar.get('member')!;
    expect((await caller.auth.member.me()).member?.member_no).toBe(memberOne.memberNo);
    expect(await caller.auth.member.logout()).toEqual({ success: true });
    expect(jar.get('member')).toBeNull();
    expect((await sessionRows()).some((r) => r.token_hash === hashSessionToken(token))).toBe(false);
    const copy = new MemoryCookieJar();
    copy.set('member', token, { maxAgeSeconds: null });
    expect(await createTestCaller(handle, { cookies: copy, now: clock.now }).auth.member.me()).toMatchObject({
      authenticated: false,
    });
  });

  it('keeps member and admin sessions apart: a member token is no admin session', async () => {
    const { jar, caller } = client();
    await caller.auth.member.login(login);
    const crossed = new MemoryCookieJar();
    crossed.set('admin', jar.get('member')!, { maxAgeSeconds: null });
    const asAdmin = createTestCaller(handle, { cookies: crossed });
    expect(await asAdmin.auth.admin.checkRemembered()).toEqual({ redirect: true });
    await expect(asAdmin.admin.admins.list()).rejects.toMatchObject({ code: 'UNAUTHORIZED' });
  });

  it('ignores a malformed or forged cookie', async () => {
    const jar = new MemoryCookieJar();
    jar.set('member', 'x'.repeat(43), { maxAgeSeconds: null });
    expect(await createTestCaller(handle, { cookies: jar }).auth.member.me()).toMatchObject({
      authenticated: false,
    });
    jar.set('member', "'; DROP TABLE sessions; --", { maxAgeSeconds: null });
    expect(await createTestCaller(handle, { cookies: jar }).auth.member.autologin()).toEqual({
      success: false,
      member: null,
    });
  });
});

describe('session timeouts on the server (fake clock)', () => {
  const browser = SESSION_POLICY.browser;
  const remembered = SESSION_POLICY.remembered;

  async function session(remember: boolean) {
    const clock = new FakeClock();
    const jar = await loginAs(handle.db, await createMember(handle.db), { remember, now: clock.now });
    const me = async () =>
      (await createTestCaller(handle, { cookies: jar, now: clock.now }).auth.member.me()).authenticated;
    return { clock, jar, me };
  }

  it('ends a browser session after the idle limit without use', async () => {
    const { clock, me } = await session(false);
    clock.advanceSeconds(browser.idleSeconds - 60);
    expect(await me()).toBe(true);
    clock.advanceSeconds(browser.idleSeconds - 60); // active a minute before each limit: still alive
    expect(await me()).toBe(true);
    clock.advanceSeconds(browser.idleSeconds);
    expect(await me()).toBe(false);
  });

  it('ends a busy browser session at the absolute limit', async () => {
    const { clock, me } = await session(false);
    const step = browser.idleSeconds / 2;
    for (let t = step; t < browser.absoluteSeconds; t += step) {
      clock.advanceSeconds(step);
      expect(await me()).toBe(true);
    }
    clock.advanceSeconds(step);
    expect(await me()).toBe(false);
  });

  it('keeps a remembered session through idle days, up to a week idle and 30 days in all', async () => {
    const idle = await session(true);
    idle.clock.advanceSeconds(remembered.idleSeconds - 3600);
    expect(await idle.me()).toBe(true);
    idle.clock.advanceSeconds(remembered.idleSeconds);
    expect(await idle.me()).toBe(false);

    const busy = await session(true);
    for (let day = 1; day < 30; day++) {
      busy.clock.advanceSeconds(24 * 3600);
      expect(await busy.me()).toBe(true);
    }
    busy.clock.advanceSeconds(24 * 3600);
    expect(await busy.me()).toBe(false);
  });

  it('deletes the expired row and clears the cookie', async () => {
    const { clock, jar, me } = await session(false);
    const hash = hashSessionToken(jar.get('member')!);
    clock.advanceSeconds(browser.idleSeconds);
    expect(await me()).toBe(false);
    expect(jar.get('member')).toBeNull();
    expect((await sessionRows()).some((r) => r.token_hash === hash)).toBe(false);
  });
});
