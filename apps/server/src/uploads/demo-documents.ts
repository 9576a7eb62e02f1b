import { createHash } from 'node:crypto';
import type { StorageDriver } from '@samity/api/images';
import type { DemoPdf, StoredDemoPdf } from '@samity/db';
import { SOCIETY } from '@samity/domain';
import { createFlowPdf } from '../meetings/flow-pdf';

/**
 * The demo seed's documents (bylaws, certificate, audit report, minutes) become real PDFs, drawn with the
 * society's letterhead as the minutes are, and stored as an upload stores them: under their content hash in
 * documents/, which only the download route reads.
 */
export function demoDocumentStore(storage: StorageDriver) {
  return async function storeDocument(file: DemoPdf): Promise<StoredDemoPdf> {
    const pdf = createFlowPdf(SOCIETY, file.lang, file.title, file.title);
    // The seed's moment, not the clock's: the same seed draws the same file.
    pdf.doc.info.CreationDate = file.at;
    for (const [label, value] of file.facts) pdf.fact(label, value);
    if (file.facts.length > 0) pdf.space(10);
    for (const section of file.sections) {
      pdf.heading(section.heading);
      pdf.paragraph(section.text, { size: 10.5 });
      pdf.space(6);
    }
    const data = await pdf.end();
    const sha256 = createHash('sha256').update(data).digest('hex');
    const storageKey = `documents/${sha256.slice(0, 32)}.pdf`;
    await storage.put(storageKey, data, 'application/pdf');
    return { storageKey, bytes: data.length, sha256 };
  };
}
