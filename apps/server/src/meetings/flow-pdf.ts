import type { SocietyConfig } from '@samity/domain';
import { createPdfDocument, type PdfDoc } from '../pdf/pdf-document';
import { cell, type Style, widthOf } from '../pdf/table-pdf';

/**
 * A document of running text (minutes, the resolution register): the society's letterhead, a title, facts
 * and then headings and paragraphs that wrap and go on to the next page. The table PDF keeps a cell on one
 * line; a resolution is the register's whole point, so here nothing is cut.
 */

const MARGIN = 48;
const GREEN = '#0f5132';
const MUTED = '#4b5563';

export interface FlowPdf {
  doc: PdfDoc;
  /** One or more lines of text, wrapped to the width (less the indent); blank lines keep a gap. */
  /** keepWithNext: lines of what follows that must fit on the same page (a label never ends a page alone). */
  paragraph(
    text: string,
    style: Style,
    options?: { indent?: number; gap?: number; keepWithNext?: number },
  ): void;
  heading(text: string): void;
  fact(label: string, value: string): void;
  space(points: number): void;
  end(): Promise<Buffer>;
}

const lineHeight = (style: Style) => style.size * 1.55;

/** Words that fit in width, one line each; a word wider than a whole line is broken by characters. */
function wrap(doc: PdfDoc, text: string, style: Style, width: number): string[] {
  const lines: string[] = [];
  let line = '';
  const words = text.split(/\s+/).filter(Boolean);
  for (let word of words) {
    while (widthOf(doc, word, style) > width) {
      let cut = word.length - 1;
      while (cut > 1 && widthOf(doc, word.slice(0, cut), style) > width) cut--;
      if (line) lines.push(line);
      lines.push(word.slice(0, cut));
      line = '';
      word = word.slice(cut);
    }
    const next = line ? `${line} ${word}` : word;
    if (line && widthOf(doc, next, style) > width) {
      lines.push(line);
      line = word;
    } else line = next;
  }
  if (line) lines.push(line);
  return lines;
}

export function createFlowPdf(
  society: SocietyConfig,
  lang: 'en' | 'bn',
  documentTitle: string,
  title: string,
): FlowPdf {
  const { doc, bytes } = createPdfDocument({
    margins: { top: MARGIN, left: MARGIN, right: MARGIN, bottom: MARGIN },
    info: { Title: documentTitle, Author: society.name.en },
  });
  const width = doc.page.width - 2 * MARGIN;
  let y = MARGIN;
  const room = (height: number) => {
    if (y + height <= doc.page.height - MARGIN) return;
    doc.addPage();
    y = MARGIN;
  };

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
  y += 12;
  for (const line of wrap(doc, title, { size: 15, bold: true }, width)) {
    cell(doc, line, MARGIN, y, width, { size: 15, bold: true });
    y += 24;
  }

  const flow: FlowPdf = {
    doc,
    paragraph(text, style, options = {}) {
      const indent = options.indent ?? 0;
      if (options.keepWithNext) room(lineHeight(style) * (1 + options.keepWithNext));
      for (const part of text.split(/\r?\n/)) {
        const lines = part.trim() ? wrap(doc, part, style, width - indent) : [''];
        for (const line of lines) {
          room(lineHeight(style));
          if (line) cell(doc, line, MARGIN + indent, y, width - indent, style);
          y += lineHeight(style);
        }
      }
      y += options.gap ?? 4;
    },
    heading(text) {
      // A heading never stays alone at the foot of a page.
      room(lineHeight({ size: 12 }) * 3);
      flow.paragraph(text, { size: 12, bold: true, color: GREEN }, { gap: 2 });
    },
    fact(label, value) {
      room(16);
      cell(doc, label, MARGIN, y, 150, { size: 10, color: MUTED });
      const lines = wrap(doc, value, { size: 10, bold: true }, width - 150);
      for (const line of lines) {
        room(16);
        cell(doc, line, MARGIN + 150, y, width - 150, { size: 10, bold: true });
        y += 16;
      }
    },
    space(points) {
      y += points;
    },
    end() {
      doc.end();
      return bytes;
    },
  };
  return flow;
}
