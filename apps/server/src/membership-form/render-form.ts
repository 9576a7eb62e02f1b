import { type BilingualText, type SocietyConfig, toBengaliDigits } from '@samity/domain';
import { createPdfDocument, type PdfDoc } from '../pdf/pdf-document';
import {
  APPLICANT_FIELDS,
  APPLICANT_SECTION,
  DECLARATION,
  DOCUMENTS,
  DOCUMENTS_SECTION,
  FORM_TITLE,
  NOMINEE_FIELDS,
  NOMINEE_SECTION,
  OFFICE_USE,
  PHOTO_BOX,
  SIGNATURES,
} from './form-text';

/**
 * The printable membership form of the Become A Member page as a one-page A4 PDF, generated from the
 * society's configuration in Bengali and English (fonts: ../pdf/pdf-document.ts).
 */

const MARGIN = 40;
const GREEN = '#0f5132';
const INK = '#1f2937';
const MUTED = '#4b5563';

interface Run {
  text: string;
  bold?: boolean;
  size: number;
  color?: string;
}

export function renderMembershipForm(society: SocietyConfig): Promise<Buffer> {
  const { doc, bytes } = createPdfDocument({
    // A small bottom margin: the layout below is placed explicitly and must never spill onto a 2nd page.
    margins: { top: MARGIN, left: MARGIN, right: MARGIN, bottom: 16 },
    info: { Title: `${FORM_TITLE.en} - ${society.name.en}`, Author: society.name.en, Subject: FORM_TITLE.en },
  });

  const width = doc.page.width - 2 * MARGIN;
  let y = drawLetterhead(doc, society, width);
  y = drawTitle(doc, y, width);
  y = drawFields(doc, APPLICANT_SECTION, APPLICANT_FIELDS, y, width);
  y = drawFields(doc, NOMINEE_SECTION, NOMINEE_FIELDS, y + 6, width);
  y = drawDocuments(doc, y + 6, width);
  y = drawDeclaration(doc, y + 10, width);
  drawSignatures(doc, y, width);
  doc.end();
  return bytes;
}

/**
 * The web font's Bengali file holds Bengali glyphs only, so a line mixing scripts is cut into runs:
 * Bengali words (with the spaces between them) in Noto Sans Bengali, Latin digits and punctuation in
 * Helvetica. A single-script text is laid out by pdfkit (wrapping, alignment); a mixed one is placed run
 * by run on one line, because pdfkit's `continued` misplaces runs in centered text. Returns the y below.
 */
const BENGALI = /[\u0964\u0965\u0980-\u09FF\u200C\u200D]/;
const BENGALI_RUNS =
  /([\u0964\u0965\u0980-\u09FF\u200C\u200D]+(?:\s+[\u0964\u0965\u0980-\u09FF\u200C\u200D]+)*)/;

function setFont(doc: PdfDoc, run: Run, part: string) {
  const bengali = BENGALI.test(part);
  const font = bengali ? (run.bold ? 'bn-bold' : 'bn') : run.bold ? 'Helvetica-Bold' : 'Helvetica';
  doc.font(font).fontSize(bengali ? run.size : run.size * 0.92);
}

function line(doc: PdfDoc, run: Run, x: number, y: number, options: PDFKit.Mixins.TextOptions = {}): number {
  doc.fillColor(run.color ?? INK);
  const parts = run.text.split(BENGALI_RUNS).filter((part) => part !== '');
  if (parts.length <= 1) {
    setFont(doc, run, run.text);
    doc.text(run.text, x, y, options);
    return doc.y;
  }
  const widths = parts.map((part) => {
    setFont(doc, run, part);
    return doc.widthOfString(part);
  });
  const total = widths.reduce((a, b) => a + b, 0);
  const box = options.width ?? total;
  let cursor =
    x + (options.align === 'center' ? (box - total) / 2 : options.align === 'right' ? box - total : 0);
  let bottom = y;
  parts.forEach((part, i) => {
    setFont(doc, run, part);
    // Helvetica sits lower in its line box than Noto Sans Bengali: nudge it onto the same baseline.
    const shift = BENGALI.test(part) ? 0 : run.size * 0.22;
    doc.text(part, cursor, y + shift, { lineBreak: false });
    bottom = Math.max(bottom, y + doc.currentLineHeight(true));
    cursor += widths[i]!;
  });
  return bottom;
}

function drawLetterhead(doc: PdfDoc, society: SocietyConfig, width: number): number {
  const center = { width, align: 'center' as const };
  let y = line(doc, { text: society.name.bn, bold: true, size: 17, color: GREEN }, MARGIN, MARGIN, center);
  y = line(doc, { text: society.name.en, bold: true, size: 12.5, color: GREEN }, MARGIN, y, center);
  y = line(doc, { text: society.address.bn, size: 9.5, color: MUTED }, MARGIN, y + 2, center);
  y = line(doc, { text: society.address.en, size: 9.5, color: MUTED }, MARGIN, y, center);
  y = line(doc, { text: society.registration.bn, size: 9, color: MUTED }, MARGIN, y, center);
  y = line(doc, { text: society.registration.en, size: 9, color: MUTED }, MARGIN, y, center);
  y += 6;
  doc
    .moveTo(MARGIN, y)
    .lineTo(MARGIN + width, y)
    .lineWidth(1.5)
    .strokeColor(GREEN)
    .stroke();
  return y + 10;
}

