import type { RegisterEntry, SocietyConfig } from '@samity/domain';
import { csvFile } from '../statements/statement-csv';
import { createFlowPdf } from './flow-pdf';
import { dayText, digits, type FileLang, kindTitle, words } from './meetings-text';

const MUTED = '#4b5563';

export interface RegisterFileData {
  entries: RegisterEntry[];
  total: number;
  search?: string | undefined;
}

const nos = (lang: FileLang, list: string[]) => list.map((no) => digits(lang, no)).join(', ');

/** "corrects no. 2026/1; corrected by no. 2027/3", or nothing for a resolution that stands alone. */
function linksText(lang: FileLang, entry: RegisterEntry): string {
  return [
    entry.corrects && words(lang, 'corrects', { no: digits(lang, entry.corrects) }),
    entry.corrected_by.length > 0 && words(lang, 'correctedBy', { nos: nos(lang, entry.corrected_by) }),
  ]
    .filter(Boolean)
    .join('; ');
}

/**
 * The resolution register as an A4 PDF: each resolution under its number with its meeting, day and agenda
 * item, its whole text (a register is read for the exact words, so nothing is cut) and its corrections.
 */
export function renderRegisterPdf(
  data: RegisterFileData,
  lang: FileLang,
  society: SocietyConfig,
  issuedOn: string,
): Promise<Buffer> {
  const title = words(lang, 'register');
  const pdf = createFlowPdf(society, lang, title, title);
  if (data.search) pdf.fact(words(lang, 'search'), data.search);
  pdf.fact(words(lang, 'count'), digits(lang, data.total));
  pdf.fact(words(lang, 'issued'), dayText(lang, issuedOn));
  pdf.space(10);
  if (data.entries.length === 0) pdf.paragraph(words(lang, 'empty'), { size: 10.5, color: MUTED });
  for (const entry of data.entries) {
    pdf.heading(`${words(lang, 'no')} ${digits(lang, entry.register_no)}`);
    pdf.paragraph(
      `${kindTitle(lang, entry.meeting_kind)}, ${dayText(lang, entry.meeting_date)}. ${words(lang, 'item')}: ${entry.agenda_title}`,
      { size: 9.5, color: MUTED },
      { gap: 2 },
    );
    pdf.paragraph(entry.text, { size: 10.5 });
    const links = linksText(lang, entry);
    if (links) pdf.paragraph(links, { size: 9.5, bold: true, color: MUTED });
    pdf.space(6);
  }
  return pdf.end();
}

/** The register as CSV (UTF-8 with a byte-order mark, so spreadsheet programs read Bengali right). */
export function renderRegisterCsv(data: RegisterFileData, lang: FileLang): Buffer {
  const rows = [
    [words(lang, 'register')],
    ...(data.search ? [[words(lang, 'search'), data.search]] : []),
    [words(lang, 'count'), digits(lang, data.total)],
    [],
    [
      words(lang, 'no'),
      words(lang, 'meeting'),
      words(lang, 'meetingDate'),
      words(lang, 'item'),
      words(lang, 'text'),
      words(lang, 'corrections'),
    ],
    ...data.entries.map((entry) => [
      digits(lang, entry.register_no),
      kindTitle(lang, entry.meeting_kind),
      dayText(lang, entry.meeting_date),
      entry.agenda_title,
      entry.text,
      linksText(lang, entry),
    ]),
  ];
  return csvFile(rows, lang);
}
