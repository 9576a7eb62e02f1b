import { describe, expect, it } from 'vitest';
import { databaseFingerprint } from '../../../packages/api/test/db-fingerprint';
import { useTestApp } from './helpers';

/**
 * The stop link of an alert SMS opens a page of the app: 200 with the shell for a well-formed token (the SPA
 * fallback would answer 404, as for every path it does not know), 404 for any other stop path. Opening the
 * page stops nothing by itself (an SMS app's link preview or a link scanner must not end the alert); the POST
 * the page sends when the person presses its button does.
 */
const t = useTestApp();
const TOKEN = 'Qm9uZ2xhLWFsZXJ0LXRva2'; // 22 base64url characters, the shape the server gives

async function activeAlert(token: string) {
  const row = await t.db.db
    .insertInto('buyer_alerts')
    .values({
      phone: '01815000999',
      language: 'bn',
      search: null,
      search_pattern: null,
      price_min_poisha: 0,
      price_max_poisha: 500_000_000,
      year_min: 1990,
      year_max: 2026,
      cc_min: null,
      cc_max: null,
      cc_band: null,
      status: 'active',
      code_hash: null,
      code_expires_at: null,
      stop_token: token,
      created_at: new Date(),
      confirmed_at: new Date(),
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  return row.id;
}

const statusOf = async (id: number) =>
  (await t.db.db.selectFrom('buyer_alerts').where('id', '=', id).select('status').executeTakeFirstOrThrow())
    .status;

describe('GET /alerts/stop/<token>', () => {
  it('answers the app with 200, not cached nor indexed, and stops nothing until the page asks', async () => {
    const id = await activeAlert(TOKEN);
    const before = await databaseFingerprint(t.db.db);
    const res = await t.app.inject({ method: 'GET', url: `/alerts/stop/${TOKEN}` });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toMatch(/^text\/html/);
    expect(res.body).toContain('<div id="root">');
    expect(res.headers['cache-control']).toBe('no-store');
    expect(res.headers['x-robots-tag']).toBe('noindex');
    // A HEAD, as some link checkers send, is no different.
    expect((await t.app.inject({ method: 'HEAD', url: `/alerts/stop/${TOKEN}` })).statusCode).toBe(200);
    expect(await statusOf(id)).toBe('active');
    expect(await databaseFingerprint(t.db.db)).toEqual(before);

    const stop = () => t.app.inject({ method: 'POST', url: '/api/alerts/stop', payload: { token: TOKEN } });
    const first = await stop();
    expect(first.statusCode, first.body).toBe(200);
    expect(first.json()).toEqual({ stopped: true, already: false });
    expect(await statusOf(id)).toBe('stopped');
    // The link opened again: still the page, and the answer says it was stopped before.
    expect((await t.app.inject({ method: 'GET', url: `/alerts/stop/${TOKEN}` })).statusCode).toBe(200);
    expect((await stop()).json()).toEqual({ stopped: true, already: true });
  });

  it('answers a well-formed token no search has with the page too (the page says the link is not known)', async () => {
    const res = await t.app.inject({ method: 'GET', url: `/alerts/stop/${'Z'.repeat(22)}?utm=sms` });
    expect(res.statusCode).toBe(200);
    const unknown = await t.app.inject({
      method: 'POST',
      url: '/api/alerts/stop',
      payload: { token: 'Z'.repeat(22) },
    });
    expect(unknown.statusCode).toBe(404);
  });

  it('answers 404 with the app for a stop path that is no token', async () => {
    for (const url of [
      '/alerts/stop/short',
      `/alerts/stop/${'a'.repeat(65)}`,
      '/alerts/stop/abc.def.ghi.jkl.mno',
      `/alerts/stop/${TOKEN}/more`,
      '/alerts/stop/',
      '/alerts/stop',
    ]) {
      const res = await t.app.inject({ method: 'GET', url });
      expect(res.statusCode, url).toBe(404);
      expect(res.headers['content-type'], url).toMatch(/^text\/html/);
    }
  });

  it('is a page only: other methods get 405 naming GET', async () => {
    const res = await t.app.inject({ method: 'POST', url: `/alerts/stop/${TOKEN}`, payload: {} });
    expect(res.statusCode).toBe(405);
    expect(res.headers.allow).toContain('GET');
  });
});
