import { localizeDigits, type MeetingKind, todayInDhaka } from '@samity/domain';

/** The words of the minutes and register files, in both languages (Bengali digits and dd/mm/yyyy in bn). */

export const FILE_LANGS = ['en', 'bn'] as const;
export type FileLang = (typeof FILE_LANGS)[number];

type Texts = Record<FileLang, string>;
const t = (en: string, bn: string): Texts => ({ en, bn });

export const WORDS = {
  minutes: t('Minutes of the {kind}', '{kind}র কার্যবিবরণী'),
  draft: t('DRAFT: not adopted, subject to change', 'খসড়া: গৃহীত হয়নি, পরিবর্তন হতে পারে'),
  date: t('Date', 'তারিখ'),
  time: t('Time', 'সময়'),
  place: t('Place', 'স্থান'),
  quorum: t('Quorum', 'কোরাম'),
  quorumMet: t(
    'Met: {present} present, {required} needed of {entitled} entitled',
    'পূর্ণ: উপস্থিত {present} জন, প্রয়োজন {required} জন, অধিকারী {entitled} জন',
  ),
  quorumNotMet: t(
    'Not met: {present} present, {required} needed of {entitled} entitled',
    'পূর্ণ হয়নি: উপস্থিত {present} জন, প্রয়োজন {required} জন, অধিকারী {entitled} জন',
  ),
  adoptedOn: t('Minutes adopted on', 'কার্যবিবরণী গ্রহণের তারিখ'),
  recordedOn: t('Recorded on', 'লিপিবদ্ধের তারিখ'),
  outcome: t('Outcome', 'ফলাফল'),
  adjourned: t('Adjourned: no resolutions were passed', 'মুলতবি: কোনো সিদ্ধান্ত গৃহীত হয়নি'),
  entitledRule: t(
    'Entitled: active members with fewer than {months} months of contributions unpaid on the meeting’s day',
    'অধিকারী: সভার দিনে {months} মাসের কম চাঁদা বকেয়া থাকা সক্রিয় সদস্য',
  ),
  entitledCommittee: t(
    'Entitled: the active members of the current committee',
    'অধিকারী: বর্তমান কমিটির সক্রিয় সদস্য',
  ),
  entitledEarlier: t(
    'Entitled: every active member (recorded before the arrears rule)',
    'অধিকারী: সকল সক্রিয় সদস্য (বকেয়ার নিয়মের আগে লিপিবদ্ধ)',
  ),
  issued: t('Issued on', 'প্রস্তুতের তারিখ'),
  discussion: t('Discussion', 'আলোচনা'),
  noDiscussion: t('No discussion recorded.', 'কোনো আলোচনা লেখা হয়নি।'),
  resolution: t('Resolution', 'সিদ্ধান্ত'),
  resolutionNo: t('Resolution no. {no}', 'সিদ্ধান্ত নং {no}'),
  corrects: t('corrects no. {no}', 'নং {no} সংশোধন করে'),
  correctedBy: t('corrected by no. {nos}', 'নং {nos} দ্বারা সংশোধিত'),
  noResolutions: t('No resolution.', 'কোনো সিদ্ধান্ত নেই।'),
  register: t('Resolution register', 'সিদ্ধান্ত রেজিস্টার'),
  search: t('Search', 'অনুসন্ধান'),
  count: t('Resolutions', 'সিদ্ধান্তের সংখ্যা'),
  empty: t('No resolution adopted yet.', 'এখনো কোনো সিদ্ধান্ত গৃহীত হয়নি।'),
  no: t('No.', 'নং'),
  meeting: t('Meeting', 'সভা'),
  meetingDate: t('Meeting date', 'সভার তারিখ'),
  item: t('Agenda item', 'আলোচ্য বিষয়'),
  text: t('Resolution', 'সিদ্ধান্ত'),
  corrections: t('Corrections', 'সংশোধন'),
} as const;

export const KIND_WORDS: Record<MeetingKind, Texts> = {
  annual_general: t('annual general meeting', 'বার্ষিক সাধারণ সভা'),
  special_general: t('special general meeting', 'বিশেষ সাধারণ সভা'),
  committee: t('committee meeting', 'ব্যবস্থাপনা কমিটির সভা'),
};

/** A word with its {placeholders} filled. */
export function words(lang: FileLang, key: keyof typeof WORDS, values: Record<string, string> = {}): string {
  return WORDS[key][lang].replace(/\{(\w+)\}/g, (_, name: string) => values[name] ?? '');
}

export const digits = (lang: FileLang, value: string | number) => localizeDigits(value, lang);

/** A calendar day (YYYY-MM-DD) as the society writes it, dd/mm/yyyy, in the language's digits. */
export const dayText = (lang: FileLang, iso: string) =>
  digits(lang, iso.slice(0, 10).split('-').reverse().join('/'));

/** The day in Dhaka of a moment, written as dayText does. */
export const momentDayText = (lang: FileLang, moment: string | Date) =>
  dayText(lang, todayInDhaka(new Date(moment).getTime()));

/** "Annual general meeting" with a capital in English (Bengali has no case). */
export const kindTitle = (lang: FileLang, kind: MeetingKind) => {
  const text = KIND_WORDS[kind][lang];
  return text.charAt(0).toUpperCase() + text.slice(1);
};
