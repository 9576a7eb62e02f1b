import { DEMO_ADMINS } from '@samity/db';
import type { FastifyInstance } from 'fastify';
import { describe, expect, it } from 'vitest';
import { ADMIN_COOKIE, MEMBER_COOKIE, SITE, sessionCookie } from './auth-helpers';
import { useTestApp } from './helpers';

/**
 * Over HTTPS every cookie is Secure and named with the `__Host-` prefix (Path=/, no Domain), so a browser
 * refuses one planted under that name by a sibling subdomain or a plain-HTTP answer; only the prefixed name is
 * read then. Over plain HTTP (development, tests) the names stay bare. And the CSP allows inline styles on the
 * API reference page only.
 */
const proxied = useTestApp({ TRUST_PROXY: '127.0.0.1' });
const httpsOrigin = useTestApp({ PUBLIC_ORIGIN: `https://${SITE}` });

const full = DEMO_ADMINS.find((a) => a.privilege === 'Full_Access')!;
const HOST_ADMIN_COOKIE = `__Host-${ADMIN_COOKIE}`;

function login(app: FastifyInstance, proto?: 'https' | 'http', origin = `http://${SITE}`) {
  return app.inject({
    method: 'POST',
    url: '/api/admin/login',
    headers: {
      'content-type': 'application/json',
      host: SITE,
      origin,
      'sec-fetch-site': 'same-origin',
      ...(proto ? { 'x-forwarded-proto': proto } : {}),
    },
    payload: JSON.stringify({ phone: full.phone, password: full.password }),
  });
}

const checkAdmin = (app: FastifyInstance, cookie: string, proto?: 'https') =>
  app.inject({
    method: 'GET',
    url: '/api/admins',
    headers: { cookie, ...(proto ? { 'x-forwarded-proto': proto } : {}) },
  });

describe('cookie names over HTTPS', () => {
  it('behind a TLS proxy (TRUST_PROXY, X-Forwarded-Proto: https): __Host- prefixed, Secure, Path=/, no Domain', async () => {
    const res = await login(proxied.app, 'https', `https://${SITE}`);
    expect(res.json()).toEqual({ success: true });
    const setCookie = String(res.headers['set-cookie']);
    expect(setCookie).not.toMatch(new RegExp(`(^|,\\s*)${ADMIN_COOKIE}=`));
    expect(setCookie).not.toMatch(/Domain=/i);
    const cookie = sessionCookie(res, HOST_ADMIN_COOKIE);
    expect(cookie).toMatchObject({ path: '/', secure: true, httpOnly: true, sameSite: 'Lax' });
    expect(cookie?.value).toMatch(/.{40,}/);

    // The session works under its prefixed name over HTTPS…
    const prefixed = `${HOST_ADMIN_COOKIE}=${cookie?.value}`;
    expect((await checkAdmin(proxied.app, prefixed, 'https')).statusCode).toBe(200);
    // …and the same token under the bare name (a cookie a subdomain could have planted) is not read there.
    const bare = `${ADMIN_COOKIE}=${cookie?.value}`;
    expect((await checkAdmin(proxied.app, bare, 'https')).statusCode).toBe(401);
  });

  it('plain HTTP on the same server keeps the bare names, not Secure', async () => {
    const res = await login(proxied.app);
    expect(res.json()).toEqual({ success: true });
    expect(sessionCookie(res, HOST_ADMIN_COOKIE)).toBeUndefined();
    const cookie = sessionCookie(res, ADMIN_COOKIE);
    expect(cookie?.secure).toBeUndefined();
    expect((await checkAdmin(proxied.app, `${ADMIN_COOKIE}=${cookie?.value}`)).statusCode).toBe(200);
  });

  it('a site whose PUBLIC_ORIGIN is https prefixes its cookies even when the proxy does not say so', async () => {
    const res = await login(httpsOrigin.app, undefined, `https://${SITE}`);
    expect(res.json()).toEqual({ success: true });
    expect(sessionCookie(res, ADMIN_COOKIE)).toBeUndefined();
    expect(sessionCookie(res, HOST_ADMIN_COOKIE)).toMatchObject({ path: '/', secure: true });
  });

  it('logout clears the prefixed cookie, and a member login over HTTPS is prefixed too', async () => {
    const res = await login(proxied.app, 'https', `https://${SITE}`);
    const token = sessionCookie(res, HOST_ADMIN_COOKIE)?.value;
    const out = await proxied.app.inject({
      method: 'POST',
      url: '/api/admin/logout',
      headers: {
        'content-type': 'application/json',
        'x-forwarded-proto': 'https',
        host: SITE,
        origin: `https://${SITE}`,
        'sec-fetch-site': 'same-origin',
        cookie: `${HOST_ADMIN_COOKIE}=${token}`,
      },
      payload: '{}',
    });
    expect(out.statusCode).toBeLessThan(300);
    expect(sessionCookie(out, HOST_ADMIN_COOKIE)).toMatchObject({ value: '', path: '/', secure: true });
    expect((await checkAdmin(proxied.app, `${HOST_ADMIN_COOKIE}=${token}`, 'https')).statusCode).toBe(401);
    const member = await proxied.app.inject({
      method: 'POST',
      url: '/api/member/login',
      headers: {
        'content-type': 'application/json',
        'x-forwarded-proto': 'https',
        host: SITE,
        origin: `https://${SITE}`,
        'sec-fetch-site': 'same-origin',
      },
      payload: JSON.stringify({ member_no: 'nobody', password: 'wrong-password' }),
    });
    // A refused login sets no session cookie under either name.
    expect(sessionCookie(member, MEMBER_COOKIE)).toBeUndefined();
  });
});

describe('Content-Security-Policy style-src', () => {
  const styleSrc = (csp: unknown) =>
    String(csp)
      .split(';')
      .map((d) => d.trim())
      .find((d) => d.startsWith('style-src'));

  it("is 'self' only on the web app's pages and the API's answers", async () => {
    for (const url of ['/', '/Members', '/api/members?limit=1', '/api/openapi.json', '/api/docsX']) {
      const res = await proxied.app.inject({ method: 'GET', url });
      expect(styleSrc(res.headers['content-security-policy']), url).toBe("style-src 'self'");
    }
  });

  it("allows 'unsafe-inline' on the API reference page and its assets alone", async () => {
    for (const url of ['/api/docs', '/api/docs/', '/api/docs/static/index.html', '/api/docs?x=1']) {
      const res = await proxied.app.inject({ method: 'GET', url });
      expect(styleSrc(res.headers['content-security-policy']), url).toBe("style-src 'self' 'unsafe-inline'");
    }
  });
});
