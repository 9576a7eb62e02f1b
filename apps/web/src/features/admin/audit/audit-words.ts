import { type Lang, localizeDigits } from '@samity/domain';

/**
 * The audit trail in words: the log stores codes ('publicComplaint.solve', 'public_complaints', 'solved_at'),
 * the page shows what they mean in the page's language. A code the tables do not know (a newer action) is
 * spelled out from its parts rather than shown raw.
 */
type Words = Record<string, readonly [en: string, bn: string]>;

/** The first part of an action: what part of the society's work it touched. */
const AREAS: Words = {
  admin: ['Admins', 'অ্যাডমিন'],
  apiKey: ['API keys', 'এপিআই কী'],
  committee: ['Committees', 'কমিটি'],
  dataUpdate: ['Profile corrections', 'প্রোফাইল সংশোধন'],
  updateRequest: ['Update requests', 'হালনাগাদের অনুরোধ'],
  deposit: ['Deposits', 'জমা'],
  expense: ['Income and expenses', 'আয়-ব্যয়'],
  gallery: ['Gallery', 'গ্যালারি'],
  gateway: ['Online payments', 'অনলাইন পেমেন্ট'],
  member: ['Members', 'সদস্য'],
  monthly: ['Monthly dues', 'মাসিক চাঁদা'],
  nominee: ['Nominees', 'নমিনি'],
  notice: ['Notices', 'নোটিশ'],
  document: ['Documents', 'নথিপত্র'],
  notifications: ['Messages to members', 'সদস্যদের বার্তা'],
  objection: ['Member complaints', 'সদস্যদের অভিযোগ'],
  publicComplaint: ['Public complaints', 'জনসাধারণের অভিযোগ'],
  serviceCenter: ['Service centers', 'সার্ভিস সেন্টার'],
  stock: ['Car stock', 'গাড়ির স্টক'],
  yearEnd: ['Year-end', 'বছর শেষের হিসাব'],
};

