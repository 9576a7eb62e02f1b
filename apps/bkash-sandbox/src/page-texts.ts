import { MESSAGES, SANDBOX_OTP, SANDBOX_PIN, SANDBOX_WALLETS, type StatusCode } from './constants.js';
import type { EndReason } from './types.js';

/** The payer pages' languages: the merchant passes the payer's as `lang` on the page's address. */
export type Lang = 'en' | 'bn';

export const langOf = (value: unknown): Lang => (value === 'bn' ? 'bn' : 'en');

const BENGALI_DIGITS = '০১২৩৪৫৬৭৮৯';

/** Digits as the language writes them: Bengali digits in Bengali. */
export function digits(text: string, lang: Lang): string {
  return lang === 'bn' ? text.replace(/\d/g, (d) => BENGALI_DIGITS[Number(d)]!) : text;
}

/** Taka grouped the way Bangladesh writes them: 12,34,567.50 (the last three digits, then twos). */
function lakhGrouped(amount: string): string {
  const [whole = '', fraction = ''] = amount.split('.');
  const head = whole.slice(0, -3).replace(/\B(?=(\d{2})+$)/g, ',');
  return `${head ? `${head},` : ''}${whole.slice(-3)}${fraction ? `.${fraction}` : ''}`;
}

/** An amount (two-decimal taka, e.g. "1234.50") as the page shows it: bKash's way, or in Bengali digits. */
export function amountText(amount: string, lang: Lang): string {
  return lang === 'bn' ? `৳${digits(lakhGrouped(amount), 'bn')}` : `BDT ${amount}`;
}

interface StepWords {
  title: string;
  label: string;
  hint: (wallet: string) => string;
}

export interface PageTexts {
  bannerTitle: string;
  bannerText: string;
  bannerLabel: string;
  brand: string;
  languageLabel: string;
  details: string;
  merchant: string;
  merchantName: string;
  invoice: string;
  amount: string;
  confirm: string;
  cancel: string;
  returnToMerchant: string;
  placeholder: string;
  help: { label: string; title: string; lines: string[] };
  steps: Record<'wallet' | 'otp' | 'pin', StepWords>;
  ended: Record<EndReason, { title: string; message?: string }>;
  unknown: { title: string; error: string; message: string };
  /** The gateway's message of a status code a page shows (wrong PIN, insufficient balance...). */
  error: (code: StatusCode) => string;
}

/** Bengali for the codes the payer pages show; the API answers keep bKash's English messages. */
const BN_ERRORS: Partial<Record<StatusCode, string>> = {
  '2002': 'পেমেন্ট আইডি সঠিক নয়',
  '2009': 'ওয়ালেট নম্বর সঠিক নয়',
  '2014': 'পিন ভুল',
  '2015': 'ভুল পিন দেওয়ার সীমা পেরিয়ে গেছে',
  '2016': 'ভেরিফিকেশন কোড ভুল',
  '2017': 'ভুল ভেরিফিকেশন কোড দেওয়ার সীমা পেরিয়ে গেছে',
  '2023': 'অপর্যাপ্ত ব্যালান্স',
  '2037': 'ডেবিট অ্যাকাউন্টের অবস্থার কারণে এই লেনদেন করা যাচ্ছে না',
  '2056': 'পেমেন্টের অবস্থা সঠিক নয়',
  '2057': 'এটি বিকাশ অ্যাকাউন্ট নয়',
  '2062': 'পেমেন্টটি আগেই সম্পন্ন হয়েছে',
  '503': 'রক্ষণাবেক্ষণ চলছে। পরে আবার চেষ্টা করুন',
  '9999': 'সিস্টেমে ত্রুটি।',
};

const WALLETS = SANDBOX_WALLETS.join(', ');

