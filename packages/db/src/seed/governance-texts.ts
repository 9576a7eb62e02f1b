import { formatDate, localizeDigits } from '@samity/domain';

/**
 * What the demo's meetings say, as a Dhaka cooperative of car dealers writes its minutes: the general
 * meetings in Bengali (the members' language at the meeting), the committee's own meeting in English (the
 * office keeps those in English). A resolution's text is what the register shows, so each stands on its own.
 */

export interface AgendaText {
  title: string;
  discussion: string;
  resolutions: string[];
}

/** The financial year (July to June) an audit completed on this date covers: "2025-26". */
export function auditedYear(auditCompletedOn: string): string {
  const [year, month] = auditCompletedOn.split('-').map(Number) as [number, number];
  const ends = month >= 7 ? year : year - 1;
  return `${ends - 1}-${String(ends % 100).padStart(2, '0')}`;
}

const bn = (value: string | number) => localizeDigits(value, 'bn');

export function agmAgenda(facts: { auditCompletedOn: string; year: string }): AgendaText[] {
  const year = bn(facts.year);
  const [from, to] = facts.year.split('-') as [string, string];
  const next = bn(`${Number(from) + 1}-${String((Number(to) + 1) % 100).padStart(2, '0')}`);
  return [
    {
      title: 'পূর্ববর্তী বার্ষিক সাধারণ সভার কার্যবিবরণী পাঠ ও অনুমোদন',
      discussion:
        'দপ্তর সম্পাদক গত বার্ষিক সাধারণ সভার কার্যবিবরণী পাঠ করে শোনান। কার্যবিবরণীর কোনো অংশে আপত্তি বা সংশোধনী প্রস্তাব আসেনি।',
      resolutions: ['গত বার্ষিক সাধারণ সভার কার্যবিবরণী সর্বসম্মতিক্রমে অনুমোদিত হলো।'],
    },
    {
      title: `${year} অর্থবছরের নিরীক্ষিত হিসাব ও নিরীক্ষা প্রতিবেদন অনুমোদন`,
      discussion: [
        `কোষাধ্যক্ষ ${year} অর্থবছরের আয়-ব্যয় হিসাব ও স্থিতিপত্র উপস্থাপন করেন। সমবায় অধিদপ্তরের নিরীক্ষক ${formatDate(facts.auditCompletedOn, 'bn')} তারিখে নিরীক্ষা সম্পন্ন করেছেন; প্রতিবেদনে কোনো গুরুতর আপত্তি নেই।`,
        'সদস্য জনাব মোঃ শাহজাহান অফিস ভাড়া খাতে ব্যয় বাড়ার কারণ জানতে চান। কোষাধ্যক্ষ জানান, নতুন চুক্তিতে মাসিক ভাড়া ৪,০০০ টাকা বেড়েছে এবং চুক্তির কপি অফিসে দেখা যাবে।',
      ].join('\n'),
      resolutions: [`${year} অর্থবছরের নিরীক্ষিত হিসাব ও নিরীক্ষা প্রতিবেদন সর্বসম্মতিক্রমে অনুমোদিত হলো।`],
    },
    {
      title: 'নিট উদ্বৃত্ত বণ্টন',
      discussion:
        'সভাপতি সমবায় সমিতি আইন অনুযায়ী নিট উদ্বৃত্তের ১৫ শতাংশ সংরক্ষিত তহবিলে এবং ৩ শতাংশ সমবায় উন্নয়ন তহবিলে জমা রাখার বিধান ব্যাখ্যা করেন। কয়েকজন সদস্য লভ্যাংশ চাইলেও অধিকাংশ সদস্য সমিতির নিজস্ব কার্যালয়ের তহবিল গড়ার পক্ষে মত দেন।',
      resolutions: [
        'নিট উদ্বৃত্তের ১৫ শতাংশ সংরক্ষিত তহবিলে এবং ৩ শতাংশ সমবায় উন্নয়ন তহবিলে স্থানান্তর করা হবে।',
        'অবশিষ্ট উদ্বৃত্ত সমিতির নিজস্ব কার্যালয় তহবিলে জমা থাকবে; এ বছর লভ্যাংশ বিতরণ করা হবে না।',
      ],
    },
    {
      title: 'সদস্যদের শোরুম ও গাড়ি প্রদর্শন নীতিমালা',
      discussion: [
        'সাধারণ সম্পাদক প্রস্তাবিত নীতিমালা পড়ে শোনান: শোরুমের সামনের ফুটপাতে গাড়ি রাখা যাবে না, প্রতিটি গাড়ির গায়ে দাম ও মডেল বছর লেখা থাকবে, এবং ক্রেতা চাইলে নিবন্ধন ও আমদানির কাগজ দেখাতে হবে।',
        'তেজগাঁও ও প্রগতি সরণির সদস্যরা জানান, সন্ধ্যার পর শোরুমের ভেতরে জায়গা থাকে না। আলোচনার পর ফুটপাতের নিষেধাজ্ঞা সকাল ১০টা থেকে রাত ৮টা পর্যন্ত প্রযোজ্য করার সংশোধনী গৃহীত হয়।',
      ].join('\n'),
      resolutions: [
        'সংশোধনীসহ শোরুম ও গাড়ি প্রদর্শন নীতিমালা অনুমোদিত হলো; পরবর্তী মাসের ১ তারিখ থেকে কার্যকর হবে।',
        'নীতিমালা ভঙ্গ করলে প্রথমবার লিখিত সতর্কবার্তা এবং পরের প্রতিবার ৫,০০০ টাকা জরিমানা হবে; জরিমানার টাকা সমিতির সাধারণ তহবিলে জমা হবে।',
      ],
    },
    {
      title: `${next} অর্থবছরের বাজেট অনুমোদন`,
      discussion:
        'কোষাধ্যক্ষ আগামী অর্থবছরের প্রস্তাবিত বাজেট উপস্থাপন করেন: মাসিক চাঁদা ও গাড়ি মেলার স্টল ভাড়া থেকে আয় ১৪,৬০,০০০ টাকা এবং অফিস ভাড়া, কর্মচারীর বেতন ও সভার খরচ মিলিয়ে ব্যয় ১১,২০,০০০ টাকা।',
      resolutions: [`${next} অর্থবছরের জন্য ১৪,৬০,০০০ টাকা আয় ও ১১,২০,০০০ টাকা ব্যয়ের বাজেট অনুমোদিত হলো।`],
    },
    {
      title: 'বিবিধ',
      discussion:
        'সদস্যরা বিআরটিএ-তে মালিকানা হস্তান্তরে দেরি ও দালালের দৌরাত্ম্য নিয়ে কথা বলেন। সভাপতি জানান, কমিটি বিআরটিএ তেজগাঁও সার্কেলের সঙ্গে বৈঠকের সময় চেয়েছে। আর কোনো আলোচনা না থাকায় সভাপতি সবাইকে ধন্যবাদ জানিয়ে সভা শেষ করেন।',
      resolutions: [],
    },
  ];
}

