import { createMember } from '@samity/api/testing';
import { sql } from 'kysely';
import { getDocument } from 'pdfjs-dist/legacy/build/pdf.mjs';
import { beforeAll, describe, expect, it } from 'vitest';
import { cookieFor, useTestApp } from './helpers';

/**
 * No register or statement PDF cuts a value (docs/year-end.md, Registers): made from books with long English
 * and Bengali names, crore-sized amounts and long receipt numbers, each PDF's text is extracted (pdf.js) and
 * every value is found whole. A value that does not fit its column wraps onto more lines of its row, drawn
 * one after the other, so the extracted text holds it in one piece.
 *
 * Bengali comes out of a PDF in the order its glyphs are drawn (a vowel sign before its consonant) and a
 * conjunct as whatever its ligature glyph maps back to, so a Bengali value is compared by its letters
 * (consonants, independent vowels, digits), word by word in order, leaving out the words with a conjunct;
 * each value ends with a plain word, so a value cut short would lose it. Nothing is ever cut with an ellipsis.
 */
const t = useTestApp();
let finance = '';

const NAMES = [
  'Mohammad Abdullah Al Mamun Chowdhury Siddiqui Bhuiyan of Tejgaon Industrial Area',
  'মোহাম্মদ আব্দুল্লাহ আল মামুন চৌধুরী সিদ্দিকী ভূঁইয়া তেজগাঁও শিল্প এলাকা',
];
const FATHERS = ['Abdur Rahman Khan Chowdhury Siddiqui Bhuiyan', 'আব্দুর রহমান খান চৌধুরী সিদ্দিকী'];
const NOMINEES = ['Fatema Tuz Zohra Begum Chowdhury Siddiqui', 'ফাতেমা তুজ জোহরা বেগম চৌধুরী'];
const MEMBER_NOS = ['DHK-2025-000123456', 'CTG-2025-000654321'];
/** Tk 99,99,99,999.99 in poisha. */
const BIG = 99_99_99_999_99;
const SOURCES = ['Car fair stall rent for the winter exhibition at Bashundhara', 'গাড়ি মেলার স্টল ভাড়া বসুন্ধরা'];

beforeAll(async () => {
  finance = await cookieFor(t, 'Finance_Access');
  const db = t.db.db;
  const admin = await db.selectFrom('admins').select('id').executeTakeFirstOrThrow();
  const book = await db
    .insertInto('monthly_books')
    .values({ month: '2025-08-01', amount_poisha: BIG })
    .returning('id')
    .executeTakeFirstOrThrow();
  for (const [i, name] of NAMES.entries()) {
    const member = await createMember(db, { name, memberNo: MEMBER_NOS[i]! });
    await db.updateTable('members').set({ father: FATHERS[i]! }).where('id', '=', member.id).execute();
    // A member since the year's start (created_at is never written by the application, so plain SQL).
    await sql`UPDATE members SET created_at = '2025-07-05T06:00:00Z' WHERE id = ${member.id}`.execute(db);
    await db
      .insertInto('nominees')
      .values({
        member_id: member.id,
        name: NOMINEES[i]!,
        relation: 'Daughter-in-law',
        nid_bcr: '1990123456789',
        cell_no: '01711000000',
        address: 'Dhaka',
      })
      .execute();
    for (const method of ['cash', 'bank', 'bkash']) {
      await db
        .insertInto('deposit_entries')
        .values({ member_id: member.id, source: 'Share', date: '2025-08-10', method, amount_poisha: BIG })
        .execute();
    }
    const due = await db
      .insertInto('monthly_dues')
      .values({ book_id: book.id, member_id: member.id, payable_poisha: BIG })
      .returning('id')
      .executeTakeFirstOrThrow();
    await db
      .insertInto('monthly_payments')
      .values({ due_id: due.id, date: '2025-08-12', method: 'bank', amount_poisha: BIG })
      .execute();
    // The cash book's days, and a day of the open year (2025-26 is closed in the demo: its statements stay).
    for (const [type, date] of [
      ['Income', '2025-08-15'],
      ['Expense', '2025-08-15'],
      ['Income', '2026-08-15'],
      ['Expense', '2026-08-15'],
    ] as const) {
      await db
        .insertInto('financial_entries')
        .values({
          type,
          date,
          source: SOURCES[i]!,
          method: 'cash',
          amount_poisha: BIG,
          added_by: admin.id,
        })
        .execute();
    }
  }
});

