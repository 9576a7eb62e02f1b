import { SOCIETY } from '@samity/domain';
import { describe, expect, it } from 'vitest';
import { useTestApp } from './helpers';

const t = useTestApp();

const BENGALI_PHONE = { 'accept-language': 'bn-BD,bn;q=0.9' };
const ENGLISH_DESK = { 'accept-language': 'en-US,en;q=0.9' };
const langOf = (html: string) => /<html[^>]*\slang="([^"]*)"/i.exec(html)?.[1];

/** Every kind of page the server answers: public, signed-in (without a session), a dealer's verification. */
async function pagePaths(): Promise<string[]> {
  const row = await t.db.db
    .selectFrom('member_verification_tokens')
    .select('token')
    .limit(1)
    .executeTakeFirstOrThrow();
  return [
    '/',
    '/Stocklist',
    '/ActiveMembers',
    '/MemberLogin',
    '/MemberDashboard',
    '/Admin',
    '/FinancialMonthly',
    `/verify/${row.token}`,
  ];
}

describe("the language of every page, decided once by the server (issue 36's order)", () => {
  it('answers a Bengali phone in Bengali on every route, storing nothing', async () => {
    for (const url of await pagePaths()) {
      const res = await t.app.inject({ method: 'GET', url, headers: BENGALI_PHONE });
      expect(res.statusCode, url).toBe(200);
      expect(langOf(res.body), url).toBe('bn');
      // The first byte's title too: never the English name the app's index.html carries.
      expect(res.body, url).not.toContain(`<title>${SOCIETY.name.en}</title>`);
      expect(res.headers.vary, url).toMatch(/accept-language/i);
      // Only an explicit choice is kept, and the app keeps it: the server sets no language cookie.
      expect(String(res.headers['set-cookie'] ?? ''), url).not.toMatch(/samity\.language/);
    }
  });

  it("answers an English browser in English, and a browser naming neither in the society's default (Bengali)", async () => {
    for (const url of await pagePaths()) {
      const english = await t.app.inject({ method: 'GET', url, headers: ENGLISH_DESK });
      expect(langOf(english.body), url).toBe('en');
      const none = await t.app.inject({ method: 'GET', url });
      expect(langOf(none.body), url).toBe('bn');
      const french = await t.app.inject({ method: 'GET', url, headers: { 'accept-language': 'fr-FR,fr' } });
      expect(langOf(french.body), url).toBe('bn');
    }
  });

  it('puts ?lang= first, then the visitor’s stored choice, then Accept-Language', async () => {
    const asked = await t.app.inject({
      method: 'GET',
      url: '/MemberLogin?lang=en',
      headers: { ...BENGALI_PHONE, cookie: 'samity.language=bn' },
    });
    expect(langOf(asked.body)).toBe('en');
    const chosen = await t.app.inject({
      method: 'GET',
      url: '/Stocklist',
      headers: { ...BENGALI_PHONE, cookie: 'samity.language=en' },
    });
    expect(langOf(chosen.body)).toBe('en');
    const junkChoice = await t.app.inject({
      method: 'GET',
      url: '/Stocklist?lang=xx',
      headers: { ...BENGALI_PHONE, cookie: 'samity.language=de' },
    });
    expect(langOf(junkChoice.body)).toBe('bn');
  });

  it('writes an unknown page’s 404 in the visitor’s language too', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/NoSuchPage', headers: BENGALI_PHONE });
    expect(res.statusCode).toBe(404);
    expect(langOf(res.body)).toBe('bn');
  });
});