function drawTitle(doc: PdfDoc, top: number, width: number): number {
  const box = { w: 76, h: 86, x: MARGIN + width - 76 };
  doc.rect(box.x, top, box.w, box.h).lineWidth(0.8).strokeColor(MUTED).stroke();
  const inBox = { width: box.w, align: 'center' as const };
  const y = line(doc, { text: PHOTO_BOX.bn, size: 10, color: MUTED }, box.x, top + 30, inBox);
  line(doc, { text: PHOTO_BOX.en, size: 9.5, color: MUTED }, box.x, y, inBox);
  const titleY = line(doc, { text: FORM_TITLE.bn, bold: true, size: 16 }, MARGIN, top + 24);
  line(doc, { text: FORM_TITLE.en, bold: true, size: 13 }, MARGIN, titleY);
  return top + box.h + 4;
}

function sectionHeading(doc: PdfDoc, heading: BilingualText, top: number, width: number): number {
  doc.rect(MARGIN, top, width, 20).fill('#e8f3ee');
  line(doc, { text: heading.bn, bold: true, size: 10.5, color: GREEN }, MARGIN + 8, top + 3);
  line(doc, { text: heading.en, bold: true, size: 10.5, color: GREEN }, MARGIN + width / 2, top + 5, {
    width: width / 2 - 8,
    align: 'right',
  });
  return top + 26;
}

/** One row per field: the Bengali label, the English label under it, and a dotted line to write on. */
function drawFields(
  doc: PdfDoc,
  heading: BilingualText,
  fields: BilingualText[],
  top: number,
  width: number,
) {
  let y = sectionHeading(doc, heading, top, width);
  const labelWidth = 200;
  for (const [i, field] of fields.entries()) {
    const below = line(doc, { text: `${toBengaliDigits(i + 1)}. ${field.bn}`, size: 10 }, MARGIN, y, {
      width: labelWidth,
    });
    line(doc, { text: field.en, size: 9, color: MUTED }, MARGIN + 14, below - 1, { width: labelWidth - 14 });
    const ruleY = y + 19;
    doc
      .moveTo(MARGIN + labelWidth, ruleY)
      .lineTo(MARGIN + width, ruleY)
      .lineWidth(0.6)
      .dash(1.5, { space: 2 });
    doc.strokeColor(MUTED).stroke().undash();
    y += 24;
  }
  return y;
}

function drawDocuments(doc: PdfDoc, top: number, width: number): number {
  const y = sectionHeading(doc, DOCUMENTS_SECTION, top, width);
  const columnWidth = width / 2;
  DOCUMENTS.forEach((item, i) => {
    const x = MARGIN + (i % 2) * columnWidth;
    const rowY = y + Math.floor(i / 2) * 24;
    doc
      .rect(x, rowY + 2, 10, 10)
      .lineWidth(0.8)
      .strokeColor(INK)
      .stroke();
    const below = line(doc, { text: item.bn, size: 10 }, x + 16, rowY, { width: columnWidth - 20 });
    line(doc, { text: item.en, size: 9, color: MUTED }, x + 16, below - 1, { width: columnWidth - 20 });
  });
  return y + Math.ceil(DOCUMENTS.length / 2) * 24;
}

function drawDeclaration(doc: PdfDoc, top: number, width: number): number {
  const y = line(doc, { text: DECLARATION.bn, size: 10 }, MARGIN, top, { width });
  return line(doc, { text: DECLARATION.en, size: 9.5, color: MUTED }, MARGIN, y, { width });
}

function drawSignatures(doc: PdfDoc, top: number, width: number) {
  const y = Math.max(top + 34, doc.page.height - 36 - 110);
  const columnWidth = (width - 40) / 2;
  SIGNATURES.forEach((signature, i) => {
    const x = MARGIN + i * (columnWidth + 40);
    const centered = { width: columnWidth, align: 'center' as const };
    doc
      .moveTo(x, y)
      .lineTo(x + columnWidth, y)
      .lineWidth(0.8)
      .strokeColor(INK)
      .stroke();
    const below = line(doc, { text: signature.bn, size: 9.5 }, x, y + 4, centered);
    line(doc, { text: signature.en, size: 9, color: MUTED }, x, below, centered);
  });
  const officeY = y + 38;
  doc.rect(MARGIN, officeY, width, 36).lineWidth(0.6).strokeColor(MUTED).stroke();
  const below = line(doc, { text: OFFICE_USE.bn, size: 9.5 }, MARGIN + 8, officeY + 4, { width: width - 16 });
  line(doc, { text: OFFICE_USE.en, size: 9, color: MUTED }, MARGIN + 8, below + 1, { width: width - 16 });
}
