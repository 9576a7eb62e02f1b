/**
 * The society's identity: one configuration read by the web (header, footer, about text) and
 * by the server (the membership form PDF), instead of literals scattered through the UI. Change it here to
 * run the product for another society; both languages are required because the site is bilingual.
 */
export interface BilingualText {
  en: string;
  bn: string;
}

export interface SocietyConfig {
  name: BilingualText;
  shortName: BilingualText;
  address: BilingualText;
  /** The registering authority, printed on the membership form. */
  registration: BilingualText;
  /**
   * The language of a page for a visitor who has not chosen one and whose browser names neither Bengali nor
   * English (a link preview, a scanner, a phone set to another language): the language most members read.
   */
  defaultLanguage: 'bn' | 'en';
}

export const SOCIETY: SocietyConfig = {
  name: {
    en: 'Dhaka Reconditioned Car Dealers Cooperative Society Ltd.',
    bn: 'ঢাকা রিকন্ডিশন্ড কার ডিলার্স সমবায় সমিতি লিঃ',
  },
  shortName: { en: 'Samity', bn: 'সমিতি' },
  address: {
    en: 'Tejgaon Industrial Area, Dhaka 1208, Bangladesh',
    bn: 'তেজগাঁও শিল্প এলাকা, ঢাকা ১২০৮, বাংলাদেশ',
  },
  registration: {
    en: 'Registered with the Department of Cooperatives, Government of Bangladesh',
    bn: 'সমবায় অধিদপ্তর, গণপ্রজাতন্ত্রী বাংলাদেশ সরকার কর্তৃক নিবন্ধিত',
  },
  defaultLanguage: 'bn',
};
