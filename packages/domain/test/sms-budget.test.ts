import { describe, expect, it } from 'vitest';
import {
  buyerFirstName,
  dhakaDay,
  dhakaMonthStart,
  isUrgentSms,
  renderNotification,
  smsLength,
  smsParts,
} from '../src';

describe("the buyer's first name in the dealer's SMS", () => {
  it.each([
    ['Rahim Uddin', 'Rahim'],
    ['  রহিম উদ্দিন ', 'রহিম'],
    ['evil.example/pay', 'evil'],
    ['http://evil.example/pay', 'http'],
    ['Md. Karim', 'Md'],
    ['01711111111', null],
    ['+880 ১৭১১', null],
    ['!!!', null],
    ['Abcdefghijklmnopqrstuvwxyz', 'Abcdefghijklmno'],
    // A cut never leaves half a conjunct (a trailing virama).
    ['ক্ষক্ষক্ষক্ষক্ষক্ষ', 'ক্ষক্ষক্ষক্ষক্ষ'],
  ])('%j is %j', (name, first) => {
    expect(buyerFirstName(name)).toBe(first);
  });
});

describe('SMS parts and urgency', () => {
  it('counts billed parts: GSM-7 160/153, UCS-2 70/67', () => {
    expect(smsParts('a'.repeat(160))).toBe(1);
    expect(smsParts('a'.repeat(161))).toBe(2);
    expect(smsParts('ক'.repeat(70))).toBe(1);
    expect(smsParts('ক'.repeat(135))).toBe(3);
  });

  it('never holds receipts and login or password codes; holds enquiries, alerts and reminders', () => {
    for (const kind of ['payment_recorded', 'payment_refunded', 'login_code', 'sms_budget_warning'])
      expect(isUrgentSms(kind)).toBe(true);
    for (const kind of ['enquiry_received', 'enquiry_summary', 'alert_code', 'buyer_alert', 'dues_reminder'])
      expect(isUrgentSms(kind)).toBe(false);
  });
});

describe('Dhaka days', () => {
  it('start at 18:00 UTC the day before', () => {
    const day = dhakaDay(new Date('2026-11-29T17:59:59Z'));
    expect(day).toEqual({
      day: '2026-11-29',
      start: new Date('2026-11-28T18:00:00Z'),
      next: new Date('2026-11-29T18:00:00Z'),
    });
    expect(dhakaDay(new Date('2026-11-29T18:00:00Z')).day).toBe('2026-11-30');
    expect(dhakaMonthStart(new Date('2026-11-30T18:30:00Z'))).toEqual(new Date('2026-11-30T18:00:00Z'));
  });
});

describe('the enquiry SMS and the summary', () => {
  const inboxUrl = 'https://samity.example.org/MemberDashboard?lang=bn#enquiries';
  it.each([
    'en',
    'bn',
  ] as const)('carry no text the buyer typed but the first name, within two parts (%s)', (lng) => {
    const long = 'Toyota Land Cruiser Prado TX Limited Edition 2019';
    const text = renderNotification(
      {
        kind: 'enquiry_received',
        carTitle: long,
        name: 'Rahim http://x.example',
        phone: '01711111111',
        message: 'pay at http://evil.example',
        inboxUrl,
      },
      lng,
    );
    expect(text.sms).not.toContain('evil');
    expect(text.sms).not.toContain('01711111111');
    expect(text.sms).not.toContain('x.example');
    expect(text.sms.endsWith(inboxUrl)).toBe(true);
    expect(text.email).not.toContain('evil');
    expect(text.body).toContain('pay at http://evil.example');
    expect(smsLength(text.sms).segments).toBeLessThanOrEqual(2);
    const summary = renderNotification({ kind: 'enquiry_summary', count: 1234, inboxUrl }, lng);
    expect(smsLength(summary.sms).segments).toBeLessThanOrEqual(2);
  });
});
