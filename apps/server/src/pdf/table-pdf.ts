import type { SocietyConfig } from '@samity/domain';
import { createPdfDocument, type PdfDoc } from './pdf-document';

/**
 * A table as an A4 PDF: the society's letterhead, a title, facts (label and value), the summary and the
 * table, repeating its header on each page. The membership form's stack: pdfkit, Helvetica for Latin and
 * Noto Sans Bengali (its WOFF file, the one fontkit can subset) for Bengali, a line cut into runs by script.
 * Used by the member statements and the finance books.
 */

/** What a PDF table shows; the CSV files read the same shape. */
export interface PdfTable {
  title: string;
  summary: [label: string, value: number | string][];
  columns: string[];
  /** Cells: text, or taka (a number) that each format writes its own way. */
  rows: (string | number)[][];
  /** Per row: whether it is settled (shown green in the last, status, column; red otherwise). */
  settled?: boolean[];
  /** Relative column widths (equal when not given). */
  widths?: number[];
}

/** How a document around the table reads: its title, the facts above the summary, taka and "no rows". */
export interface PdfPage {
  documentTitle: string;
  lang: 'en' | 'bn';
  facts: [label: string, value: string][];
  money: (taka: number) => string;
  emptyText: string;
}

const MARGIN = 40;
const GREEN = '#0f5132';
const RED = '#b02a37';
const INK = '#1f2937';
const MUTED = '#4b5563';
const BENGALI = /[\u0964\u0965\u0980-\u09FF\u200C\u200D]/;
const RUNS = /([\u0964\u0965\u0980-\u09FF\u200C\u200D]+(?:\s+[\u0964\u0965\u0980-\u09FF\u200C\u200D]+)*)/;

export interface Style {
  size: number;
  bold?: boolean;
  color?: string;
}

function useFont(doc: PdfDoc, style: Style, part: string) {
  const bengali = BENGALI.test(part);
  const font = bengali ? (style.bold ? 'bn-bold' : 'bn') : style.bold ? 'Helvetica-Bold' : 'Helvetica';
  doc.font(font).fontSize(bengali ? style.size : style.size * 0.92);
}

export function widthOf(doc: PdfDoc, text: string, style: Style): number {
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

/** One line of mixed-script text at (x, y), left or right aligned in width (cut with … to fit). */
export function cell(
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

export function renderTablePdf(table: PdfTable, page: PdfPage, society: SocietyConfig): Promise<Buffer> {
  const { lang } = page;
  const { doc, bytes } = createPdfDocument({
    margins: { top: MARGIN, left: MARGIN, right: MARGIN, bottom: MARGIN },
    info: { Title: page.documentTitle, Author: society.name.en },
  });

  const width = doc.page.width - 2 * MARGIN;
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
    ...page.facts,
    ...table.summary.map(([label, value]): [string, string] => [
      label,
      typeof value === 'number' ? page.money(value) : value,
    ]),
  ];
  for (const [label, value] of facts) {
    cell(doc, label, MARGIN, y, 130, { size: 10, color: MUTED });
    cell(doc, value, MARGIN + 130, y, width - 130, { size: 10, bold: true });
    y += 16;
  }
  y += 8;

  const weights = table.widths ?? table.columns.map(() => 1);
  const unit = width / weights.reduce((sum, w) => sum + w, 0);
  const columnX = weights.map((_, i) => MARGIN + weights.slice(0, i).reduce((sum, w) => sum + w, 0) * unit);
  const columnWidth = (i: number) => weights[i]! * unit;
  const isAmount = (i: number) => table.rows.some((r) => typeof r[i] === 'number');
  const header = () => {
    doc.rect(MARGIN, y, width, 20).fill('#e8f3ee');
    table.columns.forEach((title, i) => {
      cell(
        doc,
        title,
        columnX[i]! + 4,
        y + 4,
        columnWidth(i) - 8,
        { size: 9.5, bold: true, color: GREEN },
        isAmount(i) ? 'right' : 'left',
      );
    });
    y += 24;
  };
  header();
  if (table.rows.length === 0) cell(doc, page.emptyText, MARGIN + 4, y, width, { size: 10, color: MUTED });
  table.rows.forEach((row, r) => {
    if (y > doc.page.height - MARGIN - 20) {
      doc.addPage();
      y = MARGIN;
      header();
    }
    const settled = table.settled?.[r];
    row.forEach((value, i) => {
      const text = typeof value === 'number' ? page.money(value) : value;
      const isStatus = table.settled && i === row.length - 1;
      const color = isStatus ? (settled ? GREEN : RED) : INK;
      cell(
        doc,
        text,
        columnX[i]! + 4,
        y,
        columnWidth(i) - 8,
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
