import { getDocument } from 'pdfjs-dist/legacy/build/pdf.mjs';
import { beforeAll, describe, expect, it } from 'vitest';
import { cookieFor, useTestApp } from './helpers';

/**
 * The statements an auditor reads (docs/year-end.md, The statements), on the demo's books: each has the
 * previous year's figures beside this year's (the previous year's own statements, line by line), totals on
 * both sides that agree, an I&E "Total income", and the signature lines of the treasurer, secretary,
 * president and auditor, for Finance_Access and Full_Access alike.
 */
const t = useTestApp();
const cookies = new Map<string, string>();
beforeAll(async () => {
  for (const privilege of ['Finance_Access', 'Full_Access'] as const)
    cookies.set(privilege, await cookieFor(t, privilege));
});

interface Statements {
  year: { label: string };
  receipts_payments: { opening: { total: number }; receipts_total: number; payments_total: number };
  income_expenditure: {
    contributions_billed: number;
    income_total: number;
    expenses_total: number;
    surplus: number;
  };
  balance_sheet: { assets_total: number; liabilities_total: number };
}

const get = async (url: string, cookie: string) => {
  const answer = await t.app.inject({ method: 'GET', url, headers: { cookie } });
  expect(answer.statusCode, url).toBe(200);
  return answer;
};

/** A statement's CSV as label -> figures (this year's, then the previous year's). */
async function csvLines(kind: string, cookie: string) {
  const body = (await get(`/api/year-end/statements/${kind}.csv?year=2026`, cookie)).body.replace(
    /^\uFEFF/,
    '',
  );
  const rows = body
    .trimEnd()
    .split('\r\n')
    .map((line) => line.split(','));
  return {
    header: rows.find((row) => row[0] === 'Line' || row[0] === 'Account'),
    figures: new Map(rows.map((row) => [row[0], row.slice(1).map(Number)])),
  };
}

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

const plus = (...taka: number[]) => taka.reduce((sum, v) => sum + Math.round(v * 100), 0) / 100;

describe.each(['Finance_Access', 'Full_Access'])('the statements as %s reads them', {
  timeout: 120_000,
}, (who) => {
  let now: Statements;
  let before: Statements;
  beforeAll(async () => {
    const cookie = cookies.get(who)!;
    now = (await get('/api/year-end/statements?year=2026', cookie)).json() as Statements;
    before = (await get('/api/year-end/statements?year=2025', cookie)).json() as Statements;
  });

  it('sets the previous year beside this one, line by line, with totals on both sides', async () => {
    const cookie = cookies.get(who)!;
    const rp = await csvLines('receipts', cookie);
    expect(rp.header).toEqual(['Line', now.year.label, before.year.label]);
    expect(rp.figures.get('Total receipts')).toEqual([
      now.receipts_payments.receipts_total,
      before.receipts_payments.receipts_total,
    ]);
    expect(rp.figures.get('Total payments')).toEqual([
      now.receipts_payments.payments_total,
      before.receipts_payments.payments_total,
    ]);
    const sides = rp.figures.get('Total: opening balances and receipts');
    expect(sides).toEqual([
      plus(now.receipts_payments.opening.total, now.receipts_payments.receipts_total),
      plus(before.receipts_payments.opening.total, before.receipts_payments.receipts_total),
    ]);
    expect(rp.figures.get('Total: payments and closing balances')).toEqual(sides);

    const ie = await csvLines('income', cookie);
    const totalIncome = (s: Statements) =>
      plus(s.income_expenditure.contributions_billed, s.income_expenditure.income_total);
    expect(ie.figures.get('Total income')).toEqual([totalIncome(now), totalIncome(before)]);
    expect(ie.figures.get('Total expenditure')).toEqual([
      now.income_expenditure.expenses_total,
      before.income_expenditure.expenses_total,
    ]);
    expect(ie.figures.get('Total of the income side')).toEqual(
      ie.figures.get('Total of the expenditure side'),
    );

    const bs = await csvLines('balance', cookie);
    expect(bs.figures.get('Total assets')).toEqual([
      now.balance_sheet.assets_total,
      before.balance_sheet.assets_total,
    ]);
    expect(bs.figures.get('Total liabilities and funds')).toEqual(bs.figures.get('Total assets'));

    const trial = await csvLines('trial', cookie);
    expect(trial.header).toEqual([
      'Account',
      `Debit ${now.year.label}`,
      `Credit ${now.year.label}`,
      `Debit ${before.year.label}`,
      `Credit ${before.year.label}`,
    ]);
    const [debit, credit, debitBefore, creditBefore] = trial.figures.get('Total')!;
    expect(debit).toBe(credit);
    expect(debitBefore).toBe(creditBefore);
  });

  it('prints each statement with both years, Total income and the four signature lines', async () => {
    const cookie = cookies.get(who)!;
    for (const kind of ['receipts', 'income', 'balance', 'trial']) {
      const text = await pdfText(
        (await get(`/api/year-end/statements/${kind}.pdf?year=2026`, cookie)).rawPayload,
      );
      for (const words of [
        'Treasurer',
        'Secretary',
        'President',
        'Auditor',
        now.year.label,
        before.year.label,
      ])
        expect(text, kind).toContain(words);
      expect(text.match(/Date:/g), kind).toHaveLength(4);
      if (kind === 'income') expect(text).toContain('Total income');
    }
    const bn = await pdfText(
      (await get('/api/year-end/statements/income.pdf?year=2026&lang=bn', cookie)).rawPayload,
    );
    // Bengali comes out in drawn order (vowel signs first): the four date lines are counted instead.
    expect(bn.match(/_{6,}/g)).toHaveLength(4);
  });
});

describe('the cash book beside the statements', () => {
  it('ends the year with each account’s own running balance at the statement’s closing balance', async () => {
    const cookie = cookies.get('Finance_Access')!;
    const s = (await get('/api/year-end/statements?year=2026', cookie)).json() as {
      year: { start: string; end: string };
      receipts_payments: { closing: { cash: number; bank: number; wallet: number } };
    };
    const range = `from=${s.year.start}&to=${s.year.end}`;
    const { total } = (await get(`/api/registers/cash-book?${range}&limit=1`, cookie)).json() as {
      total: number;
    };
    expect(total).toBeGreaterThan(0);
    const last = (
      await get(`/api/registers/cash-book?${range}&limit=1&offset=${total - 1}`, cookie)
    ).json() as {
      entries: { group: 'cash' | 'bank' | 'wallet'; balance: number; balances: Record<string, number> }[];
    };
    const [entry] = last.entries;
    const { cash, bank, wallet } = s.receipts_payments.closing;
    expect(entry!.balances).toEqual({ cash, bank, wallet });
    expect(entry!.balances[entry!.group]).toBe(entry!.balance);
  });
});
