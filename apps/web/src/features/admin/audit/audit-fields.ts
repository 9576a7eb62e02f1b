import { formatMoment, type Lang, localizeDigits } from '@samity/domain';
import { spellOut } from './audit-words';

/**
 * The fields of audited records in words, and their values as people read them: moments in Dhaka time,
 * yes and no for flags, digits in the page's language. Keys are the names the records are written with.
 */
const FIELDS: Record<string, readonly [en: string, bn: string]> = {
  id: ['Number', 'নম্বর'],
  name: ['Name', 'নাম'],
  phone: ['Phone', 'ফোন'],
  email: ['Email', 'ইমেইল'],
  address: ['Address', 'ঠিকানা'],
  father: ["Father's name", 'পিতার নাম'],
  business: ['Business', 'ব্যবসা'],
  member_no: ['Member number', 'সদস্য নম্বর'],
  member_nos: ['Member numbers', 'সদস্য নম্বরগুলো'],
  member: ['Member', 'সদস্য'],
  nid_bcr: ['NID or birth certificate', 'এনআইডি বা জন্ম নিবন্ধন'],
  privilege: ['Privilege', 'অধিকার'],
  title: ['Title', 'পদবি'],
  term: ['Term', 'মেয়াদ'],
  position: ['Position', 'ক্রম'],
  type: ['Type', 'ধরন'],
  kind: ['Kind', 'ধরন'],
  status: ['Status', 'অবস্থা'],
  field: ['Field', 'ঘর'],
  correct_version: ['Corrected value', 'সংশোধিত তথ্য'],
  solution: ['Solution', 'সমাধান'],
  solution_timestamp: ['Solved at', 'সমাধানের সময়'],
  solved_at: ['Solved at', 'সমাধানের সময়'],
  objection: ['Complaint', 'অভিযোগ'],
  issue: ['Complaint', 'অভিযোগ'],
  reason: ['Reason', 'কারণ'],
  note: ['Note', 'মন্তব্য'],
  amount: ['Amount', 'পরিমাণ'],
  payable: ['Payable', 'প্রদেয়'],
  deposit_payable: ['Deposit payable', 'প্রদেয় জমা'],
  source: ['Source', 'উৎস'],
  method: ['Method', 'পদ্ধতি'],
  date: ['Date', 'তারিখ'],
  month: ['Month', 'মাস'],
  receipts: ['Receipts', 'রসিদ'],
  receipt_no: ['Receipt number', 'রসিদ নম্বর'],
  trx_id: ['bKash transaction', 'বিকাশ লেনদেন'],
  invoice: ['Invoice', 'ইনভয়েস'],
  refunded_poisha: ['Refunded', 'ফেরত'],
  caption: ['Caption', 'শিরোনাম'],
  body: ['Text', 'লেখা'],
  brand: ['Brand', 'ব্র্যান্ড'],
  model: ['Model', 'মডেল'],
  model_year: ['Model year', 'মডেল বছর'],
  reg_year: ['Registration year', 'নিবন্ধন বছর'],
  color: ['Colour', 'রং'],
  mileage: ['Mileage', 'চলেছে (কিমি)'],
  asking_price: ['Asking price', 'চাওয়া দাম'],
  sold_at: ['Sold at', 'বিক্রির সময়'],
  created_at: ['Created at', 'তৈরির সময়'],
  deleted_at: ['Deleted at', 'মোছার সময়'],
  deleted_by: ['Deleted by', 'মুছেছেন'],
  revoked_at: ['Revoked at', 'বাতিলের সময়'],
  disabled_at: ['Disabled at', 'নিষ্ক্রিয়ের সময়'],
  expires_at: ['Expires at', 'মেয়াদ শেষ'],
  scope: ['Scope', 'পরিসর'],
  imported: ['Imported', 'আমদানি'],
  relation: ['Relation', 'সম্পর্ক'],
  reminder_day: ['Reminder day', 'অনুস্মারকের দিন'],
  sms_reminders: ['SMS reminders', 'এসএমএস অনুস্মারক'],
  password_is_initial: ['First password', 'প্রথম পাসওয়ার্ড'],
  password_is_temporary: ['Temporary password', 'অস্থায়ী পাসওয়ার্ড'],
  pic: ['Picture', 'ছবি'],
  url: ['Picture', 'ছবি'],
};

export function auditFieldLabel(key: string, lng: Lang): string {
  const words = FIELDS[key];
  if (words) return lng === 'bn' ? words[1] : words[0];
  return spellOut(key);
}

/** An ISO 8601 moment as the API writes them ("2026-11-26T02:42:59.399Z"). */
const MOMENT = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}(:\d{2}(\.\d+)?)?(Z|[+-]\d{2}:\d{2})$/;

/**
 * A field's value as one line for people: a moment in Dhaka time, a flag as yes or no, a list joined by
 * commas, anything else as its text, all in the language's digits. '' for a field that was absent.
 */
export function auditValueText(value: unknown, lng: Lang): string {
  if (value === undefined) return '';
  if (value === null) return lng === 'bn' ? 'নেই' : 'none';
  if (typeof value === 'boolean') return value ? (lng === 'bn' ? 'হ্যাঁ' : 'yes') : lng === 'bn' ? 'না' : 'no';
  if (typeof value === 'string' && MOMENT.test(value)) return formatMoment(value, lng);
  if (Array.isArray(value) && value.every((v) => typeof v !== 'object' || v === null))
    return value.map((v) => auditValueText(v, lng)).join(', ');
  return localizeDigits(typeof value === 'string' ? value : JSON.stringify(value), lng);
}
