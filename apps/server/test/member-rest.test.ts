import { createMember, type TestMember } from '@samity/api/testing';
import { beforeAll, describe, expect, it } from 'vitest';
import { cookieFor, useTestApp } from './helpers';
import { filePart, multipart, smallJpeg } from './upload-fixtures';

/**
 * The member dashboard at the integrators' REST paths with their field names: the same procedures as tRPC,
 * answering 401 without a session, 403 for another member or another member's car, 400 for bad input.
 */
const t = useTestApp();
let a: TestMember;
let b: TestMember;
let cookieA: string;
let cookieB: string;
beforeAll(async () => {
  a = await createMember(t.db.db, { password: 'rest-member-a-1' });
  b = await createMember(t.db.db, { password: 'rest-member-b-1' });
  cookieA = await cookieFor(t, a);
  cookieB = await cookieFor(t, b);
});

function call(method: 'GET' | 'POST' | 'DELETE', url: string, cookie?: string, body?: unknown) {
  return t.app.inject({
    method,
    url: `/api${url}`,
    headers: { ...(cookie ? { cookie } : {}), ...(body ? { 'content-type': 'application/json' } : {}) },
    ...(body ? { payload: JSON.stringify(body) } : {}),
  });
}

async function uploadPicture(cookie: string): Promise<string> {
  const body = multipart([filePart(await smallJpeg(), 'car.jpg', 'image/jpeg')]);
  const res = await t.app.inject({
    method: 'POST',
    url: '/api/uploads',
    headers: { ...body.headers, cookie },
    payload: body.payload,
  });
  expect(res.statusCode).toBe(201);
  return res.json().secure_url;
}

const car = {
  brand: 'Honda',
  model: 'Vezel',
  model_year: 2017,
  reg_year: 2018,
  cc: 1500,
  color: 'Blue',
  mileage: 30000,
  asking_price: 2450000,
};

