import { type CsvValue, toCsv } from '@samity/domain/csv';
import { digits, LABELS, plainTaka, type StatementLang, type StatementTable } from './statement-text';

/**
 * A file of the society's as CSV (the one writer, formula cells defused): UTF-8 with a byte-order mark, so
 * spreadsheet programs read Bengali right. Numbers are amounts in taka, in the file's digits (a Bengali file
 * is read, an English one computed).
 */
export function csvFile(rows: readonly (readonly CsvValue[])[], lang: StatementLang): Buffer {
  return Buffer.from(
    toCsv(rows, { bom: true, finalNewline: true, formatNumber: (n) => digits(lang, plainTaka(n)) }),
    'utf8',
  );
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
  const rows = [
    [table.title],
    [LABELS.memberNo[lang], digits(lang, member.memberNo)],
    [LABELS.name[lang], member.name],
    ...table.summary,
    [],
    table.columns,
    ...table.rows,
  ];
  return csvFile(rows, lang);
}
