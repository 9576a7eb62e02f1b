import { describe, expect, it } from 'vitest';
import { renderNotification } from '../src/notification-templates';
import { fitSmsWords, SMS_MAX_SEGMENTS, smsLength } from '../src/sms';
import { buyerPreferredTime } from '../src/sms-budget';

const inboxUrl = 'https://samity.example.org/MemberDashboard?lang=bn#enquiries';

const enquiry = (carTitle: string, preferredTime: string | null) =>
  ({
    kind: 'enquiry_received',
    carTitle,
    name: 'Rahim Uddin',
    phone: '01711111111',
    message: 'Is the price negotiable?',
    preferredTime,
    inboxUrl,
  }) as const;

/** Every word of the SMS outside the link is a whole word of the car, the time or the template. */
function wordsOf(text: string) {
  return text
    .replace(inboxUrl, '')
    .split(/[\s.,:।]+/u)
    .filter(Boolean);
}

describe('the enquiry SMS to the dealer', () => {
  it('carries the preferred time in both languages', () => {
    const en = renderNotification(enquiry('Toyota Axio 2016', 'after 5 pm'), 'en').sms;
    expect(en).toBe(
      `Samity: Rahim asked about your Toyota Axio 2016. Best time to call: after 5 pm. Read it: ${inboxUrl}`,
    );
    expect(smsLength(en)).toMatchObject({ encoding: 'gsm7', segments: 1 });
    expect(renderNotification(enquiry('Toyota Axio 2016', 'after 5 pm'), 'bn').sms).toContain('after 5 pm');
    const bn = renderNotification(enquiry('Toyota Axio 2016', 'সন্ধ্যা ৬টার পর'), 'bn').sms;
    expect(bn).toContain('ফোনের সময়: সন্ধ্যা ৬টার পর।');
    expect(bn).toContain('Toyota Axio 2016');
    expect(bn.endsWith(inboxUrl)).toBe(true);
    // Bengali travels as UCS-2: 67 units a part once split, so two parts hold 134.
    expect(smsLength(bn)).toMatchObject({ encoding: 'ucs2', segments: 2 });
  });

  it('leaves the time out when the buyer gave none', () => {
    const sms = renderNotification(enquiry('Honda Vezel 2018', null), 'en').sms;
    expect(sms).toBe(`Samity: Rahim asked about your Honda Vezel 2018. Read it: ${inboxUrl}`);
  });

  it.each(['en', 'bn'] as const)('is shortened by whole words only, within two parts (%s)', (lng) => {
    const car = 'Toyota Land Cruiser Prado TX Limited Edition Sunroof Leather 2019';
    const time = 'any weekday evening after office hours or Friday morning';
    const sms = renderNotification(enquiry(car, time), lng).sms;
    expect(smsLength(sms).segments).toBeLessThanOrEqual(SMS_MAX_SEGMENTS);
    expect(sms.endsWith(inboxUrl)).toBe(true);
    const allowed = new Set(wordsOf(renderNotification(enquiry(car, time), lng).email ?? ''));
    for (const word of wordsOf(`${car} ${time}`)) allowed.add(word);
    const template = renderNotification(enquiry('x', 'y'), lng).sms;
    for (const word of wordsOf(template)) allowed.add(word);
    for (const word of wordsOf(sms)) expect(allowed.has(word.replace(/\.\.\.$/, ''))).toBe(true);
    expect(sms).toContain('Toyota Land');
    expect(sms).toMatch(lng === 'bn' ? /ফোনের সময়: any weekday/u : /Best time to call: any weekday/);
  });

  it('keeps a Bengali car name and a Bengali time whole, in an English SMS too (which turns UCS-2)', () => {
    const sms = renderNotification(
      enquiry('টয়োটা ল্যান্ড ক্রুজার প্রাডো টিএক্স লিমিটেড ২০১৯', 'শুক্রবার সকাল দশটা থেকে দুপুর বারোটা'),
      'en',
    ).sms;
    expect(smsLength(sms)).toMatchObject({ encoding: 'ucs2' });
    expect(smsLength(sms).segments).toBeLessThanOrEqual(SMS_MAX_SEGMENTS);
    for (const word of sms.replace(inboxUrl, '').split(/\s+/u)) {
      // No word ends in a vowel sign cut from its letter's neighbour or a virama (half a conjunct).
      expect(word).not.toMatch(/\u09CD$/u);
    }
    expect(sms.endsWith(inboxUrl)).toBe(true);
  });
});

describe('fitSmsWords', () => {
  it('drops words from the longest piece first and marks the cut', () => {
    const fixed = 'x'.repeat(285);
    const text = fitSmsWords(([a, b]) => `${a} ${b} | ${fixed}`, ['one two three four', 'five']);
    expect(text).toBe(`one two... five | ${fixed}`);
  });
  it('returns the message whole when it fits', () => {
    expect(fitSmsWords(([a]) => `hello ${a}`, ['world'])).toBe('hello world');
  });
});

describe('buyerPreferredTime', () => {
  it('keeps a time as written, in either script', () => {
    expect(buyerPreferredTime('after 5 pm')).toBe('after 5 pm');
    expect(buyerPreferredTime('10:30-11:30')).toBe('10:30-11:30');
    expect(buyerPreferredTime('সন্ধ্যা ৬টার পর')).toBe('সন্ধ্যা ৬টার পর');
  });
  it('carries no link, address or phone number', () => {
    expect(buyerPreferredTime('call 01711111111 or http://evil.example now')).toBe(
      'call or http evil example now',
    );
    expect(buyerPreferredTime('০১৭১১ ১১১১১১')).toBeNull();
    expect(buyerPreferredTime('0171 1234 5678 evening')).toBe('0171 1234 evening');
    expect(buyerPreferredTime('')).toBeNull();
    expect(buyerPreferredTime('!!!')).toBeNull();
  });
  it('is at most 40 characters of whole words', () => {
    const time = buyerPreferredTime('morning '.repeat(10)) ?? '';
    expect(time.length).toBeLessThanOrEqual(40);
    expect(time.split(' ').every((word) => word === 'morning')).toBe(true);
  });
});