describe('member dashboard over REST', () => {
  it('answers 401 without a member session on every path', async () => {
    for (const [method, url] of [
      ['POST', '/member/dashboard/debt-summary'],
      ['POST', '/member/dashboard/complains'],
      ['GET', `/allobjections/${a.memberNo}`],
      ['POST', '/objections'],
      ['GET', '/stock'],
      ['POST', '/stock-upload'],
      ['POST', '/stock/1/sold'],
      ['DELETE', '/stock-delete/1'],
      ['POST', '/member-dashboard/request-update'],
      ['GET', '/member-dashboard/requests'],
      ['POST', '/member/fetch-nominee'],
      ['POST', '/member/save-nominee'],
      ['GET', '/member/society-expenses'],
    ] as const)
      expect((await call(method, url, undefined, method === 'POST' ? {} : undefined)).statusCode, url).toBe(
        401,
      );
  });

  it('speaks the integrators’ field names: debt summary, complaints with a server time, nominee, update requests', async () => {
    const debts = await call('POST', '/member/dashboard/debt-summary', cookieA, { member_no: a.memberNo });
    expect(debts.statusCode).toBe(200);
    expect(Object.keys(debts.json()).sort()).toEqual([
      'monthly',
      'monthlysummary',
      'payments',
      'summary',
      'upcoming',
    ]);

    const filed = await call('POST', '/objections', cookieA, {
      member_no: a.memberNo,
      objection: 'Noise at night',
      submission_timestamp: '2001-01-01T00:00:00Z',
    });
    expect(filed.statusCode).toBe(200);
    expect(filed.json()).toMatchObject({ type: 'legal matter', member_no: a.memberNo });
    expect(filed.json().submission_timestamp).not.toBe('2001-01-01T00:00:00.000Z');
    const all = await call('GET', `/allobjections/${a.memberNo}`, cookieA);
    expect(all.json()).toEqual([filed.json()]);
    const summary = await call('POST', '/member/dashboard/complains', cookieA, {});
    expect(summary.json()).toEqual({
      success: true,
      data: { total: 1, solved: 0, unsolved: 1, unsolvedList: [filed.json()] },
    });

    expect((await call('POST', '/member/fetch-nominee', cookieA, {})).json()).toEqual({
      success: true,
      nominee: null,
    });
    const nominee = {
      name: 'Salma',
      relation: 'Sister',
      nid_bcr: '19901234567',
      cell_no: '01712345678',
      address: 'Uttara',
    };
    expect(
      (await call('POST', '/member/save-nominee', cookieA, { member_no: a.memberNo, ...nominee })).json(),
    ).toEqual({ success: true });
    expect((await call('POST', '/member/fetch-nominee', cookieA, {})).json()).toEqual({
      success: true,
      nominee,
    });

    const request = await call('POST', '/member-dashboard/request-update', cookieA, {
      field: 'phone',
      correct_version: '01799999999',
      status: 'solved',
    });
    expect(request.json()).toMatchObject({ status: 'unsolved' });
    expect((await call('GET', '/member-dashboard/requests', cookieA)).json()).toEqual([request.json()]);
    const expenses = await call('GET', '/member/society-expenses?limit=5&offset=0', cookieA);
    expect(expenses.statusCode).toBe(200);
    expect(expenses.json().entries.length).toBeLessThanOrEqual(5);
  });

  it('refuses another member’s number with 403 and writes nothing', async () => {
    expect((await call('GET', `/allobjections/${a.memberNo}`, cookieB)).statusCode).toBe(403);
    expect((await call('GET', `/stock?member_no=${a.memberNo}`, cookieB)).statusCode).toBe(403);
    const count = async () => (await t.db.db.selectFrom('member_objections').select('id').execute()).length;
    const before = await count();
    const res = await call('POST', '/objections', cookieB, { member_no: a.memberNo, objection: 'As A' });
    expect(res.statusCode).toBe(403);
    expect(res.json()).toMatchObject({ code: 'FORBIDDEN' });
    expect(await count()).toBe(before);
    expect(
      (
        await call('POST', '/member/save-nominee', cookieB, {
          member_no: a.memberNo,
          name: 'X',
          relation: 'Y',
          nid_bcr: '1',
          cell_no: '01711111111',
          address: 'Z',
        })
      ).statusCode,
    ).toBe(403);
  });

  it('adds a car with an uploaded picture, shows it in the public stock, marks it sold, deletes it; B gets 403', async () => {
    const pic = await uploadPicture(cookieA);
    const bad = await call('POST', '/stock-upload', cookieA, { ...car, brand: '', pic });
    expect(bad.statusCode).toBe(400);
    // JSON numbers are numbers: the text of one is refused, not read (the query string is where text is read).
    const asText = await call('POST', '/stock-upload', cookieA, { ...car, cc: '1500', pic });
    expect(asText.statusCode).toBe(400);
    expect(Object.keys(asText.json().data.fieldErrors)).toEqual(['cc']);
    const created = await call('POST', '/stock-upload', cookieA, { ...car, pic });
    expect(created.statusCode).toBe(200);
    const id = created.json().id as number;
    expect(created.json()).toMatchObject({
      member_no: a.memberNo,
      pics: [pic],
      sold_at: null,
      asking_price: 2_450_000,
    });
    const inPublic = async () =>
      ((await call('GET', '/stocks')).json() as { id: number }[]).some((c) => c.id === id);
    expect(await inPublic()).toBe(true);
    expect(
      (await call('GET', `/stock?member_no=${a.memberNo}`, cookieA)).json().map((c: { id: number }) => c.id),
    ).toEqual([id]);

    expect((await call('POST', `/stock/${id}/sold`, cookieB, {})).statusCode).toBe(403);
    expect((await call('DELETE', `/stock-delete/${id}`, cookieB)).statusCode).toBe(403);
    expect(await inPublic()).toBe(true);

    const sold = await call('POST', `/stock/${id}/sold`, cookieA, {});
    expect(sold.statusCode).toBe(200);
    expect(sold.json().sold_at).not.toBeNull();
    expect(await inPublic()).toBe(false);
    const deleted = await call('DELETE', `/stock-delete/${id}`, cookieA);
    expect(deleted.json()).toEqual({ success: true });
    expect((await call('GET', '/stock', cookieA)).json()).toEqual([]);
  });
});
