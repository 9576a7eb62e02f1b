import { describe, expect, it } from 'vitest';
import {
  ADMIN_ROUTES,
  CONTROL_CHARACTERS_MESSAGE,
  MEMBER_ROUTES,
  normaliseBdMobile,
  robotsTxt,
  ZMemberLoginInput,
  ZMemberSearchInput,
  ZPublicComplaintInput,
  ZStockSearchInput,
  zText,
} from '../src';

const complaint = { name: 'Rahim', phone: '01712345678', issue: 'The car was not as described' };

describe('zText: the one reader of text inputs', () => {
  it('trims, bounds and refuses NUL and other control characters with a clear message', () => {
    const name = zText({ max: 5, required: 'Enter a name' });
    expect(name.parse('  Ana ')).toBe('Ana');
    expect(name.safeParse('   ').error?.issues[0]?.message).toBe('Enter a name');
    expect(name.safeParse('abcdef').error?.issues[0]?.message).toBe('Must be at most 5 characters');
    for (const bad of ['a\u0000b', 'a\u0007', 'a\nb', 'a\tb', 'a\u007f'])
      expect(name.safeParse(bad).error?.issues[0]?.message, JSON.stringify(bad)).toBe(
        CONTROL_CHARACTERS_MESSAGE,
      );
  });

  it('keeps line breaks and tabs only in multi-line text, never NUL', () => {
    const body = zText({ max: 100, multiline: true });
    expect(body.parse('line 1\r\nline 2\tend')).toBe('line 1\r\nline 2\tend');
    expect(body.safeParse('line\u0000').success).toBe(false);
  });

  it('is used by the search, login and complaint schemas', () => {
    expect(ZMemberSearchInput.safeParse({ search: 'Ra\u0000him' }).success).toBe(false);
    expect(ZStockSearchInput.safeParse({ search: 'Toyota\u0000' }).success).toBe(false);
    expect(ZMemberLoginInput.safeParse({ member: '1\u0000', password: 'secret-pass' }).success).toBe(false);
    expect(ZMemberLoginInput.safeParse({ member: '1001', password: 'pass\u0000word' }).success).toBe(false);
    expect(ZPublicComplaintInput.safeParse({ ...complaint, issue: 'bad\u0000' }).success).toBe(false);
    expect(ZPublicComplaintInput.safeParse({ ...complaint, business: 'x\u0000' }).success).toBe(false);
    expect(ZPublicComplaintInput.parse({ ...complaint, issue: 'two\nlines' }).issue).toBe('two\nlines');
  });
});

describe('mobile numbers', () => {
  it('reads Bengali digits and the country code', () => {
    expect(normaliseBdMobile('+৮৮ ০১৭১২-৩৪৫৬৭৮')).toBe('01712345678');
    expect(normaliseBdMobile('01212345678')).toBeNull();
  });
});

describe('robots.txt', () => {
  it('keeps crawlers out of the APIs and every member and admin page, derived from the route tables', () => {
    const lines = robotsTxt().split('\n');
    expect(lines).toContain('Disallow: /api/');
    expect(lines).toContain('Disallow: /trpc/');
    for (const path of [...MEMBER_ROUTES, ...ADMIN_ROUTES])
      expect(
        lines.some((line) => line === `Disallow: ${path}` || line === `Disallow: ${path}$`),
        path,
      ).toBe(true);
    // /Admin is the start of /AdminPublicComplain: anchored so it does not hide more than itself.
    expect(lines).toContain('Disallow: /Admin$');
    expect(lines).toContain('Disallow: /Financial$');
    expect(lines).toContain('Disallow: /FinancialMonthly');
  });
});

describe('zText with digits', () => {
  it('reads Bengali digits as ASCII ones, and leaves free text alone', async () => {
    const { zText } = await import('../src/schemas/fields');
    const memberNo = zText({ max: 10, required: 'Member is required', digits: true });
    expect(memberNo.parse(' ১০০১ ')).toBe('1001');
    expect(memberNo.parse('1001')).toBe('1001');
    expect(memberNo.parse('১০a১')).toBe('10a1');
    expect(memberNo.safeParse('').success).toBe(false);
    // Eleven Bengali digits are eleven characters after reading, as before: the limit still holds.
    expect(memberNo.safeParse('১'.repeat(11)).success).toBe(false);
    expect(zText({ max: 50 }).parse('২০১৬ সালের গাড়ি')).toBe('২০১৬ সালের গাড়ি');
  });
});
