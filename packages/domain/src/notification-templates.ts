import { formatNumber, type Lang, localizeDigits } from './format';
import { type MeetingKind, meetingNoticeText } from './meetings';
import { BN_MONTH_NAMES, MONTH_NAMES } from './months';
import type { NotificationKind } from './schemas/notifications';
import { fitSms, fitSmsWords } from './sms';
import { buyerFirstName, buyerPreferredTime } from './sms-budget';
import { SOCIETY } from './society';

/**
 * The texts of every notification, in English and Bengali: a title and a body for the inbox and email, and an
 * SMS text kept within two SMS parts (fitSms shortens free text such as a solution). Bengali texts use
 * Bengali digits and the taka sign; English SMS texts write "Tk", since the taka sign would turn the whole
 * message into UCS-2 and cut its length from 160 to 70 characters a part.
 */
export type NotificationMessage =
  | { kind: 'dues_reminder'; months: readonly string[]; duePoisha: number; payUrl: string }
  // months: every month one payment recorded ("Pay all dues"), oldest first; month is the first of them.
  | {
      kind: 'payment_recorded';
      month: string;
      months?: readonly string[];
      amountPoisha: number;
      receiptNo: string;
    }
  | { kind: 'payment_refunded'; month: string; amountPoisha: number; receiptNo: string }
  | { kind: 'book_created'; month: string; amountPoisha: number }
  | { kind: 'complaint_answered'; solution: string }
  | { kind: 'data_update_solved'; field: string }
  | { kind: 'notice_published'; title: string }
  | { kind: 'meeting_notice'; meetingKind: MeetingKind; date: string; time: string; place: string }
  | { kind: 'public_complaint_solution'; solution: string }
  // name, phone and message are the anonymous buyer's own words: they are read on the site (the inbox),
  // never sent out; the SMS and email carry the buyer's first name (letters only) and the site's link.
  | {
      kind: 'enquiry_received';
      carTitle: string;
      name: string;
      phone: string;
      message: string;
      /** The buyer's best time to be called, as typed; the SMS carries it cleaned (buyerPreferredTime). */
      preferredTime?: string | null;
      inboxUrl: string;
    }
  // The dealer's enquiry SMS of the day are used up: one SMS says how many more wait in the inbox.
  | { kind: 'enquiry_summary'; count: number; inboxUrl: string }
  // To the admins, once a Dhaka day: this share of the day's SMS budget is used.
  | { kind: 'sms_budget_warning'; percent: number; usedParts: number; dailyParts: number; adminUrl: string };

/**
 * Every kind of message a member is sent is one the inbox and the deliveries list may answer (their schemas'
 * enum): a kind missing there made a member's whole inbox fail its output check. This line does not compile
 * when a kind above is not in NOTIFICATION_KINDS.
 */
export const EVERY_MESSAGE_KIND_LISTED: [Exclude<NotificationMessage['kind'], NotificationKind>] extends [
  never,
]
  ? true
  : never = true;

export interface RenderedNotification {
  title: string;
  body: string;
  sms: string;
  /** The email's text when it must not be the inbox's body (an enquiry: the buyer's words stay on the site). */
  email?: string;
}

/**
 * The dealer's enquiry SMS: who asked about which car, when they would like a call (left out when the
 * buyer gave no usable time) and the inbox link, which is never shortened.
 */
function enquirySms(bn: boolean, who: string, car: string, time: string, inboxUrl: string): string {
  // Bengali travels as UCS-2, 134 units in two parts, and the link takes about 60 of them: the words around
  // the car and the time are as few as still read as a sentence.
  if (bn) return `${who} জানতে চান: ${car}।${time ? ` ফোনের সময়: ${time}।` : ''} ${inboxUrl}`;
  return `${who} asked about your ${car}.${time ? ` Best time to call: ${time}.` : ''} Read it: ${inboxUrl}`;
}

/** 'YYYY-MM' as "September 2026" / "সেপ্টেম্বর ২০২৬". */
function formatYearMonth(yearMonth: string, lng: Lang): string {
  const [year, month] = yearMonth.split('-').map(Number) as [number, number];
  const name = (lng === 'bn' ? BN_MONTH_NAMES : MONTH_NAMES)[month - 1] ?? yearMonth;
  return `${name} ${localizeDigits(year, lng)}`;
}

