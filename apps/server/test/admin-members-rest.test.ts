import { beforeAll, describe, expect, it } from 'vitest';
import { getJson, postJson, SITE } from './auth-helpers';
import { cookieFor, useTestApp } from './helpers';

/**
 * The REST face of the member and committee controllers: the integrators' paths, the member number in
 * the path and the fields in the body, lists without a query string, and 400/404/409 as documented.
 */
const t = useTestApp();
let cookie: string;
beforeAll(async () => {
  cookie = await cookieFor(t, 'Full_Access');
});

const send = (method: 'PUT' | 'DELETE', url: string, body?: unknown) =>
  t.app.inject({
    method,
    url,
    headers: {
      cookie,
      host: SITE,
      origin: `http://${SITE}`,
      'sec-fetch-site': 'same-origin',
      ...(body === undefined ? {} : { 'content-type': 'application/json' }),
    },
    ...(body === undefined ? {} : { payload: JSON.stringify(body) }),
  });

describe('admin members and committees over REST', () => {
  it('lists, searches, adds, looks up and updates members at the integrators’ paths', async () => {
    const first = await getJson(t.app, '/api/active-members-admin', cookie);
    expect(first.statusCode).toBe(200);
    expect(first.json()).toHaveLength(12);
    const page = (await getJson(t.app, '/api/active-members-admin?limit=2&offset=12', cookie)).json();
    expect(page).toHaveLength(2);
    const added = await postJson(
      t.app,
      '/api/active-members-add',
      { member_no: 'REST-1', name: 'Rest Member', business: 'Rest Cars', phone: '01712000111' },
      cookie,
    );
    expect(added.statusCode).toBe(200);
    const again = await postJson(
      t.app,
      '/api/active-members-add',
      { member_no: 'REST-1', name: 'X', phone: '01712000111' },
      cookie,
    );
    expect(again.statusCode).toBe(409);
    expect(again.json().data.fieldErrors).toEqual({ member_no: 'This member number is already taken.' });
    const bad = await postJson(
      t.app,
      '/api/active-members-add',
      { member_no: 'REST-2', name: '', phone: '1' },
      cookie,
    );
    expect(bad.statusCode).toBe(400);
    expect(Object.keys(bad.json().data.fieldErrors).sort()).toEqual(['name', 'phone']);
    const found = await getJson(t.app, '/api/active-members-admin-search?search=Rest%20Cars', cookie);
    expect(found.json().map((m: { member_no: string }) => m.member_no)).toEqual(['REST-1']);
    expect((await getJson(t.app, '/api/members-update/REST-1', cookie)).json().name).toBe('Rest Member');
    expect((await getJson(t.app, '/api/members-update/NOBODY', cookie)).statusCode).toBe(404);
    const updated = await send('PUT', '/api/members-update-done/REST-1', {
      name: 'Rest Renamed',
      phone: '01712000222',
    });
    expect(updated.statusCode).toBe(200);
    expect(updated.json()).toMatchObject({
      name: 'Rest Renamed',
      business: 'Rest Cars',
      phone: '01712000222',
    });
    expect(
      (await send('PUT', '/api/members-update-done/NOBODY', { name: 'X', phone: '01712000222' })).statusCode,
    ).toBe(404);
  });

  it('lists and solves data-update requests; lists and adds deceased members', async () => {
    const requests = await getJson(t.app, '/api/data-updates', cookie);
    expect(requests.statusCode).toBe(200);
    const open = requests.json().find((r: { status: string }) => r.status === 'unsolved');
    const solved = await postJson(t.app, '/api/data-updates/solve', { id: open.id }, cookie);
    expect(solved.json()).toMatchObject({ id: open.id, status: 'solved' });
    expect((await postJson(t.app, '/api/data-updates/solve', { id: open.id }, cookie)).statusCode).toBe(409);
    const deceased = await getJson(t.app, '/api/deceased-members-admin', cookie);
    expect(deceased.statusCode).toBe(200);
    const before = deceased.json().length;
    const confirmFirst = await postJson(
      t.app,
      '/api/deceased-members-add',
      { member_no: 'REST-1', name: 'X' },
      cookie,
    );
    expect(confirmFirst.statusCode).toBe(409);
    const added = await postJson(
      t.app,
      '/api/deceased-members-add',
      { member_no: 'REST-D', name: 'Late Rest' },
      cookie,
    );
    expect(added.json()).toMatchObject({ was_active: false, member: { status: 'deceased' } });
    expect((await getJson(t.app, '/api/deceased-members-admin', cookie)).json()).toHaveLength(before + 1);
  });

  it('adds and deletes a committee member by number, each by a resolution; founding and previous lists answer', async () => {
    // A resolution of the demo's adopted minutes, as the register lists it (a change needs one: issue 34 §3).
    const register = (await getJson(t.app, '/api/resolutions', cookie)).json() as {
      entries: { register_no: string }[];
    };
    const resolution = register.entries[0]!.register_no;
    const added = await postJson(
      t.app,
      '/api/committee',
      { member_no: 'REST-1', title: 'Adviser', resolution },
      cookie,
    );
    expect(added.json()).toMatchObject({ member_no: 'REST-1', name: 'Rest Renamed', title: 'Adviser' });
    const list = (await getJson(t.app, '/api/committee-members-admin', cookie)).json();
    expect(list.at(-1).member_no).toBe('REST-1');
    const remove = `/api/committee/REST-1?resolution=${encodeURIComponent(resolution)}`;
    expect((await send('DELETE', remove)).json()).toEqual({ success: true });
    expect((await send('DELETE', remove)).statusCode).toBe(404);
    expect((await getJson(t.app, '/api/founding-committee-admin', cookie)).statusCode).toBe(200);
    const previous = (await getJson(t.app, '/api/previous-committee-admin', cookie)).json();
    expect(previous[0].term_label).toBe('1st Committee');
  });
});
