import { digits, LABELS, plainTaka, type StatementLang, type StatementTable } from './statement-text';

/**
 * A cell a spreadsheet could read as a formula (=, +, -, @, tab, carriage return first) gets a leading
 * apostrophe, so a source or method typed by someone cannot run in the member's spreadsheet. Numbers are
 * ours and stay numbers, in the statement's digits (a Bengali statement is read, an English one computed).
 */
export function csvCell(value: string | number, lang: StatementLang = 'en'): string {
  if (typeof value === 'number') return digits(lang, plainTaka(value));
  const safe = /^[=+\-@\t\r]/.test(value) ? `'${value}` : value;
  return /[",\r\n]/.test(safe) ? `"${safe.replace(/"/g, '""')}"` : safe;
}

/**
 * The statement as CSV: UTF-8 with a byte-order mark (so spreadsheet programs read Bengali right), the
 * member and the summary first, then the table. Amounts are plain numbers with two decimals.
 */
export function renderStatementCsv(
  table: StatementTable,
  member: { memberNo: string; name: string },
  lang: StatementLang,
): Buffer {
  const row = (cells: (string | number)[]) => cells.map((cell) => csvCell(cell, lang)).join(',');
  const lines = [
    row([table.title]),
    row([LABELS.memberNo[lang], digits(lang, member.memberNo)]),
    row([LABELS.name[lang], member.name]),
    ...table.summary.map(([label, value]) => row([label, value])),
    '',
    row(table.columns),
    ...table.rows.map(row),
  ];
  return Buffer.from(`\uFEFF${lines.join('\r\n')}\r\n`, 'utf8');
}
