import { createAdmin, createApiKey, createMember } from '@samity/api/testing';
import type { Privilege } from '@samity/domain';
import { beforeAll, describe, expect, it } from 'vitest';
import { databaseFingerprint } from '../../../packages/api/test/db-fingerprint';
import { postJson } from './auth-helpers';
import { cookieFor, useTestApp } from './helpers';

/**
 * An API key never manages people: through the REST facade, a real key of every privilege is refused (403,
 * apiKeys.sessionRequired) on every path that creates, changes or ends a credential or a person's access,
 * and the database is the same afterwards. The same calls with an admin's session pass, so the refusal is
 * about the key, not the request.
 */
const t = useTestApp();
let adminCookie: string;
let memberNo: string;
let otherAdminId: number;
beforeAll(async () => {
  const admin = await createAdmin(t.db.db, { privilege: 'Full_Access+' });
  adminCookie = await cookieFor(t, admin);
  memberNo = (await createMember(t.db.db, { password: 'member-own-pass-1' })).memberNo;
  otherAdminId = (await createAdmin(t.db.db, { privilege: 'Finance_Access' })).id;
});

const credentialCalls = (): { method: 'GET' | 'POST' | 'DELETE'; url: string; payload?: unknown }[] => [
  { method: 'POST', url: '/api/admins', payload: { name: 'Key Made', phone: '01999000777' } },
  { method: 'POST', url: `/api/members-admin/${memberNo}/temporary-password`, payload: {} },
  { method: 'POST', url: `/api/admins/${otherAdminId}/disable`, payload: {} },
  { method: 'POST', url: `/api/admins/${otherAdminId}/enable`, payload: {} },
  { method: 'POST', url: `/api/admins/${otherAdminId}/temporary-password`, payload: {} },
  {
    method: 'POST',
    url: '/api/admin/change-password',
    payload: {
      current_password: 'x-x-x-x-x',
      new_password: 'new-pass-1234',
      confirm_new_password: 'new-pass-1234',
    },
  },
  { method: 'POST', url: '/api/api-keys', payload: { name: 'Child key', privilege: 'Member_Access' } },
  { method: 'GET', url: '/api/admins' },
  { method: 'GET', url: '/api/members-admin' },
];

describe('API keys on credential paths', () => {
  it('refuses a key of every privilege with 403 on every credential path, writing nothing', async () => {
    const keys = await Promise.all(
      (['Full_Access+', 'Full_Access', 'Finance_Access', 'Member_Access'] as Privilege[]).map((privilege) =>
        createApiKey(t.db.db, { privilege }),
      ),
    );
    const before = await databaseFingerprint(t.db.db);
    const wrong: string[] = [];
    for (const key of keys)
      for (const call of credentialCalls()) {
        const res = await t.app.inject({
          method: call.method,
          url: call.url,
          headers: {
            authorization: `Bearer ${key.secret}`,
            ...(call.payload === undefined ? {} : { 'content-type': 'application/json' }),
          },
          ...(call.payload === undefined ? {} : { payload: JSON.stringify(call.payload) }),
        });
        const key403 = res.statusCode === 403 && res.json().data?.key === 'apiKeys.sessionRequired';
        if (!key403)
          wrong.push(`${call.method} ${call.url} as ${key.privilege}: ${res.statusCode} ${res.body}`);
        expect(res.body).not.toMatch(/temporary_password/);
      }
    expect(wrong).toEqual([]);
    expect(await databaseFingerprint(t.db.db)).toEqual(before);
  });

  it('lets the same two calls through with a Full_Access+ admin’s session', async () => {
    const created = await postJson(
      t.app,
      '/api/admins',
      { name: 'Person Made', phone: '01999000778' },
      adminCookie,
    );
    expect(created.statusCode).toBe(200);
    expect(created.json()).toMatchObject({
      admin: { phone: '01999000778', password_is_temporary: true },
      temporary_password: expect.stringMatching(/^[A-Za-z2-9]{12}$/),
    });
    const issued = await postJson(
      t.app,
      `/api/members-admin/${memberNo}/temporary-password`,
      {},
      adminCookie,
    );
    expect(issued.statusCode).toBe(200);
    expect(issued.json()).toMatchObject({ member_no: memberNo });
  });
});
