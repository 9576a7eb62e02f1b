import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import PDFDocument from 'pdfkit';
import { woffToSfnt } from './woff-to-sfnt';

export type PdfDoc = InstanceType<typeof PDFDocument>;

/**
 * Bengali is drawn with Noto Sans Bengali, the same self-hosted font the web app uses (its WOFF file:
 * fontkit cannot subset the WOFF2 one); pdfkit shapes it through fontkit, so conjuncts and vowel signs come
 * out right. Latin text uses the PDF standard Helvetica, which needs no embedding.
 *
 * The files are read, unwrapped to plain sfnt (woff-to-sfnt.ts says why) and parsed once per thread, at its
 * first PDF (sharedFonts below).
 */
const require = createRequire(import.meta.url);
const fontFile = (weight: number) =>
  require.resolve(`@fontsource/noto-sans-bengali/files/noto-sans-bengali-bengali-${weight}-normal.woff`);

type FontKey = 'bn' | 'bn-bold';
type EmbeddedFontClass = new (doc: PdfDoc, font: unknown, id: string) => unknown;
/** The parts of pdfkit's document this module reaches into (pdfkit is pinned: package.json). */
interface EmbeddedFontInternals {
  layoutCache: Record<string, unknown> | null;
}
interface DocInternals {
  _font: { font: unknown; constructor: EmbeddedFontClass };
  _fontFamilies: Record<string, unknown>;
  _fontCount: number;
}

/**
 * The Bengali fonts parsed once per thread. pdfkit parses a registered font anew for every document, and
 * fontkit's parse of the layout tables, with the shaping caches it then fills, cost a Bengali PDF more than
 * its drawing did. One parsed font (fontkit's) is shared by every document; each document still gets its
 * own embedded copy (pdfkit's EmbeddedFont: its subset, its dictionary), made when it first uses the font,
 * so an English document embeds no Bengali font at all.
 *
 * The words' shapes (pdfkit's layout cache of each embedded font: glyphs and advances, in the font's units)
 * are shared too, as shaping Bengali is most of what is left: a receipt's labels and the letterhead are
 * shaped once per thread, not once per document. The cache is bounded: past LAYOUT_CACHE_WORDS words it
 * starts over.
 */
const LAYOUT_CACHE_WORDS = 20_000;
const layouts: Record<FontKey, Record<string, unknown>> = {
  bn: Object.create(null),
  'bn-bold': Object.create(null),
};
const layoutsOf = (key: FontKey) => {
  if (Object.keys(layouts[key]).length > LAYOUT_CACHE_WORDS) layouts[key] = Object.create(null);
  return layouts[key];
};
let shared: { Embedded: EmbeddedFontClass; fonts: Record<FontKey, unknown> } | null = null;
function sharedFonts() {
  if (shared) return shared;
  // A document never ended, only to let pdfkit parse the two fonts and show its embedded-font class.
  const probe = new PDFDocument({ autoFirstPage: false });
  const internals = probe as unknown as DocInternals;
  const files = {
    bn: woffToSfnt(readFileSync(fontFile(400))),
    'bn-bold': woffToSfnt(readFileSync(fontFile(700))),
  };
  const parsed = (key: FontKey) => {
    probe.registerFont(key, files[key]);
    probe.font(key);
    return internals._font;
  };
  const regular = parsed('bn');
  shared = { Embedded: regular.constructor, fonts: { bn: regular.font, 'bn-bold': parsed('bn-bold').font } };
  return shared;
}

/** Makes `doc.font('bn')` and `doc.font('bn-bold')` use the thread's parsed fonts. */
function useSharedFonts(doc: PdfDoc) {
  const { Embedded, fonts } = sharedFonts();
  const internals = doc as unknown as DocInternals;
  const font = doc.font.bind(doc);
  doc.font = ((src: string, ...rest: unknown[]) => {
    if ((src === 'bn' || src === 'bn-bold') && !internals._fontFamilies[src]) {
      const embedded = new Embedded(doc, fonts[src], `F${++internals._fontCount}`) as EmbeddedFontInternals;
      if (embedded.layoutCache) embedded.layoutCache = layoutsOf(src);
      internals._fontFamilies[src] = embedded;
    }
    return (font as (...args: unknown[]) => PdfDoc)(src, ...rest);
  }) as PdfDoc['font'];
}

/**
 * An A4 pdfkit document with the Bengali fonts registered as 'bn' and 'bn-bold', and the promise of its
 * bytes once the caller has drawn it and called `doc.end()`.
 */
export function createPdfDocument(options: PDFKit.PDFDocumentOptions): {
  doc: PdfDoc;
  bytes: Promise<Buffer>;
} {
  const doc = new PDFDocument({ size: 'A4', ...options });
  useSharedFonts(doc);
  const chunks: Buffer[] = [];
  doc.on('data', (chunk: Buffer) => chunks.push(chunk));
  const bytes = new Promise<Buffer>((resolve, reject) => {
    doc.on('end', () => resolve(Buffer.concat(chunks)));
    doc.on('error', reject);
  });
  return { doc, bytes };
}
