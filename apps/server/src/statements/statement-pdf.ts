import type { SocietyConfig } from '@samity/domain';
import { createPdfDocument, type PdfDoc } from '../pdf/pdf-document';
import { digits, formatTaka, LABELS, type StatementLang, type StatementTable } from './statement-text';

/**
 * A statement as an A4 PDF: the society's letterhead, the member's name and number, the summary and the
 * table (repeating its header on each page). The membership form's stack: pdfkit, Helvetica for Latin and
 * Noto Sans Bengali (its WOFF file, the one fontkit can subset) for Bengali, a line cut into runs by script.
 */

const MARGIN = 40;
const GREEN = '#0f5132';
const RED = '#b02a37';
const INK = '#1f2937';
const MUTED = '#4b5563';
const BENGALI = /[\u0964\u0965\u0980-\u09FF\u200C\u200D]/;
const RUNS = /([\u0964\u0965\u0980-\u09FF\u200C\u200D]+(?:\s+[\u0964\u0965\u0980-\u09FF\u200C\u200D]+)*)/;

interface Style {
  size: number;
  bold?: boolean;
  color?: string;
}

function useFont(doc: PdfDoc, style: Style, part: string) {
  const bengali = BENGALI.test(part);
  const font = bengali ? (style.bold ? 'bn-bold' : 'bn') : style.bold ? 'Helvetica-Bold' : 'Helvetica';
  doc.font(font).fontSize(bengali ? style.size : style.size * 0.92);
}

function widthOf(doc: PdfDoc, text: string, style: Style): number {
  return text
    .split(RUNS)
    .filter(Boolean)
    .reduce((sum, part) => {
      useFont(doc, style, part);
      return sum + doc.widthOfString(part);
    }, 0);
}

/** Cuts text to fit width, with an ellipsis: a table cell stays on one line. */
function fitted(doc: PdfDoc, text: string, style: Style, width: number): string {
  if (widthOf(doc, text, style) <= width) return text;
  let cut = text;
  while (cut.length > 1 && widthOf(doc, `${cut}…`, style) > width) cut = cut.slice(0, -1);
  return `${cut}…`;
}

/** One line of mixed-script text at (x, y), left or right aligned in width. */
function cell(
  doc: PdfDoc,
  text: string,
  x: number,
  y: number,
  width: number,
  style: Style,
  align: 'left' | 'right' = 'left',
) {
  const content = fitted(doc, text, style, width);
  let cursor = align === 'right' ? x + width - widthOf(doc, content, style) : x;
  doc.fillColor(style.color ?? INK);
  for (const part of content.split(RUNS).filter(Boolean)) {
    useFont(doc, style, part);
    // Helvetica sits lower in its line box than Noto Sans Bengali: nudge it onto the same baseline.
    const shift = BENGALI.test(part) ? 0 : style.size * 0.22;
    doc.text(part, cursor, y + shift, { lineBreak: false });
    cursor += doc.widthOfString(part);
  }
}

export function renderStatementPdf(
  table: StatementTable,
  member: { memberNo: string; name: string },
  lang: StatementLang,
  society: SocietyConfig,
  issuedOn: string,
): Promise<Buffer> {
  const { doc, bytes } = createPdfDocument({
    margins: { top: MARGIN, left: MARGIN, right: MARGIN, bottom: MARGIN },
    info: { Title: `${table.title} - ${member.memberNo}`, Author: society.name.en },
  });

  const width = doc.page.width - 2 * MARGIN;
  const L = (key: keyof typeof LABELS) => LABELS[key][lang];
  let y = MARGIN;
  cell(doc, society.name[lang], MARGIN, y, width, { size: 14, bold: true, color: GREEN });
  y += 20;
  cell(doc, society.address[lang], MARGIN, y, width, { size: 9, color: MUTED });
  y += 16;
  doc
    .moveTo(MARGIN, y)
    .lineTo(MARGIN + width, y)
    .lineWidth(1.2)
    .strokeColor(GREEN)
    .stroke();
  y += 10;
  cell(doc, table.title, MARGIN, y, width, { size: 15, bold: true });
  y += 24;
  const facts: [string, string][] = [
    [L('memberNo'), digits(lang, member.memberNo)],
    [L('name'), member.name],
    [L('issued'), digits(lang, issuedOn)],
    ...table.summary.map(([label, value]): [string, string] => [
      label,
      typeof value === 'number' ? formatTaka(lang, value) : value,
    ]),
  ];
  for (const [label, value] of facts) {
    cell(doc, label, MARGIN, y, 130, { size: 10, color: MUTED });
    cell(doc, value, MARGIN + 130, y, width - 130, { size: 10, bold: true });
    y += 16;
  }
  y += 8;

  const columnWidth = width / table.columns.length;
  const isAmount = (i: number) => table.rows.some((r) => typeof r[i] === 'number');
  const header = () => {
    doc.rect(MARGIN, y, width, 20).fill('#e8f3ee');
    table.columns.forEach((title, i) => {
      cell(
        doc,
        title,
        MARGIN + i * columnWidth + 4,
        y + 4,
        columnWidth - 8,
        { size: 9.5, bold: true, color: GREEN },
        isAmount(i) ? 'right' : 'left',
      );
    });
    y += 24;
  };
  header();
  if (table.rows.length === 0) cell(doc, L('none'), MARGIN + 4, y, width, { size: 10, color: MUTED });
  table.rows.forEach((row, r) => {
    if (y > doc.page.height - MARGIN - 20) {
      doc.addPage();
      y = MARGIN;
      header();
    }
    const settled = table.settled?.[r];
    row.forEach((value, i) => {
      const text = typeof value === 'number' ? formatTaka(lang, value) : value;
      const isStatus = table.settled && i === row.length - 1;
      const color = isStatus ? (settled ? GREEN : RED) : INK;
      cell(
        doc,
        text,
        MARGIN + i * columnWidth + 4,
        y,
        columnWidth - 8,
        { size: 9.5, color, bold: isStatus },
        typeof value === 'number' ? 'right' : 'left',
      );
    });
    y += 17;
    doc
      .moveTo(MARGIN, y - 3)
      .lineTo(MARGIN + width, y - 3)
      .lineWidth(0.3)
      .strokeColor('#d1d5db')
      .stroke();
  });
  doc.end();
  return bytes;
}
