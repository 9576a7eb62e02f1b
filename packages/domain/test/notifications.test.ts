import { describe, expect, it } from 'vitest';
import {
  type NotificationMessage,
  renderNotification,
  SMS_MAX_SEGMENTS,
  smsLength,
  toInternationalBdMobile,
  ZNotificationSettingsInput,
  ZRemindersSendInput,
} from '../src';

describe('Bangladeshi mobile numbers for SMS', () => {
  it.each([
    ['01712345678', '+8801712345678'],
    ['+8801712345678', '+8801712345678'],
    ['8801712345678', '+8801712345678'],
    ['017-1234 5678', '+8801712345678'],
    ['(+880) 1712-345678', '+8801712345678'],
    ['০১৭১২৩৪৫৬৭৮', '+8801712345678'],
  ])('%s is %s', (typed, international) => {
    expect(toInternationalBdMobile(typed)).toBe(international);
  });

  it.each(['0171234567', '01212345678', '+447912345678', '', 'phone'])('refuses %j', (typed) => {
    expect(toInternationalBdMobile(typed)).toBeNull();
  });
});

describe('SMS length', () => {
  it('counts GSM-7 texts in septets: 160 in one part, 153 a part after that', () => {
    expect(smsLength('a'.repeat(160))).toEqual({ encoding: 'gsm7', units: 160, segments: 1 });
    expect(smsLength('a'.repeat(161))).toEqual({ encoding: 'gsm7', units: 161, segments: 2 });
    expect(smsLength('a'.repeat(306)).segments).toBe(2);
    expect(smsLength('a'.repeat(307)).segments).toBe(3);
    // An extension character takes two septets.
    expect(smsLength(`${'a'.repeat(159)}€`)).toEqual({ encoding: 'gsm7', units: 161, segments: 2 });
  });

  it('counts any other text (Bengali, the taka sign) as UCS-2: 70 in one part, 67 a part after that', () => {
    expect(smsLength('ক'.repeat(70))).toEqual({ encoding: 'ucs2', units: 70, segments: 1 });
    expect(smsLength('ক'.repeat(71)).segments).toBe(2);
    expect(smsLength('ক'.repeat(134)).segments).toBe(2);
    expect(smsLength('ক'.repeat(135)).segments).toBe(3);
    expect(smsLength(`${'a'.repeat(69)}৳`).encoding).toBe('ucs2');
  });
});

const PAY_URL = 'https://samity.example.org/MemberDashboard';
const LONG_TEXT = 'The office has checked the records and corrected the entry. '.repeat(20);

/** Every kind with the longest values it meets in practice. */
const WORST_CASES: NotificationMessage[] = [
  {
    kind: 'dues_reminder',
    months: Array.from(
      { length: 24 },
      (_, i) => `${2025 + Math.floor(i / 12)}-${String((i % 12) + 1).padStart(2, '0')}`,
    ),
    duePoisha: 99_999_999_99,
    payUrl: PAY_URL,
  },
  { kind: 'payment_recorded', month: '2026-09', amountPoisha: 12_345_678_90, receiptNo: 'R-2026-1234567' },
  { kind: 'payment_refunded', month: '2026-12', amountPoisha: 12_345_678_90, receiptNo: 'R-2026-1234567' },
  { kind: 'book_created', month: '2026-11', amountPoisha: 150_000 },
  { kind: 'complaint_answered', solution: LONG_TEXT },
  { kind: 'data_update_solved', field: 'x'.repeat(60) },
  { kind: 'notice_published', title: LONG_TEXT },
  { kind: 'public_complaint_solution', solution: LONG_TEXT },
];

