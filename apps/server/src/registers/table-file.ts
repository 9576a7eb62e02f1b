import type { PdfArgs } from '../pdf/pdf-makers';
import type { PdfTable } from '../pdf/table-pdf';
import { csvFile } from '../statements/statement-csv';
import type { StatementLang } from '../statements/statement-text';

/** Makes a table PDF in a PDF thread for the route's reader (app.pdf.make with the route's context). */
export type TablePdfMaker = (args: PdfArgs<'table'>) => Promise<Buffer>;

/**
 * A register or statement table as a file: an A4 PDF (Bengali digits and lakh grouping in Bengali) or a CSV
 * (UTF-8 with a byte-order mark so spreadsheet programs read Bengali; the title and summary above the table,
 * a cell that looks like a formula defused by the one CSV writer).
 */
export function tableFile(
  makePdf: TablePdfMaker,
  table: PdfTable,
  format: 'pdf' | 'csv',
  lang: StatementLang,
  documentTitle: string,
  emptyText: string,
): Promise<Buffer> {
  if (format === 'pdf') return makePdf([table, lang, documentTitle, emptyText]);
  const rows = [[table.title], ...table.summary, [], table.columns, ...table.rows];
  return Promise.resolve(csvFile(rows, lang));
}

export const FILE_TYPES = { pdf: 'application/pdf', csv: 'text/csv; charset=utf-8' } as const;
