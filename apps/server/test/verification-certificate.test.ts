import { createMember, type TestMember } from '@samity/api/testing';
import { beforeAll, describe, expect, it } from 'vitest';
import { CERTIFICATE_QR_SIZE } from '../src/verification/certificate-pdf';
import { cookieFor, useTestApp } from './helpers';
import { fontText } from './pdf-font-text';
import { pdfQrText } from './pdf-qr';

/** The member's certificate: a PDF in en or bn, for the session's member only. */
// The site's address comes from PUBLIC_ORIGIN, never from the Host header a request names.
const t = useTestApp({ PUBLIC_ORIGIN: 'http://samity.example' });
const PATH = '/api/member/verification/certificate.pdf';
let member: TestMember;
let cookie: string;
beforeAll(async () => {
  member = await createMember(t.db.db, { password: 'certificate-pass-1', name: 'Karim Uddin' });
  cookie = await cookieFor(t, member);
});

describe('GET /api/member/verification/certificate.pdf', () => {
  it.each(['en', 'bn'])('answers the member their own certificate in %s', async (lang) => {
    const res = await t.app.inject({ method: 'GET', url: `${PATH}?lang=${lang}`, headers: { cookie } });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('application/pdf');
    expect(res.headers['content-disposition']).toBe(
      `attachment; filename="certificate-${member.memberNo}-${lang}.pdf"`,
    );
    expect(res.headers['cache-control']).toBe('no-store');
    expect(res.rawPayload.subarray(0, 5).toString('latin1')).toBe('%PDF-');
    // The title a PDF reader shows names the member, in the certificate's language; the document is one page.
    const text = res.rawPayload.toString('latin1');
    if (lang === 'en') expect(text).toContain(`Certificate of Membership - ${member.memberNo}`);
    else expect(text).not.toContain('Certificate of Membership');
    expect(text.match(/\/Type \/Page\b/g)).toHaveLength(1);
  });

  it('refuses a visitor and an admin (no member session) with 401, and a member on an initial password with 403', async () => {
    expect((await t.app.inject({ method: 'GET', url: PATH })).statusCode).toBe(401);
    const admin = await cookieFor(t, 'Full_Access+');
    expect((await t.app.inject({ method: 'GET', url: PATH, headers: { cookie: admin } })).statusCode).toBe(
      401,
    );
    const initial = await createMember(t.db.db, { password: 'issued-pass-1', initial: true });
    const res = await t.app.inject({
      method: 'GET',
      url: PATH,
      headers: { cookie: await cookieFor(t, initial) },
    });
    expect(res.statusCode).toBe(403);
    expect(res.headers['content-type']).toMatch(/^application\/json/);
  });

  it('refuses a language it does not have with 400, and other methods with 405', async () => {
    const bad = await t.app.inject({ method: 'GET', url: `${PATH}?lang=fr`, headers: { cookie } });
    expect(bad.statusCode).toBe(400);
    const post = await t.app.inject({ method: 'POST', url: PATH, headers: { cookie } });
    expect(post.statusCode).toBe(405);
  });

  it("makes each member's certificate from their own token: another member gets theirs, not this one", async () => {
    const other = await createMember(t.db.db, { password: 'certificate-pass-2' });
    const res = await t.app.inject({
      method: 'GET',
      url: PATH,
      headers: { cookie: await cookieFor(t, other) },
    });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-disposition']).toContain(`certificate-${other.memberNo}-en.pdf`);
  });

  it.each([
    'en',
    'bn',
  ])("draws a QR code that reads as the absolute address of the member's verification page (%s)", async (lang) => {
    const res = await t.app.inject({
      method: 'GET',
      url: `${PATH}?lang=${lang}`,
      headers: { cookie, host: 'forged.example' },
    });
    const { token } = await t.db.db
      .selectFrom('member_verification_tokens')
      .select('token')
      .where('member_id', '=', member.id)
      .executeTakeFirstOrThrow();
    expect(pdfQrText(res.rawPayload, CERTIFICATE_QR_SIZE)).toBe(
      `http://samity.example/verify/${token}?lang=${lang}`,
    );
  });

  it('writes the Bengali certificate in shaped Bengali, digits included, and the English one without', async () => {
    const bengali = await createMember(t.db.db, {
      password: 'certificate-pass-3',
      name: 'করিম উদ্দিন',
      memberNo: '97315',
    });
    const get = async (lang: string) =>
      fontText(
        (
          await t.app.inject({
            method: 'GET',
            url: `${PATH}?lang=${lang}`,
            headers: { cookie: await cookieFor(t, bengali) },
          })
        ).rawPayload,
      );
    const bn = await get('bn');
    // The title's স দ প ন, the name's ক র ম, the member number's ৯ ৭ ৩ ১ ৫, and দ্দ drawn as one shaped glyph.
    for (const glyph of [
      '09b8',
      '09a6',
      '09aa',
      '09a8',
      '0995',
      '09b0',
      '09ae',
      '09ef',
      '09ed',
      '09e9',
      '09e7',
      '09eb',
    ])
      expect(bn, glyph).toMatch(new RegExp(`[<\\s]${glyph}[>\\s]`));
    expect(bn).toContain('<09a6 09cd 09a6>');
    // The English sheet has the Bengali name, but no Bengali digits or title.
    const en = await get('en');
    for (const glyph of ['09ef', '09ed', '09b8']) expect(en).not.toMatch(new RegExp(`[<\\s]${glyph}[>\\s]`));
  });
});
