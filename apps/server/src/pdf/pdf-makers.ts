import { SOCIETY } from '@samity/domain';
import { renderVoterListPdf } from '../elections/voter-list-file';
import { renderMonthlyBookPdf } from '../finance/monthly-book-pdf';
import { renderMinutesPdf } from '../meetings/minutes-pdf';
import { renderRegisterPdf } from '../meetings/register-file';
import { renderMembershipForm } from '../membership-form/render-form';
import { renderReceiptPdf } from '../receipts/receipt-pdf';
import { renderStatementPdf } from '../statements/statement-pdf';
import { digits, formatTaka, type StatementLang } from '../statements/statement-text';
import { renderCertificatePdf } from '../verification/certificate-pdf';
import { type PdfTable, renderTablePdf } from './table-pdf';

/**
 * A table of a register or an annual statement (year-end files, registers, the year-end pack): the
 * letterhead, the title, the summary and the table, taka in the language's digits, and so the title a PDF
 * reader shows for it (a year or a period in it).
 */
function renderTableFilePdf(
  table: PdfTable,
  lang: StatementLang,
  documentTitle: string,
  emptyText: string,
): Promise<Buffer> {
  return renderTablePdf(
    table,
    {
      documentTitle: digits(lang, documentTitle),
      lang,
      facts: [],
      money: (taka) => formatTaka(lang, taka),
      emptyText,
    },
    SOCIETY,
  );
}

/**
 * Every PDF the server makes, by kind (docs/decisions/029-pdfs-in-a-worker-pool.md). These run in the PDF
 * worker threads only: a route gathers the data on the main thread and asks for a kind with plain data
 * (what structured clone carries: no functions, no database handle), and gets the bytes back.
 */
export const PDF_MAKERS = {
  certificate: renderCertificatePdf,
  membershipForm: renderMembershipForm,
  minutes: renderMinutesPdf,
  monthlyBook: renderMonthlyBookPdf,
  receipt: renderReceiptPdf,
  resolutionRegister: renderRegisterPdf,
  statement: renderStatementPdf,
  table: renderTableFilePdf,
  voterList: renderVoterListPdf,
} as const;

export type PdfKind = keyof typeof PDF_MAKERS;
export type PdfArgs<K extends PdfKind> = Parameters<(typeof PDF_MAKERS)[K]>;

/** One job for a worker: a kind and its arguments. */
export interface PdfJob<K extends PdfKind = PdfKind> {
  kind: K;
  args: PdfArgs<K>;
}
