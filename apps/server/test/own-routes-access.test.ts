import { createAdmin, createMember, loginAs, type TestMember } from '@samity/api/testing';
import type { Privilege } from '@samity/domain';
import { beforeAll, describe, expect, it } from 'vitest';
import { databaseFingerprint } from '../../../packages/api/test/db-fingerprint';
import { useTestApp } from './helpers';
import { filePart, filesUnder, multipart, smallJpeg } from './upload-fixtures';

/**
 * The routes that are not procedures let callers in as the procedures do (plugins/own-routes.ts): nobody,
 * another member, a privilege that does not open the area, a password still to be changed; each refusal is
 * the one error body, and none writes anything.
 */
const t = useTestApp();
let owner: TestMember;
let other: TestMember;
const cookies = new Map<string, string>();
beforeAll(async () => {
  const db = t.db.db;
  owner = await createMember(db);
  other = await createMember(db);
  const gated = await createMember(db, { initial: true });
  cookies.set('owner', (await loginAs(db, owner)).header());
  cookies.set('gated', (await loginAs(db, gated)).header());
  for (const privilege of ['Member_Access', 'Finance_Access'] satisfies Privilege[])
    cookies.set(privilege, (await loginAs(db, await createAdmin(db, { privilege }))).header());
  const temporary = await createAdmin(db, { privilege: 'Full_Access+' });
  await db
    .updateTable('admins')
    .set({ password_is_temporary: true })
    .where('id', '=', temporary.id)
    .execute();
  cookies.set('temporary', (await loginAs(db, temporary)).header());
});

interface Refusal {
  who: string;
  method?: 'GET' | 'POST';
  url: string;
  status: number;
  key: string;
}

const refusals = (): Refusal[] => [
  { who: 'nobody', url: '/api/member/statements/deposits.pdf', status: 401, key: 'auth.signInRequired' },
  {
    who: 'Finance_Access',
    url: '/api/member/statements/deposits.csv',
    status: 401,
    key: 'auth.signInRequired',
  },
  {
    who: 'owner',
    url: `/api/member/statements/deposits.csv?member_no=${other.memberNo}`,
    status: 403,
    key: 'auth.notYourAccount',
  },
  {
    who: 'gated',
    url: '/api/member/statements/monthly.pdf',
    status: 403,
    key: 'auth.initialPasswordMustChange',
  },
  { who: 'nobody', url: '/api/receipts/1.pdf', status: 401, key: 'auth.signInRequired' },
  { who: 'Member_Access', url: '/api/receipts/1.pdf', status: 403, key: 'auth.notAllowed' },
  { who: 'gated', url: '/api/receipts/1.pdf', status: 403, key: 'auth.initialPasswordMustChange' },
  {
    who: 'nobody',
    url: '/api/finance/monthly-book.pdf?month=January-2025',
    status: 401,
    key: 'auth.signInRequired',
  },
  {
    who: 'owner',
    url: '/api/finance/monthly-book.pdf?month=January-2025',
    status: 401,
    key: 'auth.signInRequired',
  },
  {
    who: 'Member_Access',
    url: '/api/finance/monthly-book.pdf?month=January-2025',
    status: 403,
    key: 'auth.notAllowed',
  },
  {
    who: 'temporary',
    url: '/api/finance/monthly-book.pdf?month=January-2025',
    status: 403,
    key: 'auth.temporaryPasswordMustChange',
  },
  { who: 'nobody', method: 'POST', url: '/api/uploads', status: 401, key: 'auth.signInRequired' },
  { who: 'gated', method: 'POST', url: '/api/uploads', status: 403, key: 'auth.initialPasswordMustChange' },
  {
    who: 'temporary',
    method: 'POST',
    url: '/api/uploads',
    status: 403,
    key: 'auth.temporaryPasswordMustChange',
  },
];

describe('routes that are not procedures', () => {
  it('refuse whom the procedures refuse, with the one body, and write nothing', async () => {
    const image = multipart([filePart(await smallJpeg())]);
    const before = await databaseFingerprint(t.db.db);
    const filesBefore = filesUnder(t.dataDir);
    for (const { who, method = 'GET', url, status, key } of refusals()) {
      const cookie = cookies.get(who);
      const res = await t.app.inject({
        method,
        url,
        headers: { ...(cookie ? { cookie } : {}), ...(method === 'POST' ? image.headers : {}) },
        ...(method === 'POST' ? { payload: image.payload } : {}),
      });
      const requestId = res.headers['x-request-id'];
      expect(res.statusCode, `${who} ${url} ${res.body}`).toBe(status);
      expect(res.headers['cache-control'], url).toBe('no-store');
      expect(res.json(), `${who} ${url}`).toEqual({
        message: expect.any(String),
        code: status === 401 ? 'UNAUTHORIZED' : 'FORBIDDEN',
        requestId,
        data: { code: status === 401 ? 'UNAUTHORIZED' : 'FORBIDDEN', httpStatus: status, key, requestId },
      });
    }
    expect(await databaseFingerprint(t.db.db)).toEqual(before);
    expect(filesUnder(t.dataDir)).toEqual(filesBefore);
  });

  it('the bKash callback decides nothing from what it is sent and writes nothing', async () => {
    const before = await databaseFingerprint(t.db.db);
    for (const query of ['', '?paymentID=TR0011&status=success', '?paymentID=a&paymentID=b&status=success']) {
      const res = await t.app.inject({ method: 'GET', url: `/api/payments/bkash/callback${query}` });
      expect(res.statusCode, query).toBe(303);
      expect(res.headers.location, query).toBe('/MemberDashboard?payment=failed');
    }
    expect(await databaseFingerprint(t.db.db)).toEqual(before);
  });

  it('let the allowed callers through', async () => {
    const own = await t.app.inject({
      method: 'GET',
      url: '/api/member/statements/deposits.csv',
      headers: { cookie: cookies.get('owner') ?? '' },
    });
    expect(own.statusCode, own.body).toBe(200);
    const book = await t.app.inject({
      method: 'GET',
      url: '/api/finance/monthly-book.pdf?month=January-2025',
      headers: { cookie: cookies.get('Finance_Access') ?? '' },
    });
    // Let in; the month has no book, which the service says in the one body.
    expect(book.statusCode).toBe(404);
    expect(book.json()).toMatchObject({ code: 'NOT_FOUND', data: { key: 'monthly.noBook' } });
  });
});
