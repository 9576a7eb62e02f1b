import type { BilingualText } from '@samity/domain';

/** The fixed wording of the membership form, in both languages (the society's own details are config). */
export const FORM_TITLE: BilingualText = {
  bn: 'সদস্য ভর্তির আবেদন ফরম',
  en: 'Membership Application Form',
};

export const PHOTO_BOX: BilingualText = { bn: 'ছবি', en: 'Photo' };

export const APPLICANT_SECTION: BilingualText = { bn: 'আবেদনকারীর তথ্য', en: 'Applicant' };
export const APPLICANT_FIELDS: BilingualText[] = [
  { bn: 'আবেদনকারীর নাম', en: "Applicant's name" },
  { bn: 'পিতার নাম', en: "Father's name" },
  { bn: 'প্রতিষ্ঠানের নাম', en: 'Business name' },
  { bn: 'ব্যবসার ঠিকানা', en: 'Business address' },
  { bn: 'মোবাইল নম্বর', en: 'Mobile number' },
  { bn: 'ভোটার আইডি বা পাসপোর্ট নম্বর', en: 'Voter ID or passport number' },
  { bn: 'ট্রেড লাইসেন্স নম্বর', en: 'Trade licence number' },
];

export const NOMINEE_SECTION: BilingualText = { bn: 'নমিনির তথ্য', en: 'Nominee' };
export const NOMINEE_FIELDS: BilingualText[] = [
  { bn: 'নমিনির নাম', en: "Nominee's name" },
  { bn: 'আবেদনকারীর সাথে সম্পর্ক', en: 'Relation to the applicant' },
  { bn: 'ভোটার আইডি বা জন্ম নিবন্ধন নম্বর', en: 'Voter ID or birth certificate number' },
  { bn: 'নমিনির মোবাইল নম্বর', en: "Nominee's mobile number" },
];

/** The five documents the Become A Member page asks for. */
export const DOCUMENTS_SECTION: BilingualText = { bn: 'প্রয়োজনীয় কাগজপত্র', en: 'Documents required' };
export const DOCUMENTS: BilingualText[] = [
  { bn: 'ট্রেড লাইসেন্স', en: 'Trade licence' },
  { bn: 'ভোটার আইডি বা পাসপোর্ট', en: 'Voter ID or passport' },
  { bn: 'দুই কপি পাসপোর্ট সাইজের ছবি', en: 'Two passport photos' },
  { bn: 'নমিনির ভোটার আইডি বা জন্ম নিবন্ধন সনদ', en: 'Nominee voter ID or birth certificate' },
  { bn: 'নমিনির ছবি', en: 'Nominee photo' },
];

export const DECLARATION: BilingualText = {
  bn: 'আমি ঘোষণা করছি যে উপরের সকল তথ্য সত্য। আমি সমিতির উপআইন ও সিদ্ধান্ত মেনে চলব।',
  en: 'I declare that the information above is true. I will abide by the by-laws and decisions of the society.',
};

export const SIGNATURES: BilingualText[] = [
  { bn: 'আবেদনকারীর স্বাক্ষর ও তারিখ', en: "Applicant's signature and date" },
  { bn: 'সুপারিশকারী সদস্যের স্বাক্ষর', en: 'Signature of a recommending member' },
];

export const OFFICE_USE: BilingualText = {
  bn: 'অফিস কর্তৃক পূরণীয় — সদস্য নং: ............   অনুমোদনের তারিখ: ............',
  en: 'For office use — Member No: ............   Approved on: ............',
};