export const TEXTS: Record<Lang, PageTexts> = {
  en: {
    bannerTitle: 'bKash SANDBOX — no real money',
    bannerText: 'A local test stand-in for bKash. Nothing here moves money.',
    bannerLabel: 'Sandbox notice',
    brand: 'bKash Payment',
    languageLabel: 'Language',
    details: 'Payment details',
    merchant: 'Merchant',
    merchantName: 'Samity (sandbox merchant)',
    invoice: 'Invoice',
    amount: 'Amount',
    confirm: 'Confirm',
    cancel: 'Cancel',
    returnToMerchant: 'Return to merchant',
    placeholder: 'e.g 01XXXXXXXXX',
    help: {
      label: 'Sandbox test data',
      title: 'Sandbox test data',
      lines: [
        `Wallets: ${WALLETS}`,
        'Insufficient balance: 01823074817 · Debit blocked: 01823074818',
        `Verification code: ${SANDBOX_OTP} · PIN: ${SANDBOX_PIN}`,
      ],
    },
    steps: {
      wallet: {
        title: 'Step 1 of 3: account number',
        label: 'Your bKash account number',
        hint: () => 'Eleven digits, starting with 01.',
      },
      otp: {
        title: 'Step 2 of 3: verification code',
        label: 'Enter verification code',
        hint: (wallet) => `A verification code has been sent to ${wallet}.`,
      },
      pin: {
        title: 'Step 3 of 3: PIN',
        label: 'Enter PIN of your bKash account',
        hint: (wallet) => `Account ${wallet}.`,
      },
    },
    ended: {
      expired: {
        title: 'Payment time expired',
        message: 'This payment request has expired. Please start the payment again from the merchant.',
      },
      cancelled: { title: 'Payment cancelled', message: 'This payment was cancelled.' },
      failed: { title: 'Payment failed' },
      done: {
        title: 'Payment already submitted',
        message: 'This payment has already been confirmed. You can return to the merchant.',
      },
    },
    unknown: {
      title: 'Invalid payment',
      error: 'Invalid Payment ID',
      message: 'This payment link is not valid. Please start the payment again from the merchant.',
    },
    error: (code) => MESSAGES[code],
  },
  bn: {
    bannerTitle: 'বিকাশ স্যান্ডবক্স — আসল টাকা নয়',
    bannerText: 'বিকাশের একটি স্থানীয় পরীক্ষামূলক বিকল্প। এখানে কোনো টাকা লেনদেন হয় না।',
    bannerLabel: 'স্যান্ডবক্সের বিজ্ঞপ্তি',
    brand: 'বিকাশ পেমেন্ট',
    languageLabel: 'ভাষা',
    details: 'পেমেন্টের বিবরণ',
    merchant: 'মার্চেন্ট',
    merchantName: 'সমিতি (স্যান্ডবক্স মার্চেন্ট)',
    invoice: 'ইনভয়েস',
    amount: 'পরিমাণ',
    confirm: 'নিশ্চিত করুন',
    cancel: 'বাতিল',
    returnToMerchant: 'মার্চেন্টের কাছে ফিরে যান',
    placeholder: 'যেমন 01XXXXXXXXX',
    help: {
      label: 'স্যান্ডবক্সের পরীক্ষার তথ্য',
      title: 'স্যান্ডবক্সের পরীক্ষার তথ্য',
      // The numbers stay in the digits a phone's keypad types.
      lines: [
        `ওয়ালেট: ${WALLETS}`,
        'অপর্যাপ্ত ব্যালান্স: 01823074817 · ডেবিট বন্ধ: 01823074818',
        `ভেরিফিকেশন কোড: ${SANDBOX_OTP} · পিন: ${SANDBOX_PIN}`,
      ],
    },
    steps: {
      wallet: {
        title: 'ধাপ ১/৩: অ্যাকাউন্ট নম্বর',
        label: 'আপনার বিকাশ অ্যাকাউন্ট নম্বর',
        hint: () => 'এগারো অঙ্কের নম্বর, শুরুতে 01।',
      },
      otp: {
        title: 'ধাপ ২/৩: ভেরিফিকেশন কোড',
        label: 'ভেরিফিকেশন কোড দিন',
        hint: (wallet) => `${wallet} নম্বরে একটি ভেরিফিকেশন কোড পাঠানো হয়েছে।`,
      },
      pin: {
        title: 'ধাপ ৩/৩: পিন',
        label: 'আপনার বিকাশ অ্যাকাউন্টের পিন দিন',
        hint: (wallet) => `অ্যাকাউন্ট ${wallet}।`,
      },
    },
    ended: {
      expired: {
        title: 'পেমেন্টের সময় শেষ',
        message: 'এই পেমেন্টের অনুরোধের সময় পেরিয়ে গেছে। মার্চেন্টের কাছ থেকে আবার পেমেন্ট শুরু করুন।',
      },
      cancelled: { title: 'পেমেন্ট বাতিল হয়েছে', message: 'এই পেমেন্টটি বাতিল করা হয়েছে।' },
      failed: { title: 'পেমেন্ট ব্যর্থ হয়েছে' },
      done: {
        title: 'পেমেন্ট আগেই জমা হয়েছে',
        message: 'এই পেমেন্টটি আগেই নিশ্চিত হয়েছে। আপনি মার্চেন্টের কাছে ফিরে যেতে পারেন।',
      },
    },
    unknown: {
      title: 'পেমেন্ট সঠিক নয়',
      error: 'পেমেন্ট আইডি সঠিক নয়',
      message: 'এই পেমেন্ট লিংকটি সঠিক নয়। মার্চেন্টের কাছ থেকে আবার পেমেন্ট শুরু করুন।',
    },
    error: (code) => BN_ERRORS[code] ?? MESSAGES[code],
  },
};
