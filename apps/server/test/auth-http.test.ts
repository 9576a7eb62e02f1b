import { DEMO_ADMINS, DEMO_MEMBERS } from '@samity/db';
import { describe, expect, it } from 'vitest';
import { ADMIN_COOKIE, getJson, MEMBER_COOKIE, postJson, restLogin, sessionCookie } from './auth-helpers';
import { useTestApp } from './helpers';

const t = useTestApp();

const admin = (privilege: string) => DEMO_ADMINS.find((a) => a.privilege === privilege)!;
const [memberOne, , initialMember] = DEMO_MEMBERS;
const adminLogin = (privilege: string, remember = false) => ({
  phone: admin(privilege).phone,
  password: admin(privilege).password,
  remember,
});

describe('session cookie', () => {
  it('is HttpOnly, SameSite=Lax, Path=/, a browser-session cookie without remember, not Secure over HTTP', async () => {
    const res = await postJson(t.app, '/api/admin/login', adminLogin('Full_Access+'));
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ success: true });
    const cookie = sessionCookie(res, ADMIN_COOKIE)!;
    expect(cookie).toMatchObject({ httpOnly: true, sameSite: 'Lax', path: '/' });
    expect(cookie.maxAge).toBeUndefined();
    expect(cookie.expires).toBeUndefined();
    expect(cookie.secure).toBeUndefined();
    expect(cookie.value).toMatch(/^[A-Za-z0-9_-]{43}$/);
  });

  it('lasts 30 days with remember', async () => {
    const res = await postJson(t.app, '/api/member/login', {
      member: memberOne!.memberNo,
      password: memberOne!.password,
      remember: true,
    });
    expect(res.json()).toEqual({ success: true, message: 'Login successful.' });
    expect(sessionCookie(res, MEMBER_COOKIE)).toMatchObject({
      maxAge: 2_592_000,
      httpOnly: true,
      sameSite: 'Lax',
    });
  });

  it('is set through tRPC as well', async () => {
    const res = await postJson(t.app, '/trpc/auth.member.login', {
      member: memberOne!.memberNo,
      password: memberOne!.password,
    });
    expect(res.statusCode).toBe(200);
    expect(res.json().result.data).toMatchObject({ success: true });
    expect(sessionCookie(res, MEMBER_COOKIE)?.httpOnly).toBe(true);
  });

  it('gets a new value at every login; the old one stops working', async () => {
    const first = await restLogin(t.app, 'admin', adminLogin('Full_Access'));
    const res = await postJson(t.app, '/api/admin/login', adminLogin('Full_Access'), first);
    const second = `${ADMIN_COOKIE}=${sessionCookie(res, ADMIN_COOKIE)!.value}`;
    expect(second).not.toBe(first);
    expect((await getJson(t.app, '/api/check-remembered-admin', first)).json()).toEqual({ redirect: true });
    expect((await getJson(t.app, '/api/check-remembered-admin', second)).json()).toMatchObject({
      privilege: 'Full_Access',
    });
  });
});

describe('admin authentication calls', () => {
  it('check-remembered-admin answers redirect, or name, pic, privilege and whether the password must change', async () => {
    expect((await getJson(t.app, '/api/check-remembered-admin')).json()).toEqual({ redirect: true });
    const cookie = await restLogin(t.app, 'admin', adminLogin('Finance_Access'));
    expect((await getJson(t.app, '/api/check-remembered-admin', cookie)).json()).toEqual({
      id: expect.any(Number),
      name: admin('Finance_Access').name,
      pic: null,
      privilege: 'Finance_Access',
      must_change_password: false,
    });
    expect((await getJson(t.app, '/api/admin/autologin', cookie)).json()).toEqual({ success: true });
    expect((await getJson(t.app, '/api/admin/autologin')).json()).toEqual({ success: false });
  });

  it('logout ends the session on the server and clears the cookie', async () => {
    const cookie = await restLogin(t.app, 'admin', adminLogin('Member_Access'));
    const res = await postJson(t.app, '/api/admin/logout', {}, cookie);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ success: true });
    const cleared = sessionCookie(res, ADMIN_COOKIE)!;
    expect(cleared.value).toBe('');
    expect(cleared.expires!.getTime()).toBeLessThan(Date.now());
    expect((await getJson(t.app, '/api/check-remembered-admin', cookie)).json()).toEqual({ redirect: true });
  });

  it('answers 401 without a session and 403 for a privilege that does not open the area', async () => {
    expect((await getJson(t.app, '/api/admins')).statusCode).toBe(401);
    const finance = await restLogin(t.app, 'admin', adminLogin('Finance_Access'));
    expect((await getJson(t.app, '/api/admins', finance)).statusCode).toBe(403);
    const full = await restLogin(t.app, 'admin', adminLogin('Full_Access'));
    const list = await getJson(t.app, '/api/admins', full);
    expect(list.statusCode).toBe(200);
    expect(list.json()).toHaveLength(4);
    const add = await postJson(
      t.app,
      '/api/admins',
      { name: 'X', phone: '01999888777', password: 'a-good-password-1' },
      full,
    );
    expect(add.statusCode).toBe(403);
    expect((await getJson(t.app, '/api/admins', full)).json()).toHaveLength(4);
  });

  it('members-admin never answers a password', async () => {
    const cookie = await restLogin(t.app, 'admin', adminLogin('Full_Access+'));
    const res = await getJson(t.app, '/api/members-admin', cookie);
    expect(res.statusCode).toBe(200);
    expect(res.body).not.toMatch(/argon2|password_hash|unhashed/);
    expect(res.json()[0]).toEqual({
      member_no: expect.any(String),
      name: expect.any(String),
      phone: expect.any(String),
      status: expect.any(String),
      has_password: expect.any(Boolean),
      password_is_initial: expect.any(Boolean),
    });
  });
});

