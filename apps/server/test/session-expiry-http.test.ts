import { SESSION_POLICY } from '@samity/api';
import { FakeClock } from '@samity/api/testing';
import { DEMO_ADMINS } from '@samity/db';
import { describe, expect, it } from 'vitest';
import { ADMIN_COOKIE, getJson, postJson, restLogin, sessionCookie } from './auth-helpers';
import { useTestApp } from './helpers';

/** Behind an HTTPS reverse proxy (TRUST_PROXY), with a clock the test moves. */
const clock = new FakeClock(Date.parse('2026-11-20T08:00:00Z'));
const t = useTestApp({ TRUST_PROXY: '127.0.0.1' }, { clock: clock.now });

const full = DEMO_ADMINS.find((a) => a.privilege === 'Full_Access')!;
const credentials = { phone: full.phone, password: full.password };
const checkAdmin = async (cookie: string) =>
  (await getJson(t.app, '/api/check-remembered-admin', cookie)).json();

describe('session cookie over HTTPS', () => {
  it('is Secure when the request came over HTTPS', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/admin/login',
      headers: { 'content-type': 'application/json', 'x-forwarded-proto': 'https' },
      payload: JSON.stringify(credentials),
    });
    expect(res.json()).toEqual({ success: true });
    // Over HTTPS the name carries the __Host- prefix (https-cookies.test.ts has the rest of that story).
    expect(sessionCookie(res, `__Host-${ADMIN_COOKIE}`)).toMatchObject({
      secure: true,
      httpOnly: true,
      sameSite: 'Lax',
    });
  });

  it('is not Secure for plain HTTP on the same server', async () => {
    const res = await postJson(t.app, '/api/admin/login', credentials);
    expect(sessionCookie(res, ADMIN_COOKIE)?.secure).toBeUndefined();
  });
});

describe('expiry enforced by the server, whatever the browser keeps', () => {
  it('ends a browser session after an idle hour', async () => {
    const cookie = await restLogin(t.app, 'admin', credentials);
    clock.advanceSeconds(SESSION_POLICY.browser.idleSeconds - 5);
    expect(await checkAdmin(cookie)).toMatchObject({ privilege: 'Full_Access' });
    clock.advanceSeconds(SESSION_POLICY.browser.idleSeconds);
    const res = await getJson(t.app, '/api/check-remembered-admin', cookie);
    expect(res.json()).toEqual({ redirect: true });
    expect(sessionCookie(res, ADMIN_COOKIE)?.value).toBe('');
    expect((await getJson(t.app, '/api/admins', cookie)).statusCode).toBe(401);
  });

  it('ends a remembered session after 30 days even when used every day', async () => {
    const cookie = await restLogin(t.app, 'admin', { ...credentials, remember: true });
    for (let day = 1; day < 30; day++) {
      clock.advanceSeconds(24 * 3600);
      expect(await checkAdmin(cookie), `day ${day}`).toMatchObject({ privilege: 'Full_Access' });
    }
    clock.advanceSeconds(24 * 3600);
    expect(await checkAdmin(cookie)).toEqual({ redirect: true });
  });
});
