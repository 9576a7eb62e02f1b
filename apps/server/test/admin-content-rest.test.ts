import { createAdmin, registerTestPicture } from '@samity/api/testing';
import { beforeAll, describe, expect, it } from 'vitest';
import { databaseFingerprint } from '../../../packages/api/test/db-fingerprint';
import { getJson, postJson, SITE } from './auth-helpers';
import { cookieFor, useTestApp } from './helpers';

/**
 * The REST face of the notice board, gallery and complaint desks: the integrators' paths, the id in
 * the path and the fields in the body, a list without a query string, and 400/404/409 as documented.
 */
const t = useTestApp();
let cookie: string;
beforeAll(async () => {
  const admin = await createAdmin(t.db.db, { privilege: 'Full_Access' });
  adminId = admin.id;
  cookie = await cookieFor(t, admin);
});
let adminId: number;

/** A picture registered as the upload endpoint registers an admin's upload (admin content takes no other). */
async function adminPicture(name: string): Promise<string> {
  return (await registerTestPicture(t.db.db, { hash: name.padStart(32, '0'), at: new Date(), adminId })).url;
}

const del = (url: string) =>
  t.app.inject({
    method: 'DELETE',
    url,
    headers: { cookie, host: SITE, origin: `http://${SITE}`, 'sec-fetch-site': 'same-origin' },
  });

describe('admin content and complaints over REST', () => {
  it('publishes, lists and deletes a notice at the integrators’ paths', async () => {
    const body = { date: '2099-05-06', caption: 'REST notice', pic: await adminPicture('a1') };
    const published = await postJson(t.app, '/api/publish-notice', body, cookie);
    expect(published.statusCode).toBe(200);
    const notice = published.json();
    expect(notice).toMatchObject(body);
    const list = await getJson(t.app, '/api/notices', cookie);
    expect(list.json()[0]).toEqual(notice);
    expect((await del(`/api/notices/${notice.id}`)).json()).toEqual({ success: true });
    expect((await del(`/api/notices/${notice.id}`)).statusCode).toBe(404);
    const missing = await postJson(t.app, '/api/publish-notice', { date: '', caption: '', pic: '' }, cookie);
    expect(missing.statusCode).toBe(400);
    expect(Object.keys(missing.json().data.fieldErrors).sort()).toEqual(['caption', 'date', 'pic']);
  });

  it('takes a notice’s caption in English as text only: other JSON is a 400 on its field and writes nothing', async () => {
    const pic = await adminPicture('a2');
    const valid = { date: '2099-05-07', caption: 'সভার নোটিশ', pic };
    const before = await databaseFingerprint(t.db.db);
    // The REST body is strict JSON: no boolean, number, list or object becomes text, and none is dropped.
    for (const caption_en of [false, true, 0, 5, ['English'], { en: 'English' }, 'e'.repeat(501)]) {
      const refused = await postJson(t.app, '/api/publish-notice', { ...valid, caption_en }, cookie);
      expect(refused.statusCode, JSON.stringify(caption_en)).toBe(400);
      expect(Object.keys(refused.json().data.fieldErrors)).toEqual(['caption_en']);
    }
    expect(await databaseFingerprint(t.db.db)).toEqual(before);
    // A text is a caption, even the text "false"; blank is none.
    const kept = await postJson(t.app, '/api/publish-notice', { ...valid, caption_en: 'false' }, cookie);
    expect(kept.json()).toMatchObject({ caption: 'সভার নোটিশ', caption_en: 'false' });
    const none = await postJson(t.app, '/api/publish-notice', { ...valid, caption_en: ' ' }, cookie);
    expect(none.json()).toMatchObject({ caption_en: null });
    await del(`/api/notices/${kept.json().id}`);
    await del(`/api/notices/${none.json().id}`);
  });

  it('adds gallery pictures from a list of addresses and service centers from one', async () => {
    const pics = [await adminPicture('b1'), await adminPicture('b2')];
    const added = await postJson(t.app, '/api/gallery', { pics }, cookie);
    expect(added.json().map((image: { pic: string }) => image.pic)).toEqual(pics);
    expect((await getJson(t.app, '/api/gallery', cookie)).json()[0].pic).toBe(pics[1]);
    const center = await postJson(t.app, '/api/service-centers', { pic: await adminPicture('c1') }, cookie);
    expect((await getJson(t.app, '/api/service-centers/all', cookie)).json()[0]).toEqual(center.json());
    expect((await del(`/api/service-centers/${center.json().id}`)).statusCode).toBe(200);
    expect((await del('/api/gallery/999999999')).statusCode).toBe(404);
  });

  it('lists complaints without a query string, only the unsolved ones on request, and solves by path id', async () => {
    const all = await getJson(t.app, '/api/member-objection-fetch-admin', cookie);
    expect(all.statusCode).toBe(200);
    const unsolved = (await getJson(t.app, '/api/complains-fetch?status=unsolved', cookie)).json();
    expect(unsolved.length).toBeGreaterThan(0);
    expect(unsolved.every((c: { solution: string | null }) => c.solution === null)).toBe(true);
    const id = unsolved[0].id;
    const solved = await postJson(
      t.app,
      `/api/public-complain-solve/${id}`,
      { solution: 'Called back.' },
      cookie,
    );
    expect(solved.json()).toMatchObject({ id, solution: 'Called back.' });
    expect(
      (await postJson(t.app, `/api/public-complain-solve/${id}`, { solution: 'x' }, cookie)).statusCode,
    ).toBe(409);
    const empty = await postJson(t.app, '/api/member-objection-solve/1', { solution: ' ' }, cookie);
    expect(empty.statusCode).toBe(400);
    expect(empty.json().data.fieldErrors.solution[0]).toBe('Please write a solution.');
    const counts = (await getJson(t.app, '/api/complains-counts', cookie)).json();
    expect(counts.unsolved).toBe(unsolved.length - 1);
  });

  it('refuses the desks without a session (401)', async () => {
    expect((await getJson(t.app, '/api/complains-fetch')).statusCode).toBe(401);
    expect((await getJson(t.app, '/api/member-objection-counts-admin')).statusCode).toBe(401);
  });
});