/** The text of every page, in the order it was drawn. */
async function pdfText(bytes: Buffer): Promise<string> {
  const doc = await getDocument({ data: new Uint8Array(bytes), verbosity: 0 }).promise;
  let text = '';
  for (let p = 1; p <= doc.numPages; p++) {
    const content = await (await doc.getPage(p)).getTextContent();
    for (const item of content.items) if ('str' in item) text += item.str;
  }
  await doc.destroy();
  return text;
}

/** Latin and digits compared as written (spaces aside); Bengali by the letters of its plain words, in order. */
const BENGALI = /[\u0980-\u09FF]/;
const letters = (s: string) =>
  s.normalize('NFD').replace(/[^\u0985-\u09B9\u09CE\u09E6-\u09EFA-Za-z0-9]/g, '');
/** Bengali digits read as ASCII ones: a Bengali PDF writes member and receipt numbers in its own digits. */
const spaceless = (s: string) =>
  s.replace(/\s+/g, '').replace(/[\u09E6-\u09EF]/g, (d) => String(d.charCodeAt(0) - 0x09e6));
function contains(text: string, value: string): boolean {
  if (!BENGALI.test(value)) return spaceless(text).includes(spaceless(value));
  const all = letters(text);
  const words = value.split(/\s+/).filter((word) => !word.includes('\u09CD'));
  let from = 0;
  for (const word of words) {
    const at = all.indexOf(letters(word), from);
    if (at < 0) return false;
    from = at + letters(word).length;
  }
  return words.length > 0;
}

const get = async (url: string) => {
  const answer = await t.app.inject({ method: 'GET', url, headers: { cookie: finance } });
  expect(answer.statusCode, url).toBe(200);
  return pdfText(answer.rawPayload);
};

const AMOUNT = { en: 'Tk 99,99,99,999.99', bn: '৳৯৯,৯৯,৯৯,৯৯৯.৯৯' } as const;
// The days of the entries above (the demo's books around them make the files long enough as it is).
const RANGE = 'from=2025-08-10&to=2025-08-15';

// Each file is laid out and read back whole: minutes on a loaded two-core machine, not the default 30 s.
describe.each(['en', 'bn'] as const)('the PDFs in %s', { timeout: 180_000 }, (lang) => {
  const expectWhole = (text: string, values: string[]) => {
    expect(text).not.toContain('…');
    for (const value of values)
      expect(contains(text, value), `${value} in ${text.slice(0, 3000)}`).toBe(true);
  };

  it('the member register keeps names, fathers and nominees whole', async () => {
    const text = await get(`/api/registers/files/members.pdf?${RANGE}&lang=${lang}`);
    expectWhole(text, [
      ...NAMES,
      ...FATHERS,
      ...NOMINEES,
      ...MEMBER_NOS.map((no) => (lang === 'bn' ? no : no)),
    ]);
  });

  it('the deposit register keeps names and crore amounts whole', async () => {
    const text = await get(`/api/registers/files/deposits.pdf?${RANGE}&lang=${lang}`);
    expectWhole(text, [...NAMES, AMOUNT[lang]]);
  });

  it('the cash book keeps receipt numbers, sources and amounts whole', async () => {
    const text = await get(`/api/registers/files/cash-book.pdf?${RANGE}&lang=${lang}`);
    const receipts = await t.db.db
      .selectFrom('monthly_payments')
      .select('receipt_no')
      .where('amount_poisha', '=', BIG)
      .execute();
    expect(receipts).toHaveLength(2);
    expectWhole(text, [...receipts.map((r) => r.receipt_no), ...SOURCES, AMOUNT[lang]]);
  });

  it('every annual statement keeps its sources and amounts whole', async () => {
    for (const kind of ['receipts', 'income', 'balance', 'trial']) {
      const text = await get(`/api/year-end/statements/${kind}.pdf?year=2026&lang=${lang}`);
      expectWhole(text, kind === 'balance' ? [] : SOURCES);
      expect(text).not.toContain('…');
    }
  });

  it('the monthly book keeps names and amounts whole', async () => {
    const text = await get(`/api/finance/monthly-book.pdf?month=August-2025&lang=${lang}`);
    expectWhole(text, [...NAMES, AMOUNT[lang]]);
  });
});
