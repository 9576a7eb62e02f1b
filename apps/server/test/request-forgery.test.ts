import { beforeAll, describe, expect, it } from 'vitest';
import { ADMIN_COOKIE, MEMBER_COOKIE, postJson, SITE, sessionCookie } from './auth-helpers';
import { cookieFor, useTestApp } from './helpers';

const t = useTestApp();
let admin: string; // Cookie header of a Full_Access+ session: a forged request would carry it
beforeAll(async () => {
  admin = await cookieFor(t, 'Full_Access+');
});

const adminCount = async () => (await t.db.db.selectFrom('admins').select('id').execute()).length;
const newAdmin = (phone: string) => ({ name: 'Forged Admin', phone, password: 'forged-admin-pass-1' });

/** A request as a hostile page could make the victim's browser send it (no preflight needed). */
function forged(url: string, contentType: string, payload: string, extra: Record<string, string> = {}) {
  return t.app.inject({
    method: 'POST',
    url,
    headers: { host: SITE, cookie: admin, 'content-type': contentType, ...extra },
    payload,
  });
}

const multipart = (fields: Record<string, string>) => {
  const boundary = '----forged';
  const body = Object.entries(fields)
    .map(([k, v]) => `--${boundary}\r\nContent-Disposition: form-data; name="${k}"\r\n\r\n${v}\r\n`)
    .join('');
  return { type: `multipart/form-data; boundary=${boundary}`, body: `${body}--${boundary}--\r\n` };
};

describe('non-JSON requests that change data are refused before anything runs', () => {
  it('a multipart form post to a tRPC mutation does not run it', async () => {
    const before = await adminCount();
    const form = multipart({ name: 'Forged Admin', phone: '01999000001', password: 'forged-admin-pass-1' });
    const res = await forged('/trpc/admin.admins.create', form.type, form.body);
    expect(res.statusCode).toBe(415);
    expect(await adminCount()).toBe(before);
  });

  it('text/plain and form-urlencoded posts to tRPC and REST do not run', async () => {
    const before = await adminCount();
    const json = JSON.stringify(newAdmin('01999000002'));
    for (const url of ['/trpc/admin.admins.create', '/api/admins']) {
      expect((await forged(url, 'text/plain', json)).statusCode, url).toBe(415);
      expect((await forged(url, 'text/plain;charset=UTF-8', json)).statusCode, url).toBe(415);
      const form = 'name=Forged+Admin&phone=01999000002&password=forged-admin-pass-1';
      expect((await forged(url, 'application/x-www-form-urlencoded', form)).statusCode, url).toBe(415);
    }
    const noType = await t.app.inject({
      method: 'POST',
      url: '/api/admins',
      headers: { cookie: admin },
      payload: json,
    });
    expect(noType.statusCode).toBe(415);
    expect(await adminCount()).toBe(before);
  });

  it('a text/plain logout cannot end a member session (login/logout CSRF)', async () => {
    const res = await forged('/api/member/logout', 'text/plain', '{}');
    expect(res.statusCode).toBe(415);
    expect(sessionCookie(res, MEMBER_COOKIE)).toBeUndefined();
    expect(sessionCookie(res, ADMIN_COOKIE)).toBeUndefined();
  });
});

describe('cross-site JSON requests are refused', () => {
  it('by Origin', async () => {
    const before = await adminCount();
    const json = JSON.stringify(newAdmin('01999000003'));
    for (const origin of ['https://evil.example', 'null', `https://${SITE}`, `http://${SITE}.evil.example`]) {
      const res = await forged('/api/admins', 'application/json', json, { origin });
      expect(res.statusCode, origin).toBe(403);
      const requestId = res.headers['x-request-id'];
      expect(res.json()).toEqual({
        code: 'FORBIDDEN',
        message: 'Cross-site requests are not allowed.',
        requestId,
        data: { code: 'FORBIDDEN', httpStatus: 403, key: 'request.crossSite', requestId },
      });
    }
    expect(await adminCount()).toBe(before);
  });

  it('by Sec-Fetch-Site, even without Origin', async () => {
    const before = await adminCount();
    const json = JSON.stringify(newAdmin('01999000004'));
    for (const site of ['cross-site', 'same-site', 'none'])
      expect(
        (await forged('/trpc/admin.admins.create', 'application/json', json, { 'sec-fetch-site': site }))
          .statusCode,
      ).toBe(403);
    expect(await adminCount()).toBe(before);
  });

  it('lets the same request through from the site itself and from a non-browser client', async () => {
    const before = await adminCount();
    const sameOrigin = await postJson(t.app, '/api/admins', newAdmin('01999000005'), admin);
    expect(sameOrigin.statusCode).toBe(200);
    const integrator = await t.app.inject({
      method: 'POST',
      url: '/api/admins',
      headers: { cookie: admin, 'content-type': 'application/json; charset=utf-8' },
      payload: JSON.stringify(newAdmin('01999000006')),
    });
    expect(integrator.statusCode).toBe(200);
    expect(await adminCount()).toBe(before + 2);
  });
});

describe('the few exceptions', () => {
  it('GET requests are never blocked', async () => {
    const res = await t.app.inject({
      method: 'GET',
      url: '/api/members?limit=1',
      headers: { origin: 'https://evil.example' },
    });
    expect(res.statusCode).toBe(200);
  });

  it('a bodyless DELETE needs no content type but must still be same-origin', async () => {
    const plain = await t.app.inject({
      method: 'DELETE',
      url: '/api/no-such-thing',
      headers: { cookie: admin },
    });
    expect(plain.statusCode).toBe(404);
    const cross = await t.app.inject({
      method: 'DELETE',
      url: '/api/no-such-thing',
      headers: { cookie: admin, origin: 'https://evil.example' },
    });
    expect(cross.statusCode).toBe(403);
  });

  it('the upload endpoint takes multipart, still only from the same origin', async () => {
    const form = multipart({ note: 'x' });
    const cross = await forged('/api/uploads', form.type, form.body, { origin: 'https://evil.example' });
    expect(cross.statusCode).toBe(403);
    const json = await forged('/api/uploads', 'application/json', '{}');
    expect(json.statusCode).toBe(415);
    const same = await forged('/api/uploads', form.type, form.body, { origin: `http://${SITE}` });
    expect([403, 415]).not.toContain(same.statusCode);
  });
});