export function committeeAgenda(facts: { agmDate: string; sgmDate: string; month: string }): AgendaText[] {
  return [
    {
      title: 'Carrying out the showroom rules adopted by the annual general meeting',
      discussion:
        'The General Secretary reported that the rules were sent to every member by SMS. Three showrooms on Progoti Sarani still park cars on the footpath in the afternoon; the Organizing Secretary will visit them this week.',
      resolutions: [
        `The office writes to members who break the showroom rules adopted on ${formatDate(facts.agmDate, 'en')}, first with a warning; fines are charged from the second breach only after the committee has seen the report.`,
      ],
    },
    {
      title: 'Land for the society’s own office',
      discussion:
        'The President presented an offer of 6 kathas in Tejgaon Industrial Area at 1.1 crore taka per katha. Members of the committee agreed that buying land needs the general meeting’s decision and the use of the reserve fund the registrar’s approval.',
      resolutions: [
        `A special general meeting is called on ${formatDate(facts.sgmDate, 'en')} at 15:00 at the society office to decide on the purchase; the General Secretary publishes the notice.`,
      ],
    },
    {
      title: `Income and expenditure for ${facts.month}`,
      discussion:
        'The Treasurer presented the month’s statement: contributions collected from most members, office rent and salaries paid. Eleven members are more than three months behind with their contributions.',
      resolutions: [
        `The income and expenditure statement for ${facts.month} is approved.`,
        'The Treasurer sends a reminder to members more than three months behind before the voter list of the coming election is drawn.',
      ],
    },
  ];
}

