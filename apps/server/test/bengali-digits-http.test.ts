import { DEMO_MEMBERS } from '@samity/db';
import { toBengaliDigits } from '@samity/domain';
import { describe, expect, it } from 'vitest';
import { getJson, MEMBER_COOKIE, postJson, sessionCookie } from './auth-helpers';
import { useTestApp } from './helpers';

const t = useTestApp();
const [memberOne] = DEMO_MEMBERS;

/** What a Bengali keyboard types for the same digits. */
const bn = (text: string) => toBengaliDigits(text);

const trpcQuery = (path: string, input: unknown) =>
  getJson(t.app, `/trpc/${path}?input=${encodeURIComponent(JSON.stringify(input))}`);

describe('Bengali digits are the same digits, on REST as on tRPC (issue 36)', () => {
  it('logs member ১০০১ in with the right password, on both transports', async () => {
    for (const path of ['/api/member/login', '/trpc/auth.member.login']) {
      const res = await postJson(t.app, path, {
        member: bn(memberOne!.memberNo),
        password: memberOne!.password,
      });
      expect(res.statusCode, path).toBe(200);
      expect(sessionCookie(res, MEMBER_COOKIE)?.value, path).toBeTruthy();
    }
  });

  it('finds the same members for a number typed in Bengali digits', async () => {
    const ascii = await getJson(t.app, '/api/members/search?search=1001');
    const bengali = await getJson(t.app, `/api/members/search?search=${encodeURIComponent(bn('1001'))}`);
    expect(ascii.statusCode).toBe(200);
    expect(bengali.json()).toEqual(ascii.json());
    expect((ascii.json() as unknown[]).length).toBeGreaterThan(0);
    const overTrpc = await trpcQuery('public.members.search', { search: bn('1001') });
    expect(overTrpc.json().result.data).toEqual(ascii.json());
  });

  it('finds the same cars for a search and a model-year filter in Bengali digits', async () => {
    const query = (search: string, yearFrom: string) =>
      getJson(
        t.app,
        `/api/stocks/search?search=${encodeURIComponent(search)}&year_min=${encodeURIComponent(yearFrom)}&limit=50`,
      );
    const ascii = await query('1001', '2010');
    const bengali = await query(bn('1001'), bn('2010'));
    expect(ascii.statusCode).toBe(200);
    expect(bengali.statusCode).toBe(200);
    expect(bengali.json()).toEqual(ascii.json());
    expect(ascii.json().total).toBeGreaterThan(0);
  });
});
