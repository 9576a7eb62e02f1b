import { type SocietyConfig, toBengaliDigits } from '@samity/domain';
import { renderTablePdf } from '../pdf/table-pdf';
import { csvFile } from '../statements/statement-csv';

export type VoterListLang = 'en' | 'bn';

interface VoterRow {
  member_no: string;
  name: string;
  business: string;
  unpaid_months: number;
  exclusion: 'deceased' | 'arrears' | null;
}

export interface VoterListData {
  election: { title: string; cutoff_date: string; arrears_months: number };
  voters: VoterRow[];
  excluded: VoterRow[];
}

const WORDS = {
  voterList: { en: 'Voter list', bn: 'ভোটার তালিকা' },
  excludedList: { en: 'Members not on the voter list', bn: 'ভোটার তালিকার বাইরে থাকা সদস্য' },
  election: { en: 'Election', bn: 'নির্বাচন' },
  cutoff: { en: 'Cut-off date', bn: 'ভোটার তালিকার শেষ তারিখ' },
  rule: { en: 'Months unpaid that exclude', bn: 'যত মাস বকেয়া থাকলে বাদ' },
  voters: { en: 'Voters', bn: 'ভোটার' },
  excluded: { en: 'Excluded', bn: 'বাদ পড়েছেন' },
  serial: { en: 'No.', bn: 'ক্রম' },
  memberNo: { en: 'Member No', bn: 'সদস্য নং' },
  name: { en: 'Name', bn: 'নাম' },
  business: { en: 'Business', bn: 'প্রতিষ্ঠান' },
  reason: { en: 'Reason', bn: 'কারণ' },
  deceased: { en: 'Deceased', bn: 'মৃত' },
  arrears: { en: 'In arrears: {n} months unpaid at the cut-off', bn: 'বকেয়া: শেষ তারিখে {n} মাস অপরিশোধিত' },
  empty: { en: 'No members.', bn: 'কোনো সদস্য নেই।' },
} as const;

const digits = (lang: VoterListLang, text: string | number) =>
  lang === 'bn' ? toBengaliDigits(text) : String(text);
/** Dates as the society writes them, dd/mm/yyyy, in the file's digits. */
const date = (lang: VoterListLang, iso: string) => digits(lang, iso.split('-').reverse().join('/'));

function reasonText(lang: VoterListLang, row: VoterRow): string {
  if (row.exclusion === 'deceased') return WORDS.deceased[lang];
  return WORDS.arrears[lang].replace('{n}', digits(lang, row.unpaid_months));
}

/** The voter list as an A4 PDF; with `excluded`, the admin's list of members left off and why. */
export function renderVoterListPdf(
  data: VoterListData,
  lang: VoterListLang,
  excluded: boolean,
  society: SocietyConfig,
): Promise<Buffer> {
  const w = (key: keyof typeof WORDS) => WORDS[key][lang];
  const rows = excluded ? data.excluded : data.voters;
  return renderTablePdf(
    {
      title: excluded ? w('excludedList') : w('voterList'),
      summary: [
        [w('voters'), digits(lang, data.voters.length)],
        [w('excluded'), digits(lang, data.excluded.length)],
      ],
      columns: excluded
        ? [w('memberNo'), w('name'), w('reason')]
        : [w('serial'), w('memberNo'), w('name'), w('business')],
      rows: rows.map((r, i) =>
        excluded
          ? [digits(lang, r.member_no), r.name, reasonText(lang, r)]
          : [digits(lang, i + 1), digits(lang, r.member_no), r.name, r.business],
      ),
      widths: excluded ? [1, 2, 3] : [0.6, 1, 2.2, 2.2],
    },
    {
      documentTitle: `${excluded ? w('excludedList') : w('voterList')} - ${data.election.title}`,
      lang,
      facts: [
        [w('election'), data.election.title],
        [w('cutoff'), date(lang, data.election.cutoff_date)],
        [w('rule'), digits(lang, data.election.arrears_months)],
      ],
      money: (taka) => digits(lang, taka.toFixed(2)),
      emptyText: w('empty'),
    },
    society,
  );
}

/** The voter list (or the excluded members) as CSV, UTF-8 with a byte-order mark for spreadsheet programs. */
export function renderVoterListCsv(data: VoterListData, lang: VoterListLang, excluded: boolean): Buffer {
  const w = (key: keyof typeof WORDS) => WORDS[key][lang];
  const rows = [
    [excluded ? w('excludedList') : w('voterList')],
    [w('election'), data.election.title],
    [w('cutoff'), date(lang, data.election.cutoff_date)],
    [],
    excluded
      ? [w('memberNo'), w('name'), w('business'), w('reason')]
      : [w('serial'), w('memberNo'), w('name'), w('business')],
    ...(excluded
      ? data.excluded.map((r) => [digits(lang, r.member_no), r.name, r.business, reasonText(lang, r)])
      : data.voters.map((r, i) => [digits(lang, i + 1), digits(lang, r.member_no), r.name, r.business])),
  ];
  return csvFile(rows, lang);
}
