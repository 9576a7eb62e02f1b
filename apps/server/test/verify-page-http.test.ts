import { createMember } from '@samity/api/testing';
import { describe, expect, it } from 'vitest';
import { useTestApp } from './helpers';

/**
 * A dealer's verification page (/verify/<token>, the certificate's QR code): the app's shell with 200 for a
 * token that names a member, 404 for an unknown, rotated or malformed one, never cached, never indexed.
 */
const t = useTestApp();

const tokenOf = async (memberId: number) =>
  (
    await t.db.db
      .selectFrom('member_verification_tokens')
      .select('token')
      .where('member_id', '=', memberId)
      .executeTakeFirstOrThrow()
  ).token;

const get = (url: string) => t.app.inject({ method: 'GET', url });

describe('the verification page', () => {
  it("answers a member's token with the app, and any other token with 404", async () => {
    const member = await createMember(t.db.db);
    const page = await get(`/verify/${await tokenOf(member.id)}`);
    expect(page.statusCode).toBe(200);
    expect(page.headers['content-type']).toContain('text/html');
    expect(page.headers['cache-control']).toBe('no-store');
    expect(page.headers['x-robots-tag']).toBe('noindex');
    expect(page.body).toContain('<div id="root">');
    for (const token of ['A'.repeat(43), 'short', '..%2F..%2Fetc', `${'B'.repeat(43)}x`]) {
      const unknown = await get(`/verify/${token}`);
      expect(unknown.statusCode, token).toBe(404);
      expect(unknown.headers['cache-control'], token).toBe('no-store');
    }
  });

  it('answers 200 for a member not in good standing: the page exists and says so', async () => {
    const deceased = await createMember(t.db.db, { status: 'deceased' });
    expect((await get(`/verify/${await tokenOf(deceased.id)}`)).statusCode).toBe(200);
  });

  it('answers 404 for a token rotated away, at once', async () => {
    const member = await createMember(t.db.db);
    const old = await tokenOf(member.id);
    await t.db.db
      .updateTable('member_verification_tokens')
      .set({ token: 'C'.repeat(43) })
      .where('member_id', '=', member.id)
      .execute();
    expect((await get(`/verify/${old}`)).statusCode).toBe(404);
    expect((await get(`/verify/${'C'.repeat(43)}`)).statusCode).toBe(200);
  });

  it('answers other methods with 405', async () => {
    const res = await t.app.inject({ method: 'DELETE', url: `/verify/${'A'.repeat(43)}` });
    expect(res.statusCode).toBe(405);
  });
});