const ACTIONS: Words = {
  'admin.create': ['Added an admin', 'অ্যাডমিন যোগ করেছেন'],
  'admin.create_first': ['Created the first admin', 'প্রথম অ্যাডমিন তৈরি করেছেন'],
  'admin.disable': ['Disabled an admin', 'অ্যাডমিন নিষ্ক্রিয় করেছেন'],
  'admin.enable': ['Enabled an admin', 'অ্যাডমিন সক্রিয় করেছেন'],
  'admin.password.change': ['Changed their password', 'নিজের পাসওয়ার্ড বদলেছেন'],
  'admin.password.reset': ["Reset an admin's password", 'অ্যাডমিনের পাসওয়ার্ড রিসেট করেছেন'],
  'apiKey.create': ['Created an API key', 'এপিআই কী তৈরি করেছেন'],
  'apiKey.revoke': ['Revoked an API key', 'এপিআই কী বাতিল করেছেন'],
  'committee.add': ['Added a committee member', 'কমিটিতে সদস্য যোগ করেছেন'],
  'committee.close_term': ["Closed the committee's term", 'কমিটির মেয়াদ শেষ করেছেন'],
  'committee.delete': ['Removed a committee member', 'কমিটি থেকে সদস্য বাদ দিয়েছেন'],
  'dataUpdate.apply': ["Applied a member's correction", 'সদস্যের সংশোধন প্রয়োগ করেছেন'],
  'dataUpdate.solve': ['Solved an update request', 'হালনাগাদের অনুরোধ নিষ্পন্ন করেছেন'],
  'updateRequest.create': ['Asked for a profile correction', 'প্রোফাইল সংশোধনের অনুরোধ করেছেন'],
  'deposit.create': ['Recorded a deposit', 'জমা লিপিবদ্ধ করেছেন'],
  'deposit.payable.update': ['Set the deposit payable', 'প্রদেয় জমা নির্ধারণ করেছেন'],
  'expense.create': ['Added a ledger entry', 'আয়-ব্যয়ের হিসাব যোগ করেছেন'],
  'expense.update': ['Edited a ledger entry', 'আয়-ব্যয়ের হিসাব সম্পাদনা করেছেন'],
  'expense.delete': ['Deleted a ledger entry', 'আয়-ব্যয়ের হিসাব মুছেছেন'],
  'expense.delete_receipt': ['Removed a receipt picture', 'রসিদের ছবি সরিয়েছেন'],
  'gallery.create': ['Added a gallery picture', 'গ্যালারিতে ছবি যোগ করেছেন'],
  'gallery.delete': ['Deleted a gallery picture', 'গ্যালারির ছবি মুছেছেন'],
  'gateway.payment.create': ['Started a bKash payment', 'বিকাশ পেমেন্ট শুরু করেছেন'],
  'gateway.payment.complete': ['Completed a bKash payment', 'বিকাশ পেমেন্ট সম্পন্ন হয়েছে'],
  'gateway.payment.refund': ['Refunded a bKash payment', 'বিকাশ পেমেন্ট ফেরত দিয়েছেন'],
  'member.create': ['Added a member', 'সদস্য যোগ করেছেন'],
  'member.create_deceased': ['Added a deceased member', 'প্রয়াত সদস্য যোগ করেছেন'],
  'member.deceased': ['Recorded a member as deceased', 'সদস্যকে প্রয়াত হিসেবে লিপিবদ্ধ করেছেন'],
  'member.import': ['Imported members', 'সদস্য আমদানি করেছেন'],
  'member.update': ['Edited a member', 'সদস্যের তথ্য সম্পাদনা করেছেন'],
  'member.notificationSettings.update': ['Changed message settings', 'বার্তার সেটিংস বদলেছেন'],
  'member.password.change': ['Changed their password', 'নিজের পাসওয়ার্ড বদলেছেন'],
  'member.password.issue_temporary': ['Issued a temporary password', 'অস্থায়ী পাসওয়ার্ড দিয়েছেন'],
  'monthly.book.create': ["Opened a month's book", 'মাসের খাতা খুলেছেন'],
  'monthly.payment.create': ['Recorded a monthly payment', 'মাসিক চাঁদা লিপিবদ্ধ করেছেন'],
  'nominee.save': ['Saved a nominee', 'নমিনি সংরক্ষণ করেছেন'],
  'notice.create': ['Published a notice', 'নোটিশ প্রকাশ করেছেন'],
  'document.create': ['Uploaded a document', 'নথি আপলোড করেছেন'],
  'document.version.create': ['Uploaded a new version of a document', 'নথির নতুন সংস্করণ আপলোড করেছেন'],
  'document.update': ['Changed a document', 'নথি পরিবর্তন করেছেন'],
  'document.delete': ['Removed a document', 'নথি সরিয়েছেন'],
  'notice.delete': ['Deleted a notice', 'নোটিশ মুছেছেন'],
  'notifications.delivery.retry': ['Retried a message', 'বার্তা আবার পাঠানোর চেষ্টা করেছেন'],
  'notifications.reminders.scheduled': [
    'Sent the scheduled dues reminders',
    'নির্ধারিত বকেয়া অনুস্মারক পাঠানো হয়েছে',
  ],
  'notifications.reminders.send': ['Sent dues reminders', 'বকেয়া অনুস্মারক পাঠিয়েছেন'],
  'notifications.schedule.update': ['Changed the reminder schedule', 'অনুস্মারকের সময়সূচি বদলেছেন'],
  'objection.create': ['Filed a complaint', 'অভিযোগ করেছেন'],
  'objection.solve': ["Solved a member's complaint", 'সদস্যের অভিযোগ নিষ্পন্ন করেছেন'],
  'publicComplaint.solve': ['Solved a public complaint', 'জনসাধারণের অভিযোগ নিষ্পন্ন করেছেন'],
  'publicComplaint.sendSolution': ['Sent the solution by SMS', 'সমাধান এসএমএসে পাঠিয়েছেন'],
  'serviceCenter.create': ['Added a service center logo', 'সার্ভিস সেন্টারের লোগো যোগ করেছেন'],
  'serviceCenter.delete': ['Deleted a service center logo', 'সার্ভিস সেন্টারের লোগো মুছেছেন'],
  'stock.create': ['Listed a car', 'গাড়ি তালিকাভুক্ত করেছেন'],
  'stock.delete': ['Removed a car', 'গাড়ি সরিয়েছেন'],
  'stock.sold': ['Marked a car sold', 'গাড়ি বিক্রীত চিহ্নিত করেছেন'],
  'stock.priceHint.settings': ['Changed the price hint wait', 'দামের ইঙ্গিতের অপেক্ষা বদলেছেন'],
  'yearEnd.pack.make': ['Made a year-end pack', 'বছর শেষের প্যাক তৈরি করেছেন'],
};