describe('member authentication calls', () => {
  it('me, autologin and logout', async () => {
    expect((await getJson(t.app, '/api/member/me')).json()).toEqual({ authenticated: false, member: null });
    const cookie = await restLogin(t.app, 'member', {
      member: memberOne!.memberNo,
      password: memberOne!.password,
    });
    const me = (await getJson(t.app, '/api/member/me', cookie)).json();
    expect(me.authenticated).toBe(true);
    expect(me.member).toMatchObject({ member_no: memberOne!.memberNo });
    expect((await getJson(t.app, '/api/member/autologin', cookie)).json()).toMatchObject({ success: true });
    expect((await postJson(t.app, '/api/member/logout', {}, cookie)).json()).toEqual({ success: true });
    expect((await getJson(t.app, '/api/member/me', cookie)).json()).toEqual({
      authenticated: false,
      member: null,
    });
  });

  it('a wrong password answers success false with the server message', async () => {
    const res = await postJson(t.app, '/api/member/login', {
      member: memberOne!.memberNo,
      password: 'nope-nope-1',
    });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ success: false, message: 'Invalid member number or password.' });
    expect(sessionCookie(res, MEMBER_COOKIE)).toBeUndefined();
  });

  it("check-default-password is the caller's own; another member's number gets 403", async () => {
    const cookie = await restLogin(t.app, 'member', {
      member: initialMember!.memberNo,
      password: initialMember!.password,
    });
    const own = await getJson(t.app, `/api/check-default-password/${initialMember!.memberNo}`, cookie);
    expect(own.json()).toEqual({ is_default: true });
    expect(
      (await getJson(t.app, `/api/check-default-password/${memberOne!.memberNo}`, cookie)).statusCode,
    ).toBe(403);
    expect((await getJson(t.app, `/api/check-default-password/${memberOne!.memberNo}`)).statusCode).toBe(401);
  });

  it("change-password for another member's number gets 403 and their password still works", async () => {
    const cookie = await restLogin(t.app, 'member', {
      member: initialMember!.memberNo,
      password: initialMember!.password,
    });
    const res = await postJson(
      t.app,
      '/api/change-password',
      {
        member_no: memberOne!.memberNo,
        current_password: initialMember!.password,
        new_password: 'taken-over-pass-1',
        confirm_new_password: 'taken-over-pass-1',
      },
      cookie,
    );
    expect(res.statusCode).toBe(403);
    await restLogin(t.app, 'member', { member: memberOne!.memberNo, password: memberOne!.password });
    await restLogin(t.app, 'member', { member: initialMember!.memberNo, password: initialMember!.password });
  });

  it('change-password answers a broken rule with 400 and its message', async () => {
    const cookie = await restLogin(t.app, 'member', {
      member: memberOne!.memberNo,
      password: memberOne!.password,
    });
    const res = await postJson(
      t.app,
      '/api/change-password',
      { current_password: memberOne!.password, new_password: 'short', confirm_new_password: 'short' },
      cookie,
    );
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toBe('The new password must have at least 8 characters.');
  });
});

describe('login throttling over HTTP', () => {
  it('answers 429 with a clear message once an account had 5 attempts', async () => {
    const phone = admin('Member_Access').phone;
    for (let i = 0; i < 5; i++) {
      const res = await postJson(t.app, '/api/admin/login', { phone, password: `wrong-${i}-password` });
      expect(res.json()).toEqual({ success: false });
    }
    const res = await postJson(t.app, '/api/admin/login', adminLogin('Member_Access'));
    expect(res.statusCode).toBe(429);
    expect(res.json().message).toMatch(/^Too many attempts\. Please wait \d+ minutes? and try again\.$/);
    expect(sessionCookie(res, ADMIN_COOKIE)).toBeUndefined();
    expect(Number(res.headers['retry-after'])).toBeGreaterThan(0);
  });
});