const amount = (poisha: number, lng: Lang) => formatNumber(poisha / 100, lng, 2);
/** Taka in a title or body: "৳1,500.00" / "৳১,৫০০.০০". */
const taka = (poisha: number, lng: Lang) => `৳${amount(poisha, lng)}`;
/** Taka in an SMS: "Tk 1,500.00" in English (GSM-7), the taka sign in Bengali (UCS-2 anyway). */
const smsTaka = (poisha: number, lng: Lang) =>
  lng === 'bn' ? taka(poisha, lng) : `Tk ${amount(poisha, lng)}`;

function monthsText(months: readonly string[], lng: Lang): string {
  const first = formatYearMonth(months[0] ?? '', lng);
  if (months.length <= 1) return first;
  // Two months are named (they need not be next to each other); more are given as the first and the last.
  if (months.length === 2) return `${first}, ${formatYearMonth(months[1]!, lng)}`;
  return `${first} - ${formatYearMonth(months[months.length - 1]!, lng)}`;
}

export function renderNotification(message: NotificationMessage, lng: Lang): RenderedNotification {
  const prefix = `${SOCIETY.shortName[lng]}: `;
  const bn = lng === 'bn';
  switch (message.kind) {
    case 'dues_reminder': {
      const count = localizeDigits(message.months.length, lng);
      const range = monthsText(message.months, lng);
      const due = message.duePoisha;
      return bn
        ? {
            title: 'বকেয়া মাসিক চাঁদার কথা মনে করিয়ে দিচ্ছি',
            body: `আপনার ${count} মাসের (${range}) মাসিক চাঁদা বকেয়া, মোট ${taka(due, lng)}। অনুগ্রহ করে পরিশোধ করুন: ${message.payUrl}`,
            sms: fitSms(
              prefix,
              `${count} মাসের (${range}) চাঁদা বকেয়া ${smsTaka(due, lng)}। পরিশোধ: ${message.payUrl}`,
            ),
          }
        : {
            title: 'Reminder: monthly contributions due',
            body: `You owe ${taka(due, lng)} in monthly contributions for ${count} month${message.months.length === 1 ? '' : 's'} (${range}). Please pay: ${message.payUrl}`,
            sms: fitSms(
              prefix,
              `You owe ${smsTaka(due, lng)} for ${count} month${message.months.length === 1 ? '' : 's'} (${range}). Pay at ${message.payUrl}`,
            ),
          };
    }
    case 'payment_recorded':
    case 'payment_refunded': {
      const month =
        message.kind === 'payment_recorded' && message.months && message.months.length > 1
          ? monthsText(message.months, lng)
          : formatYearMonth(message.month, lng);
      const paid = message.kind === 'payment_recorded';
      const receipt = message.receiptNo;
      const sentence = (money: string) =>
        bn
          ? paid
            ? `${month} মাসের চাঁদা ${money} জমা হয়েছে। রসিদ নং ${receipt}।`
            : `${month} মাসের চাঁদার ${money} ফেরত দেওয়া হয়েছে (রসিদ নং ${receipt})।`
          : paid
            ? `Your payment of ${money} for ${month} is recorded. Receipt no. ${receipt}.`
            : `Your payment of ${money} for ${month} (receipt no. ${receipt}) is refunded.`;
      const titles = bn ? ['চাঁদা জমা হয়েছে', 'চাঁদা ফেরত দেওয়া হয়েছে'] : ['Payment recorded', 'Payment refunded'];
      return {
        title: titles[paid ? 0 : 1]!,
        body: sentence(taka(message.amountPoisha, lng)),
        sms: fitSms(prefix, sentence(smsTaka(message.amountPoisha, lng))),
      };
    }
    case 'book_created': {
      const month = formatYearMonth(message.month, lng);
      const text = bn
        ? `${month} মাসের চাঁদা ${taka(message.amountPoisha, lng)} নির্ধারিত হয়েছে।`
        : `The monthly contribution for ${month} is ${taka(message.amountPoisha, lng)}.`;
      return {
        title: bn ? 'নতুন মাসের চাঁদা' : 'New monthly contribution',
        body: text,
        sms: fitSms(prefix, text),
      };
    }
    case 'complaint_answered':
      return {
        title: bn ? 'আপনার অভিযোগের উত্তর' : 'Your complaint is answered',
        body: bn ? `সমাধান: ${message.solution}` : `Solution: ${message.solution}`,
        sms: fitSms(
          `${prefix}${bn ? 'আপনার অভিযোগের সমাধান: ' : 'Answer to your complaint: '}`,
          message.solution,
        ),
      };
    case 'data_update_solved': {
      const text = bn
        ? `আপনার তথ্য হালনাগাদের অনুরোধ (${message.field}) সম্পন্ন হয়েছে।`
        : `Your request to update your ${message.field} is done.`;
      return { title: bn ? 'তথ্য হালনাগাদ সম্পন্ন' : 'Data update done', body: text, sms: fitSms(prefix, text) };
    }
    case 'notice_published':
      return {
        title: bn ? 'নতুন নোটিশ' : 'New notice',
        body: message.title,
        sms: fitSms(`${prefix}${bn ? 'নতুন নোটিশ: ' : 'New notice: '}`, message.title),
      };
    case 'meeting_notice': {
      const text = meetingNoticeText({ ...message, kind: message.meetingKind }, lng);
      return { title: text.title, body: text.body, sms: fitSms(prefix, text.body) };
    }
    case 'public_complaint_solution':
      return {
        title: bn ? 'আপনার অভিযোগের সমাধান' : 'Solution to your complaint',
        body: message.solution,
        sms: fitSms(
          `${prefix}${bn ? 'আপনার অভিযোগের সমাধান: ' : 'Solution to your complaint: '}`,
          message.solution,
        ),
      };
    case 'enquiry_received': {
      // In the inbox the dealer calls back: the buyer's name and number come first, the car after. The
      // number keeps its ASCII digits in Bengali too, so the phone offers to call it.
      const who = `${message.name} (${message.phone})`;
      const text = bn
        ? `${who} ${message.carTitle} গাড়িটি সম্পর্কে জানতে চেয়েছেন`
        : `${who} asked about your ${message.carTitle}`;
      // Out of the site, nothing the anonymous buyer typed but a first name of letters and the cleaned
      // preferred time: a link or a number in them would reach the dealer's phone under the society's name.
      const first = buyerFirstName(message.name) ?? (bn ? 'একজন ক্রেতা' : 'A buyer');
      const sms = fitSmsWords(
        ([car, time]) =>
          enquirySms(bn, `${prefix}${first}`, car || (bn ? 'গাড়ি' : 'car'), time ?? '', message.inboxUrl),
        [message.carTitle, buyerPreferredTime(message.preferredTime) ?? ''],
      );
      return {
        title: bn ? 'গাড়ি নিয়ে নতুন জিজ্ঞাসা' : 'New enquiry about a car',
        body: `${text}: ${message.message}`,
        sms,
        email: sms.slice(prefix.length),
      };
    }
    case 'enquiry_summary': {
      const count = localizeDigits(message.count, lng);
      const text = bn
        ? `আজ আরও ${count}টি জিজ্ঞাসা আপনার ইনবক্সে অপেক্ষা করছে: ${message.inboxUrl}`
        : `${count} more enquir${message.count === 1 ? 'y is' : 'ies are'} waiting in your inbox today: ${message.inboxUrl}`;
      return {
        title: bn ? 'আরও জিজ্ঞাসা অপেক্ষা করছে' : 'More enquiries are waiting',
        body: text,
        sms: `${prefix}${text}`,
      };
    }
    case 'sms_budget_warning': {
      const used = localizeDigits(message.usedParts, lng);
      const budget = localizeDigits(message.dailyParts, lng);
      const percent = localizeDigits(message.percent, lng);
      const text = bn
        ? `আজকের এসএমএস বাজেটের ${percent}% খরচ (${used}/${budget})। এরপর জরুরি নয় এমন এসএমএস কাল যাবে।`
        : `${percent}% of today's SMS budget is used (${used}/${budget} parts). Past it, messages that can wait go out tomorrow.`;
      return {
        title: bn ? 'এসএমএস বাজেট প্রায় শেষ' : 'SMS budget nearly used',
        body: `${text} ${message.adminUrl}`,
        sms: fitSms(prefix, text, ` ${message.adminUrl}`),
      };
    }
  }
}
