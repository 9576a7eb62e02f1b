import { createHash } from 'node:crypto';
import { newDocumentKey } from '@samity/api';
import type { StorageDriver } from '@samity/api/images';
import type { DemoPdf, StoredDemoPdf } from '@samity/db';
import { SOCIETY } from '@samity/domain';
import { createPdfDocument } from '../pdf/pdf-document';

const MARGIN = 56;
const GREEN = '#0f5132';
const MUTED = '#4b5563';

/**
 * Draws a demo document: the society's letterhead, the title, the facts and the headed paragraphs, in one
 * language (Noto Sans Bengali for Bengali, Helvetica for English). pdfkit's own line wrapping measures each
 * word once; the minutes' flow layout measures every line as it grows, which for five documents of Bengali
 * text made the first start seconds slower.
 */
async function drawPdf(file: DemoPdf): Promise<Buffer> {
  const { doc, bytes } = createPdfDocument({
    margins: { top: MARGIN, left: MARGIN, right: MARGIN, bottom: MARGIN },
    info: { Title: file.title, Author: SOCIETY.name.en, CreationDate: file.at },
  });
  const [regular, bold] = file.lang === 'bn' ? ['bn', 'bn-bold'] : ['Helvetica', 'Helvetica-Bold'];
  const width = doc.page.width - 2 * MARGIN;
  doc.font(bold).fontSize(14).fillColor(GREEN).text(SOCIETY.name[file.lang], { width });
  doc.font(regular).fontSize(9).fillColor(MUTED).text(SOCIETY.address[file.lang], { width });
  doc
    .moveDown(0.5)
    .moveTo(MARGIN, doc.y)
    .lineTo(MARGIN + width, doc.y)
    .lineWidth(1.2)
    .strokeColor(GREEN)
    .stroke()
    .moveDown(0.8);
  doc.font(bold).fontSize(16).fillColor('#111827').text(file.title, { width }).moveDown(0.6);
  for (const [label, value] of file.facts) {
    doc.font(regular).fontSize(10).fillColor(MUTED).text(`${label}: `, { continued: true });
    doc.font(bold).fillColor('#111827').text(value, { width });
  }
  for (const section of file.sections) {
    doc.moveDown(0.8).font(bold).fontSize(12).fillColor(GREEN).text(section.heading, { width });
    for (const paragraph of section.text.split('\n'))
      doc
        .moveDown(0.3)
        .font(regular)
        .fontSize(10.5)
        .fillColor('#111827')
        .text(paragraph, { width, lineGap: 3 });
  }
  doc.end();
  return bytes;
}

/**
 * The demo seed's documents (bylaws, certificate, audit report, minutes) become real PDFs, stored as an
 * upload stores them: under a private key of their own, which only the download route reads.
 */
export function demoDocumentStore(storage: StorageDriver) {
  return async function storeDocument(file: DemoPdf): Promise<StoredDemoPdf> {
    const data = await drawPdf(file);
    const sha256 = createHash('sha256').update(data).digest('hex');
    const storageKey = newDocumentKey();
    await storage.put(storageKey, data, 'application/pdf');
    return { storageKey, bytes: data.length, sha256 };
  };
}
