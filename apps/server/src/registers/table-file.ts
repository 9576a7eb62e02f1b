import { SOCIETY } from '@samity/domain';
import { type PdfTable, renderTablePdf } from '../pdf/table-pdf';
import { csvCell } from '../statements/statement-csv';
import { formatTaka, type StatementLang } from '../statements/statement-text';

/**
 * A register or statement table as a file: an A4 PDF (Bengali digits and lakh grouping in Bengali) or a CSV
 * (UTF-8 with a byte-order mark so spreadsheet programs read Bengali; the title and summary above the table,
 * a cell that looks like a formula defused by csvCell).
 */
export function tableFile(
  table: PdfTable,
  format: 'pdf' | 'csv',
  lang: StatementLang,
  documentTitle: string,
  emptyText: string,
): Promise<Buffer> {
  if (format === 'pdf') {
    return renderTablePdf(
      table,
      { documentTitle, lang, facts: [], money: (taka) => formatTaka(lang, taka), emptyText },
      SOCIETY,
    );
  }
  const rows = [[table.title], ...table.summary, [], table.columns, ...table.rows];
  const lines = rows.map((row) => row.map((value) => csvCell(value, lang)).join(','));
  return Promise.resolve(Buffer.from(`\uFEFF${lines.join('\r\n')}\r\n`, 'utf8'));
}

export const FILE_TYPES = { pdf: 'application/pdf', csv: 'text/csv; charset=utf-8' } as const;
