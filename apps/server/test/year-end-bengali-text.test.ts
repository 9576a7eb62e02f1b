import { getDocument } from 'pdfjs-dist/legacy/build/pdf.mjs';
import { beforeAll, describe, expect, it } from 'vitest';
import { formatTaka } from '../src/statements/statement-text';
import { YEAR_END_FILES, yearEndTable } from '../src/year-end/year-end-text';
import { cookieFor, useTestApp } from './helpers';

/**
 * The Bengali annual statements say everything in Bengali, on the demo's books: no English word and no ASCII
 * digit in the PDFs' texts (the ledger's sources the vocabulary knows are named in Bengali, every trial balance
 * account has its name), and none in the CSVs' labels (their figures stay plain numbers for spreadsheets).
 */
const t = useTestApp();
let cookie: string;
beforeAll(async () => {
  cookie = await cookieFor(t, 'Finance_Access');
});

const get = async (url: string) => {
  const answer = await t.app.inject({ method: 'GET', url, headers: { cookie } });
  expect(answer.statusCode, url).toBe(200);
  return answer;
};

async function pdfText(bytes: Buffer): Promise<string> {
  const doc = await getDocument({ data: new Uint8Array(bytes), verbosity: 0 }).promise;
  let text = '';
  for (let p = 1; p <= doc.numPages; p++) {
    const content = await (await doc.getPage(p)).getTextContent();
    for (const item of content.items) if ('str' in item) text += `${item.str} `;
  }
  await doc.destroy();
  return text;
}

/** An English word (two letters or more) or an ASCII digit. */
const FOREIGN = /[A-Za-z]{2,}|[0-9]/g;

describe('the Bengali annual statements', { timeout: 120_000 }, () => {
  it.each(YEAR_END_FILES)('%s: Bengali words and digits only', async (kind) => {
    // Every text of the PDF's table as drawn (taka as the PDF writes them), from the demo's two years.
    const [now, before] = await Promise.all(
      [2026, 2025].map(async (year) => (await get(`/api/year-end/statements?year=${year}`)).json()),
    );
    const table = yearEndTable(kind, now, 'bn', before);
    const texts = [
      table.title,
      ...table.columns,
      ...[...table.summary, ...table.rows]
        .flat()
        .map((cell) => (typeof cell === 'number' ? formatTaka('bn', cell) : cell)),
      ...(table.signatures ? [...table.signatures.roles, table.signatures.date] : []),
    ];
    expect(texts.length).toBeGreaterThan(10);
    expect(texts.join('\n').match(FOREIGN), texts.join('\n')).toBeNull();
    // The PDF itself holds no English word (pdf.js reads some Bengali conjuncts back as a stray letter or
    // digit, so only words of three letters are looked for there).
    const pdf = await pdfText(
      (await get(`/api/year-end/statements/${kind}.pdf?year=2026&lang=bn`)).rawPayload,
    );
    expect(pdf.match(/[A-Za-z]{3,}/g), pdf).toBeNull();
    // The CSV's labels too (its figures stay plain numbers, for spreadsheets).
    const csv = (await get(`/api/year-end/statements/${kind}.csv?year=2026&lang=bn`)).body.replace(
      /^\uFEFF/,
      '',
    );
    const labels = csv
      .trimEnd()
      .split('\r\n')
      .map((line) => line.split(',')[0] ?? '');
    expect(labels.length).toBeGreaterThan(5);
    expect(labels.join('\n').match(FOREIGN), csv).toBeNull();
  });
});
