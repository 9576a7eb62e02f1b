import { formatDate, localizeDigits, SOCIETY } from '@samity/domain';
import { type DemoPdf, dhakaDaysAgo, dhakaTime, type SeedContext } from './context';
import type { SeededGovernance } from './governance';

const bn = (value: string | number) => localizeDigits(value, 'bn');

const BYLAW_SECTIONS = [
  {
    heading: 'ধারা ১: নাম ও কার্যালয়',
    text: `সমিতির নাম ${SOCIETY.name.bn}। নিবন্ধিত কার্যালয়: ${SOCIETY.address.bn}।`,
  },
  {
    heading: 'ধারা ২: উদ্দেশ্য',
    text: 'রিকন্ডিশন্ড গাড়ি ব্যবসায়ী সদস্যদের ন্যায্য ব্যবসা, পারস্পরিক সহযোগিতা ও ক্রেতাদের প্রতি সততা নিশ্চিত করা; সদস্যদের সঞ্চয় ও আমানত সংগ্রহ এবং সরকারি দপ্তরে সদস্যদের পক্ষে যোগাযোগ করা।',
  },
  {
    heading: 'ধারা ৫: সদস্যপদ',
    text: 'ঢাকা মহানগরে বৈধ ট্রেড লাইসেন্সধারী যেকোনো রিকন্ডিশন্ড গাড়ি ব্যবসায়ী ভর্তি ফি ও আমানত জমা দিয়ে সদস্য হতে পারবেন। একজন সদস্যের একটিই ভোট।',
  },
  {
    heading: 'ধারা ১২: ভর্তি ফি ও আমানত',
    text: 'ভর্তি ফি ৫,০০০ টাকা (ফেরতযোগ্য নয়)। প্রত্যেক সদস্য কিস্তিতে মোট ৫০,০০০ টাকা আমানত জমা দেবেন।',
  },
  {
    heading: 'ধারা ১৮: মাসিক চাঁদা',
    text: 'মাসিক চাঁদা সাধারণ সভার সিদ্ধান্ত অনুযায়ী নির্ধারিত হবে এবং প্রতি মাসের ১০ তারিখের মধ্যে পরিশোধযোগ্য। তিন মাসের চাঁদা বকেয়া থাকলে সদস্য নির্বাচনে ভোট দিতে বা প্রার্থী হতে পারবেন না।',
  },
  {
    heading: 'ধারা ২৪: বার্ষিক সাধারণ সভা',
    text: 'বার্ষিক নিরীক্ষা সম্পন্ন হওয়ার ৬০ দিনের মধ্যে বার্ষিক সাধারণ সভা অনুষ্ঠিত হবে। সভার অন্তত ১৫ দিন আগে সব সদস্যকে নোটিশ দিতে হবে। মোট সদস্যের এক-তৃতীয়াংশের উপস্থিতিতে কোরাম হবে।',
  },
  {
    heading: 'ধারা ৩০: ব্যবস্থাপনা কমিটি',
    text: 'এগারো সদস্যের ব্যবস্থাপনা কমিটি সদস্যদের প্রত্যক্ষ ভোটে তিন বছরের জন্য নির্বাচিত হবে। প্রক্সি ভোট গ্রহণযোগ্য নয়।',
  },
];

const SHOWROOM_SECTION = {
  heading: 'ধারা ৩১ক: শোরুম ও গাড়ি প্রদর্শন (সংশোধনী)',
  text: 'সদস্যরা শোরুমের সামনের ফুটপাতে সকাল ১০টা থেকে রাত ৮টা পর্যন্ত গাড়ি রাখবেন না; প্রতিটি গাড়িতে দাম ও মডেল বছর লেখা থাকবে এবং ক্রেতা চাইলে নিবন্ধন ও আমদানির কাগজ দেখাতে হবে।',
};

function auditReport(year: string, completedOn: string, at: Date): DemoPdf {
  return {
    lang: 'en',
    title: `Audit report for the financial year ${year}`,
    facts: [
      ['Financial year', `1 July ${year.slice(0, 4)} to 30 June ${Number(year.slice(0, 4)) + 1}`],
      ['Auditor', 'Cooperative auditor, Department of Cooperatives, Dhaka Metropolitan'],
      ['Audit completed', formatDate(completedOn, 'en')],
      ['Classification', 'A (good)'],
    ],
    sections: [
      {
        heading: 'Income and expenditure',
        text: 'Income 13,84,500 taka (monthly contributions 11,52,000; car fair stall rent 1,80,000; bank interest 52,500). Expenditure 10,41,200 taka (office rent 3,36,000; salaries 4,20,000; meetings and events 1,85,200; printing and others 1,00,000). Net surplus 3,43,300 taka.',
      },
      {
        heading: 'Balance sheet',
        text: 'Members’ deposits 64,20,000 taka held in fixed deposits with Sonali Bank, Tejgaon branch. Reserve fund 8,75,400 taka. Cash and bank balances agree with the statements at 30 June.',
      },
      {
        heading: 'Observations',
        text: 'The books are kept up to date and every payment is receipted. Eleven members were more than three months behind with their contributions at the year end; the committee should follow them up. The reserve fund transfer of the previous year was made as resolved.',
      },
    ],
    at,
  };
}

