import { createRequire } from 'node:module';
import PDFDocument from 'pdfkit';

export type PdfDoc = InstanceType<typeof PDFDocument>;

/**
 * Bengali is drawn with Noto Sans Bengali, the same self-hosted font the web app uses (its WOFF file:
 * fontkit cannot subset the WOFF2 one); pdfkit shapes it through fontkit, so conjuncts and vowel signs come
 * out right. Latin text uses the PDF standard Helvetica, which needs no embedding.
 */
const require = createRequire(import.meta.url);
const fontFile = (weight: number) =>
  require.resolve(`@fontsource/noto-sans-bengali/files/noto-sans-bengali-bengali-${weight}-normal.woff`);

/**
 * An A4 pdfkit document with the Bengali fonts registered as 'bn' and 'bn-bold', and the promise of its
 * bytes once the caller has drawn it and called `doc.end()`.
 */
export function createPdfDocument(options: PDFKit.PDFDocumentOptions): {
  doc: PdfDoc;
  bytes: Promise<Buffer>;
} {
  const doc = new PDFDocument({ size: 'A4', ...options });
  doc.registerFont('bn', fontFile(400));
  doc.registerFont('bn-bold', fontFile(700));
  const chunks: Buffer[] = [];
  doc.on('data', (chunk: Buffer) => chunks.push(chunk));
  const bytes = new Promise<Buffer>((resolve, reject) => {
    doc.on('end', () => resolve(Buffer.concat(chunks)));
    doc.on('error', reject);
  });
  return { doc, bytes };
}