export const SGM_AGENDA = [
  'সমিতির নিজস্ব কার্যালয়ের জন্য তেজগাঁও শিল্প এলাকায় ৬ কাঠা জমি কেনার প্রস্তাব বিবেচনা',
  'জমি কেনায় সংরক্ষিত তহবিল ব্যবহারের অনুমোদন (নিবন্ধকের অনুমোদন সাপেক্ষে)',
  'উপ-আইনের ১২ নম্বর ধারা (ভর্তি ফি ৫,০০০ থেকে ১০,০০০ টাকা) সংশোধন',
  'বিবিধ',
];

export const PLACES = {
  agm: 'তেজগাঁও কমিউনিটি সেন্টার, তেজগাঁও শিল্প এলাকা, ঢাকা',
  committee: 'Society office, Tejgaon Industrial Area, Dhaka',
  sgm: 'সমিতির কার্যালয়, তেজগাঁও শিল্প এলাকা, ঢাকা',
} as const;

/** Why an admin refused a nomination, as the election committee writes it. */
export const REJECTION_REASON =
  'মনোনয়নপত্রে প্রস্তাবকের স্বাক্ষর নেই; নির্ধারিত সময়ের মধ্যে সংশোধিত মনোনয়নপত্র জমা দেওয়া যাবে। / The proposer has not signed the nomination paper; a corrected paper may be filed while nominations are open.';

/** Buyers' enquiries as people type them into the form: Bengali, English and a mix of both. */
export const ENQUIRY_MESSAGES: readonly { language: 'bn' | 'en'; text: string; time: string | null }[] = [
  { language: 'bn', text: 'গাড়িটা কি এখনও আছে? দাম কিছু কমানো যাবে? শুক্রবার দেখতে আসতে চাই।', time: 'শুক্রবার সকাল' },
  { language: 'en', text: 'Is the price negotiable? I can pay in cash this week.', time: 'After 5 pm' },
  { language: 'bn', text: 'ব্যাংক লোনে কেনা যাবে? কাগজপত্র সব ঠিক আছে কিনা জানাবেন।', time: null },
  {
    language: 'en',
    text: 'Has the car been in any accident? Please share the auction sheet if you have it.',
    time: 'Any time before 8 pm',
  },
  { language: 'bn', text: 'আমার পুরনো এলিয়ন বদলে এটা নিতে চাই, এক্সচেঞ্জ করেন?', time: 'সন্ধ্যা ৭টার পর' },
  { language: 'en', text: 'What is the registration year and is the tax token up to date?', time: null },
  { language: 'bn', text: 'মাইলেজ কত? সার্ভিস রেকর্ড আছে? গুলশান থেকে আসব।', time: 'দুপুর ২টা–৪টা' },
  {
    language: 'en',
    text: 'Can I bring my own mechanic to check it on Saturday morning?',
    time: 'Saturday 10 am',
  },
  { language: 'bn', text: 'শেষ দাম কত পড়বে বলবেন? আজকেই কথা বলতে চাই।', time: 'আজ সন্ধ্যায়' },
  {
    language: 'en',
    text: 'Interested. Is the colour the same as in the picture? Any scratches?',
    time: null,
  },
  { language: 'bn', text: 'গাড়ির নাম্বার প্লেট ঢাকা মেট্রো তো? মালিকানা বদলের খরচ কে দেবে?', time: 'রাত ৯টার আগে' },
  {
    language: 'en',
    text: 'Looking for a family car for daily Uttara to Motijheel. Is the AC working well?',
    time: 'Weekdays after 6 pm',
  },
];
