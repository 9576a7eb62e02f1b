import type { SocietyConfig } from '@samity/domain';
import { renderTablePdf } from '../pdf/table-pdf';
import { digits, formatTaka, LABELS, type StatementLang, type StatementTable } from './statement-text';

/** A statement as an A4 PDF: the letterhead, the member's name and number, the summary and the table. */
export function renderStatementPdf(
  table: StatementTable,
  member: { memberNo: string; name: string },
  lang: StatementLang,
  society: SocietyConfig,
  issuedOn: string,
): Promise<Buffer> {
  const L = (key: keyof typeof LABELS) => LABELS[key][lang];
  return renderTablePdf(
    table,
    {
      documentTitle: `${table.title} - ${digits(lang, member.memberNo)}`,
      lang,
      facts: [
        [L('memberNo'), digits(lang, member.memberNo)],
        [L('name'), member.name],
        [L('issued'), digits(lang, issuedOn)],
      ],
      money: (taka) => formatTaka(lang, taka),
      emptyText: L('none'),
    },
    society,
  );
}
