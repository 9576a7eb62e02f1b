import { COOKIE_NAMES } from '@samity/api';
import { DEMO_ADMINS, DEMO_MEMBERS } from '@samity/db';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { getJson, MEMBER_COOKIE, postJson, SITE, sessionCookie } from './auth-helpers';
import { buildSecondInstance, useTestApp } from './helpers';

/**
 * The login device cookie over HTTP (docs/decisions/015-login-devices.md): set like the session cookies
 * (HttpOnly, SameSite=Lax, Path=/, Secure and `__Host-` over HTTPS) for 180 days, and a browser bringing it
 * gets in while its address is locked for strangers, on whichever instance answers (the counts and devices are
 * in the database). It is not a session: a public answer stays cacheable.
 */
const t = useTestApp();
let second: FastifyInstance;
const https = useTestApp({ PUBLIC_ORIGIN: `https://${SITE}` });
beforeAll(async () => {
  second = await buildSecondInstance(t);
});
afterAll(async () => {
  await second?.close();
});

const DEVICE_COOKIE = COOKIE_NAMES.member_device;
const [memberOne, memberTwo] = DEMO_MEMBERS;

describe('login device cookie over HTTP', () => {
  it('is set by a successful login only: HttpOnly, SameSite=Lax, Path=/, 180 days, not Secure over HTTP', async () => {
    const failed = await postJson(t.app, '/api/member/login', {
      member: memberOne!.memberNo,
      password: 'wrong-password-1',
    });
    expect(sessionCookie(failed, DEVICE_COOKIE)).toBeUndefined();
    const res = await postJson(t.app, '/api/member/login', {
      member: memberOne!.memberNo,
      password: memberOne!.password,
    });
    expect(res.json()).toMatchObject({ success: true });
    const cookie = sessionCookie(res, DEVICE_COOKIE);
    expect(cookie).toMatchObject({ httpOnly: true, sameSite: 'Lax', path: '/', maxAge: 180 * 24 * 3600 });
    expect(cookie?.secure).toBeUndefined();
    expect(cookie?.value).toMatch(/^[A-Za-z0-9_-]{43}$/);
  });

  it('is Secure and named __Host- over HTTPS', async () => {
    const res = await postJson(https.app, '/api/member/login', {
      member: memberOne!.memberNo,
      password: memberOne!.password,
    });
    expect(res.json()).toMatchObject({ success: true });
    expect(sessionCookie(res, DEVICE_COOKIE)).toBeUndefined();
    expect(sessionCookie(res, `__Host-${DEVICE_COOKIE}`)).toMatchObject({ secure: true, path: '/' });
  });

  it('lets its browser in while the address is locked for strangers, and renews itself', async () => {
    const member = memberTwo!.memberNo;
    const first = await postJson(t.app, '/api/member/login', { member, password: memberTwo!.password });
    const device = sessionCookie(first, DEVICE_COOKIE)!.value;
    // Five wrong passwords from this address without the cookie lock the pair (account, address)…
    for (let i = 0; i < 5; i++)
      expect(
        (await postJson(t.app, '/api/member/login', { member, password: `wrong-${i}-password` })).json(),
      ).toMatchObject({ success: false });
    const stranger = await postJson(t.app, '/api/member/login', { member, password: memberTwo!.password });
    expect(stranger.statusCode).toBe(429);
    // …but not the browser that logged in here before.
    const known = await postJson(
      t.app,
      '/api/member/login',
      { member, password: memberTwo!.password },
      `${DEVICE_COOKIE}=${device}`,
    );
    expect(known.statusCode).toBe(200);
    expect(known.json()).toMatchObject({ success: true });
    expect(sessionCookie(known, MEMBER_COOKIE)?.value).toBeTruthy();
    expect(sessionCookie(known, DEVICE_COOKIE)?.value).not.toBe(device);
  });

  it('holds across instances: failures on both count together, a device set by one is known to the other', async () => {
    const { phone, password } = DEMO_ADMINS.find((a) => a.privilege === 'Finance_Access')!;
    const first = await postJson(t.app, '/api/admin/login', { phone, password });
    expect(first.json()).toEqual({ success: true });
    const device = sessionCookie(first, COOKIE_NAMES.admin_device)!.value;
    const instances = [t.app, second];
    for (let i = 0; i < 5; i++)
      expect(
        (
          await postJson(instances[i % 2]!, '/api/admin/login', { phone, password: `wrong-${i}-password` })
        ).json(),
      ).toEqual({ success: false });
    for (const app of instances)
      expect((await postJson(app, '/api/admin/login', { phone, password })).statusCode).toBe(429);
    const known = await postJson(
      second,
      '/api/admin/login',
      { phone, password },
      `${COOKIE_NAMES.admin_device}=${device}`,
    );
    expect(known.json()).toEqual({ success: true });
  });

  it('does not make a public answer personal', async () => {
    const login = await postJson(t.app, '/api/member/login', {
      member: memberOne!.memberNo,
      password: memberOne!.password,
    });
    const device = sessionCookie(login, DEVICE_COOKIE)!.value;
    const res = await getJson(t.app, '/api/members', `${DEVICE_COOKIE}=${device}`);
    expect(res.statusCode).toBe(200);
    expect(res.headers['cache-control']).toBeUndefined();
  });
});
