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
  /** A4 turned sideways, for a table with many amount columns (the cash book). */
  landscape?: boolean;
  /** Rows drawn in bold (headings and totals of a statement), by index. */
  strong?: number[];
  /** Who signs below the table: a line, the role and a line for the date each (the annual statements). */
  signatures?: { roles: string[]; date: string };
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

const graphemes = new Intl.Segmenter(undefined, { granularity: 'grapheme' });

/**
 * The lines text takes in width: broken at spaces, and a word longer than a line between its letters (whole
 * graphemes), so a register never cuts a name, a receipt number or an amount: the row grows instead.
 */
export function wrapped(doc: PdfDoc, text: string, style: Style, width: number): string[] {
  // Most cells fit: one measure, not one per word.
  if (!text.includes('\n') && widthOf(doc, text, style) <= width) return [text];
  const lines: string[] = [];
  let line = '';
  for (const word of text.split(/\s+/).filter(Boolean)) {
    const joined = line ? `${line} ${word}` : word;
    if (widthOf(doc, joined, style) <= width) {
      line = joined;
      continue;
    }
    if (line) lines.push(line);
    line = '';
    for (const { segment } of graphemes.segment(word)) {
      if (line && widthOf(doc, line + segment, style) > width) {
        lines.push(line);
        line = '';
      }
      line += segment;
    }
  }
  if (line || lines.length === 0) lines.push(line);
  return lines;
}

/** Lines of wrapped text from (x, y), one under the other; answers the height they took. */
export function block(
  doc: PdfDoc,
  text: string,
  x: number,
  y: number,
  width: number,
  style: Style,
  align: 'left' | 'right' = 'left',
): number {
  const lines = wrapped(doc, text, style, width);
  const step = lineStep(style);
  lines.forEach((line, i) => {
    cell(doc, line, x, y + i * step, width, style, align);
  });
  return lines.length * step;
}

const lineStep = (style: Style) => style.size * 1.35;

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
    layout: table.landscape ? 'landscape' : 'portrait',
    info: { Title: page.documentTitle, Author: society.name.en },
  });

  const width = doc.page.width - 2 * MARGIN;
  const bottom = () => doc.page.height - MARGIN;
  let y = MARGIN;
  y += block(doc, society.name[lang], MARGIN, y, width, { size: 14, bold: true, color: GREEN }) + 2;
  y += block(doc, society.address[lang], MARGIN, y, width, { size: 9, color: MUTED }) + 4;
  doc
    .moveTo(MARGIN, y)
    .lineTo(MARGIN + width, y)
    .lineWidth(1.2)
    .strokeColor(GREEN)
    .stroke();
  y += 10;
  y += block(doc, table.title, MARGIN, y, width, { size: 15, bold: true }) + 4;
  const facts: [string, string][] = [
    ...page.facts,
    ...table.summary.map(([label, value]): [string, string] => [
      label,
      typeof value === 'number' ? page.money(value) : value,
    ]),
  ];
  for (const [label, value] of facts) {
    const left = block(doc, label, MARGIN, y, 150, { size: 10, color: MUTED });
    const right = block(doc, value, MARGIN + 156, y, width - 156, { size: 10, bold: true });
    y += Math.max(left, right) + 2;
  }
  y += 8;

  const weights = table.widths ?? table.columns.map(() => 1);
  const unit = width / weights.reduce((sum, w) => sum + w, 0);
  const columnX = weights.map((_, i) => MARGIN + weights.slice(0, i).reduce((sum, w) => sum + w, 0) * unit);
  const columnWidth = (i: number) => weights[i]! * unit - 8;
  const isAmount = (i: number) => table.rows.some((r) => typeof r[i] === 'number');
  const head: Style = { size: 9.5, bold: true, color: GREEN };
  const headHeight = Math.max(
    ...table.columns.map((title, i) => wrapped(doc, title, head, columnWidth(i)).length),
  );
  const header = () => {
    const height = headHeight * lineStep(head) + 8;
    doc.rect(MARGIN, y, width, height).fill('#e8f3ee');
    table.columns.forEach((title, i) => {
      block(doc, title, columnX[i]! + 4, y + 4, columnWidth(i), head, isAmount(i) ? 'right' : 'left');
    });
    y += height + 4;
  };
  header();
  if (table.rows.length === 0) block(doc, page.emptyText, MARGIN + 4, y, width, { size: 10, color: MUTED });
  const strong = new Set(table.strong ?? []);
  table.rows.forEach((row, r) => {
    const settled = table.settled?.[r];
    const styleOf = (i: number): Style => {
      const isStatus = table.settled && i === row.length - 1;
      const color = isStatus ? (settled ? GREEN : RED) : INK;
      return { size: 9.5, color, bold: isStatus || strong.has(r) };
    };
    const texts = row.map((value) => (typeof value === 'number' ? page.money(value) : value));
    // Each cell's lines are measured once: they give the row's height and are then drawn as they are.
    const cells = texts.map((text, i) => wrapped(doc, text, styleOf(i), columnWidth(i)));
    const step = lineStep(styleOf(0));
    const height = Math.max(...cells.map((lines) => lines.length)) * step + 4;
    if (y + height > bottom()) {
      doc.addPage();
      y = MARGIN;
      header();
    }
    cells.forEach((lines, i) => {
      const align = typeof row[i] === 'number' ? 'right' : 'left';
      lines.forEach((line, l) => {
        cell(doc, line, columnX[i]! + 4, y + l * step, columnWidth(i), styleOf(i), align);
      });
    });
    y += height;
    doc
      .moveTo(MARGIN, y - 3)
      .lineTo(MARGIN + width, y - 3)
      .lineWidth(0.3)
      .strokeColor('#d1d5db')
      .stroke();
  });
  if (table.signatures) signatureLines(doc, table.signatures, y, width);
  doc.end();
  return bytes;
}

/**
 * The lines the officers sign on, two to a row below the table (on a new page when they do not fit): a rule,
 * the role under it and the date's own line.
 */
function signatureLines(
  doc: PdfDoc,
  signatures: { roles: string[]; date: string },
  top: number,
  width: number,
) {
  const rows = Math.ceil(signatures.roles.length / 2);
  const rowHeight = 78;
  let y = top + 24;
  if (y + rows * rowHeight > doc.page.height - MARGIN) {
    doc.addPage();
    y = MARGIN;
  }
  const column = (width - 40) / 2;
  signatures.roles.forEach((role, i) => {
    const x = MARGIN + (i % 2) * (column + 40);
    const at = y + Math.floor(i / 2) * rowHeight + 34;
    doc
      .moveTo(x, at)
      .lineTo(x + column, at)
      .lineWidth(0.6)
      .strokeColor(INK)
      .stroke();
    block(doc, role, x, at + 4, column, { size: 9.5, bold: true });
    block(doc, `${signatures.date}: ______________`, x, at + 20, column, { size: 9, color: MUTED });
  });
}