describe('templates', () => {
  it.each(
    WORST_CASES.flatMap((message) =>
      (['en', 'bn'] as const).map((lng) => [message.kind, lng, message] as const),
    ),
  )('%s in %s fits in two SMS parts', (_kind, lng, message) => {
    const { sms, title, body } = renderNotification(message, lng);
    expect(smsLength(sms).segments).toBeLessThanOrEqual(SMS_MAX_SEGMENTS);
    expect(title.length).toBeGreaterThan(0);
    expect(body.length).toBeGreaterThan(0);
  });

  it('writes the reminder in English with the months, the total and the link (GSM-7, Tk in the SMS)', () => {
    const text = renderNotification(
      {
        kind: 'dues_reminder',
        months: ['2026-09', '2026-10', '2026-11'],
        duePoisha: 450_000,
        payUrl: PAY_URL,
      },
      'en',
    );
    expect(text.body).toContain('৳4,500.00');
    expect(text.body).toContain('3 months (September 2026 - November 2026)');
    expect(text.body).toContain(PAY_URL);
    expect(text.sms).toBe(
      `Samity: You owe Tk 4,500.00 for 3 months (September 2026 - November 2026). Pay at ${PAY_URL}`,
    );
    expect(smsLength(text.sms)).toMatchObject({ encoding: 'gsm7', segments: 1 });
  });

  it('names both months of a two-month reminder, which need not be next to each other', () => {
    const message = {
      kind: 'dues_reminder',
      months: ['2026-05', '2026-11'],
      duePoisha: 110_000,
      payUrl: PAY_URL,
    } as const;
    expect(renderNotification(message, 'bn').sms).toContain('২ মাসের (মে ২০২৬, নভেম্বর ২০২৬)');
    expect(smsLength(renderNotification(message, 'bn').sms).segments).toBeLessThanOrEqual(2);
    expect(renderNotification(message, 'en').body).toContain('2 months (May 2026, November 2026)');
  });

  it('writes the reminder in Bengali with Bengali digits and the taka sign', () => {
    const text = renderNotification(
      {
        kind: 'dues_reminder',
        months: ['2026-09', '2026-10', '2026-11'],
        duePoisha: 450_000,
        payUrl: PAY_URL,
      },
      'bn',
    );
    expect(text.sms).toContain('৩ মাসের (সেপ্টেম্বর ২০২৬ - নভেম্বর ২০২৬)');
    expect(text.sms).toContain('৳৪,৫০০.০০');
    expect(text.sms).not.toMatch(/[0-9],/);
    expect(smsLength(text.sms)).toMatchObject({ encoding: 'ucs2', segments: 2 });
  });

  it('names the receipt number of a recorded payment in both languages', () => {
    const message = {
      kind: 'payment_recorded',
      month: '2026-11',
      amountPoisha: 150_000,
      receiptNo: 'R-2026-000123',
    } as const;
    expect(renderNotification(message, 'en').sms).toBe(
      'Samity: Your payment of Tk 1,500.00 for November 2026 is recorded. Receipt no. R-2026-000123.',
    );
    expect(renderNotification(message, 'bn').body).toBe(
      'নভেম্বর ২০২৬ মাসের চাঁদা ৳১,৫০০.০০ জমা হয়েছে। রসিদ নং R-2026-000123।',
    );
  });

  it('shortens a long solution in the SMS and keeps it whole in the inbox', () => {
    const text = renderNotification({ kind: 'complaint_answered', solution: LONG_TEXT }, 'en');
    expect(text.sms.endsWith('...')).toBe(true);
    expect(text.body).toContain(LONG_TEXT);
  });
});

describe('settings and reminders input', () => {
  it('reads an email address, lower-cased; "" or null remove it; a bad one is refused', () => {
    expect(ZNotificationSettingsInput.parse({ email: ' Karim@Example.COM ' }).email).toBe(
      'karim@example.com',
    );
    expect(ZNotificationSettingsInput.parse({ email: '' }).email).toBeNull();
    expect(ZNotificationSettingsInput.parse({ email: null }).email).toBeNull();
    expect(ZNotificationSettingsInput.safeParse({ email: 'karim@' }).success).toBe(false);
    expect(ZNotificationSettingsInput.safeParse({ email: 'a\u0000@b.com' }).success).toBe(false);
    expect(ZNotificationSettingsInput.safeParse({ language: 'fr' }).success).toBe(false);
  });

  it('sends to 1 to 500 members named, or all', () => {
    expect(ZRemindersSendInput.safeParse({ memberNos: [] }).success).toBe(false);
    expect(ZRemindersSendInput.safeParse({ memberNos: Array(501).fill('1') }).success).toBe(false);
    expect(ZRemindersSendInput.safeParse({ all: true }).success).toBe(true);
    expect(ZRemindersSendInput.safeParse({ all: false }).success).toBe(false);
  });
});
