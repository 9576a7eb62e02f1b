import { labeller, type Words } from './words';

/**
 * Words the database stores in English (committee titles, where money came from, payment methods, complaint
 * types, admin privileges) shown in the page's language. The stored values never change: each vocabulary is
 * a table keyed by the stored value, and a value it does not know (one an admin typed) is shown as it is.
 * Shared by the web pages and the server's statements; kept out of the web's translation files so the public
 * entry script carries none of it. Committee titles live in committee-titles.ts (re-exported here), apart from
 * the members' and admins' words, since public pages show them.
 */
export { committeeTitleLabel } from './committee-titles';

/** Where money came from or went: deposits' sources and the ledger's. */
const SOURCES: Words = {
  'Admission deposit': { en: 'Admission deposit', bn: 'ভর্তি জমা' },
  'Deposit instalment': { en: 'Deposit instalment', bn: 'জমার কিস্তি' },
  'Monthly contributions': { en: 'Monthly contributions', bn: 'মাসিক চাঁদা' },
  'Monthly fee': { en: 'Monthly fee', bn: 'মাসিক চাঁদা' },
  'Meeting hall rent': { en: 'Meeting hall rent', bn: 'সভাকক্ষ ভাড়া' },
  'Car fair stall rent': { en: 'Car fair stall rent', bn: 'গাড়ি মেলার স্টল ভাড়া' },
  Sponsorship: { en: 'Sponsorship', bn: 'পৃষ্ঠপোষকতা' },
  'Bank interest': { en: 'Bank interest', bn: 'ব্যাংক সুদ' },
  'Office rent': { en: 'Office rent', bn: 'অফিস ভাড়া' },
  'Electricity bill': { en: 'Electricity bill', bn: 'বিদ্যুৎ বিল' },
  'Staff salary': { en: 'Staff salary', bn: 'কর্মচারীর বেতন' },
  'Tea and refreshments': { en: 'Tea and refreshments', bn: 'চা-নাশতা' },
  Printing: { en: 'Printing', bn: 'ছাপা' },
  'Event costs': { en: 'Event costs', bn: 'অনুষ্ঠানের খরচ' },
};

const PAYMENT_METHODS: Words = {
  cash: { en: 'Cash', bn: 'নগদ টাকা' },
  bank: { en: 'Bank', bn: 'ব্যাংক' },
  cheque: { en: 'Cheque', bn: 'চেক' },
  bkash: { en: 'bKash', bn: 'বিকাশ' },
  nagad: { en: 'Nagad', bn: 'নগদ' },
  sslcommerz: { en: 'SSLCommerz', bn: 'এসএসএলকমার্জ' },
  mastercard: { en: 'Mastercard', bn: 'মাস্টারকার্ড' },
  amex: { en: 'American Express', bn: 'আমেরিকান এক্সপ্রেস' },
};

const COMPLAINT_TYPES: Words = {
  'legal matter': { en: 'Legal matter', bn: 'আইনি বিষয়' },
  'general objection': { en: 'General objection', bn: 'সাধারণ আপত্তি' },
};

/** English keeps the privilege names admins and the API documents use. */
const PRIVILEGES: Words = {
  'Full_Access+': { en: 'Full_Access+', bn: 'পূর্ণ অধিকার+' },
  Full_Access: { en: 'Full_Access', bn: 'পূর্ণ অধিকার' },
  Finance_Access: { en: 'Finance_Access', bn: 'হিসাব অধিকার' },
  Member_Access: { en: 'Member_Access', bn: 'সদস্য অধিকার' },
};

export const sourceLabel = labeller(SOURCES);
export const paymentMethodLabel = labeller(PAYMENT_METHODS);
export const complaintTypeLabel = labeller(COMPLAINT_TYPES);
export const privilegeLabel = labeller(PRIVILEGES);