/** The kind of record an entry is about (the table it lives in). */
const RECORDS: Words = {
  admins: ['Admin', 'অ্যাডমিন'],
  api_keys: ['API key', 'এপিআই কী'],
  committee_members: ['Committee member', 'কমিটি সদস্য'],
  data_update_requests: ['Update request', 'হালনাগাদের অনুরোধ'],
  deposit_entries: ['Deposit', 'জমা'],
  financial_entries: ['Ledger entry', 'আয়-ব্যয়ের হিসাব'],
  gallery_images: ['Gallery picture', 'গ্যালারির ছবি'],
  gateway_payments: ['bKash payment', 'বিকাশ পেমেন্ট'],
  member_objections: ['Member complaint', 'সদস্যের অভিযোগ'],
  members: ['Member', 'সদস্য'],
  monthly_books: ['Monthly book', 'মাসিক খাতা'],
  monthly_payments: ['Monthly payment', 'মাসিক চাঁদা'],
  nominees: ['Nominee', 'নমিনি'],
  notices: ['Notice', 'নোটিশ'],
  documents: ['Document', 'নথি'],
  notification_outbox: ['Message', 'বার্তা'],
  notification_settings: ['Message settings', 'বার্তার সেটিংস'],
  public_complaints: ['Public complaint', 'জনসাধারণের অভিযোগ'],
  service_center_images: ['Service center logo', 'সার্ভিস সেন্টারের লোগো'],
  stock_cars: ['Car', 'গাড়ি'],
  stock_settings: ['Car stock settings', 'গাড়ির স্টকের সেটিংস'],
  year_closings: ['Financial year', 'অর্থবছর'],
};

const pick = (words: readonly [string, string], lng: Lang) => (lng === 'bn' ? words[1] : words[0]);

/** 'publicComplaint' -> 'public complaint', 'close_term' -> 'close term': a code as words, the last resort. */
export function spellOut(code: string): string {
  const words = code
    .replace(/([a-z])([A-Z])/g, '$1 $2')
    .replace(/[._]+/g, ' ')
    .trim()
    .toLowerCase();
  return words.charAt(0).toUpperCase() + words.slice(1);
}

export function auditAreaLabel(area: string, lng: Lang): string {
  const words = AREAS[area];
  return words ? pick(words, lng) : spellOut(area);
}

export function auditActionLabel(action: string, lng: Lang): string {
  const words = ACTIONS[action];
  if (words) return pick(words, lng);
  // A newer action of a known area: the area's name and the verb spelled out.
  const [area = '', ...rest] = action.split('.');
  return AREAS[area] ? `${pick(AREAS[area], lng)}: ${spellOut(rest.join('.'))}` : spellOut(action);
}

export function auditRecordKindLabel(entity: string, lng: Lang): string {
  const words = RECORDS[entity];
  return words ? pick(words, lng) : spellOut(entity);
}

/** The record an entry is about in words: "Public complaint no. 17" / "জনসাধারণের অভিযোগ নং ১৭". */
export function auditRecordLabel(entry: { entity: string; entity_id: string | null }, lng: Lang): string {
  const kind = auditRecordKindLabel(entry.entity, lng);
  if (!entry.entity_id) return kind;
  return lng === 'bn'
    ? `${kind} নং ${localizeDigits(entry.entity_id, 'bn')}`
    : `${kind} no. ${entry.entity_id}`;
}