function minutesPdf(minutes: SeededGovernance['agm'], at: Date): DemoPdf {
  return {
    lang: 'bn',
    title: 'বার্ষিক সাধারণ সভার কার্যবিবরণী',
    facts: [
      ['তারিখ', formatDate(minutes.date, 'bn')],
      ['সময়', bn(minutes.time)],
      ['স্থান', minutes.place],
      ['উপস্থিতি', `${bn(minutes.entitled)} জন সদস্যের মধ্যে ${bn(minutes.present)} জন উপস্থিত (কোরাম পূর্ণ)`],
    ],
    sections: minutes.items.map((item, i) => ({
      heading: `${bn(i + 1)}. ${item.title}`,
      text: [item.discussion, ...item.resolutions.map((r) => `সিদ্ধান্ত নং ${bn(r.no)}: ${r.text}`)].join('\n'),
    })),
    at,
  };
}

/**
 * A title has one text for both languages, so it is written in both; its numbers (the year, the date) in the
 * Bengali half, in Bengali digits: a Bengali screen shows no ASCII digits.
 */
interface DocumentPlan {
  category: 'bylaws' | 'registration' | 'audit_report' | 'minutes';
  visibility: 'public' | 'members';
  title: string;
  versions: { fileName: string; daysAgo: number; pdf: (at: Date) => DemoPdf }[];
}

/**
 * The society's documents as its office would have put them up: the bylaws (public, the amended version over
 * the first), the registration certificate (public), last year's audit report and the annual general
 * meeting's minutes (members only). Each version is a real PDF, stored where the download route reads it.
 */
export async function seedDocuments(ctx: SeedContext, governance: SeededGovernance): Promise<void> {
  const { auditCompletedOn, auditedYear: year, agm } = governance;
  const agmDays = dhakaDaysAgo(ctx.today, agm.date);
  const plans: DocumentPlan[] = [
    {
      category: 'registration',
      visibility: 'public',
      title: 'নিবন্ধন সনদ / Registration certificate',
      versions: [
        {
          fileName: 'registration-certificate.pdf',
          daysAgo: 420,
          pdf: (at) => ({
            lang: 'en',
            title: 'Certificate of registration',
            facts: [
              ['Registration no.', 'Dhaka-1147/2009'],
              ['Registered on', '12 March 2009'],
              ['Under', 'The Cooperative Societies Act 2001, section 10'],
            ],
            sections: [
              {
                heading: 'Certificate',
                text: `It is certified that ${SOCIETY.name.en}, ${SOCIETY.address.en}, is registered as a cooperative society with limited liability. Issued by the Deputy Registrar of Cooperative Societies, Dhaka Division.`,
              },
            ],
            at,
          }),
        },
      ],
    },
    {
      category: 'bylaws',
      visibility: 'public',
      title: 'সমিতির উপ-আইন / Bylaws of the Samity',
      versions: [
        {
          fileName: 'upo-ain-bylaws.pdf',
          daysAgo: 420,
          pdf: (at) => ({ lang: 'bn', title: 'উপ-আইন', facts: [], sections: BYLAW_SECTIONS, at }),
        },
        {
          fileName: 'upo-ain-bylaws-amended.pdf',
          daysAgo: Math.max(1, agmDays - 30),
          pdf: (at) => ({
            lang: 'bn',
            title: 'উপ-আইন (সংশোধিত)',
            facts: [['সংশোধন', `বার্ষিক সাধারণ সভা, ${formatDate(agm.date, 'bn')}`]],
            sections: [...BYLAW_SECTIONS, SHOWROOM_SECTION],
            at,
          }),
        },
      ],
    },
    {
      category: 'audit_report',
      visibility: 'members',
      title: `বার্ষিক নিরীক্ষা প্রতিবেদন ${bn(year)} / Annual audit report`,
      versions: [
        {
          fileName: `audit-report-${year}.pdf`,
          daysAgo: dhakaDaysAgo(ctx.today, auditCompletedOn) - 2,
          pdf: (at) => auditReport(year, auditCompletedOn, at),
        },
      ],
    },
    {
      category: 'minutes',
      visibility: 'members',
      title: `বার্ষিক সাধারণ সভার কার্যবিবরণী, ${formatDate(agm.date, 'bn')} / AGM minutes`,
      versions: [
        {
          fileName: `agm-minutes-${agm.date}.pdf`,
          daysAgo: Math.max(0, dhakaDaysAgo(ctx.today, agm.adoptedAt.toISOString().slice(0, 10)) - 1),
          pdf: (at) => minutesPdf(agm, at),
        },
      ],
    },
  ];
  const officer = ctx.adminIds[1]!;
  for (const [i, plan] of plans.entries()) {
    const moments = plan.versions.map((v, k) => dhakaTime(ctx.today, v.daysAgo, ((i * 3 + k) % 7) / 7));
    const document = await ctx.tx
      .insertInto('documents')
      .values({
        category: plan.category,
        visibility: plan.visibility,
        title: plan.title,
        created_by: officer,
        created_at: moments[0]!,
        updated_at: moments.at(-1)!,
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    for (const [k, version] of plan.versions.entries()) {
      const at = moments[k]!;
      const stored = await ctx.deps.storeDocument(version.pdf(at));
      await ctx.tx
        .insertInto('document_versions')
        .values({
          document_id: document.id,
          version: k + 1,
          storage_key: stored.storageKey,
          file_name: version.fileName,
          bytes: stored.bytes,
          sha256: stored.sha256,
          uploaded_by: officer,
          uploaded_at: at,
        })
        .execute();
    }
  }
}
