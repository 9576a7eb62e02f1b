import { inflateSync } from 'node:zlib';
import jsQR from 'jsqr';

/** Pixels per module and white modules round the code in the picture handed to the decoder. */
const SCALE = 4;
const QUIET = 4;

/**
 * The text of the QR code a PDF draws as squares (the certificate's vector code: a white box, then one
 * filled square per dark module), read by an independent decoder. The squares are gathered from the page's
 * content stream into the module matrix, painted into a picture and decoded with jsQR, so the test checks
 * what a phone's camera would read, not what the encoder was asked for. Null when no code is found.
 */
export function pdfQrText(pdf: Buffer, boxSize: number): string | null {
  const rects = contentRects(pdf);
  const box = rects.find((r) => near(r.w, boxSize) && near(r.h, boxSize));
  if (!box) return null;
  const modules = rects.filter(
    (r) => r !== box && r.w < boxSize / 20 && near(r.w, r.h) && inside(r, box) && r.w > 0,
  );
  if (modules.length === 0) return null;
  const unit = modules[0]!.w;
  // The drawing leaves a quiet zone of 4 modules on each side of the box.
  const size = Math.round(boxSize / unit) - 8;
  const dark = new Set(
    modules.map((r) => {
      const col = Math.round((r.x - box.x) / unit) - 4;
      const row = Math.round((r.y - box.y) / unit) - 4;
      return row * size + col;
    }),
  );
  const side = (size + 2 * QUIET) * SCALE;
  const pixels = new Uint8ClampedArray(side * side * 4).fill(255);
  for (let y = 0; y < side; y++)
    for (let x = 0; x < side; x++) {
      const row = Math.floor(y / SCALE) - QUIET;
      const col = Math.floor(x / SCALE) - QUIET;
      if (row < 0 || col < 0 || row >= size || col >= size || !dark.has(row * size + col)) continue;
      const at = (y * side + x) * 4;
      pixels[at] = pixels[at + 1] = pixels[at + 2] = 0;
    }
  return jsQR(pixels, side, side)?.data ?? null;
}

interface Rect {
  x: number;
  y: number;
  w: number;
  h: number;
}

const near = (a: number, b: number) => Math.abs(a - b) < 0.01;
const inside = (r: Rect, box: Rect) =>
  r.x >= box.x && r.y >= box.y && r.x + r.w <= box.x + box.w + 0.01 && r.y + r.h <= box.y + box.h + 0.01;

/** Every `x y w h re` of the PDF's deflated content streams. */
function contentRects(pdf: Buffer): Rect[] {
  const text = pdf.toString('latin1');
  const rects: Rect[] = [];
  const streams = /stream\r?\n/g;
  for (let m = streams.exec(text); m; m = streams.exec(text)) {
    const start = m.index + m[0].length;
    let content: string;
    try {
      content = inflateSync(pdf.subarray(start, text.indexOf('endstream', start))).toString('latin1');
    } catch {
      continue; // not a deflated stream
    }
    for (const r of content.matchAll(/(-?[\d.]+) (-?[\d.]+) (-?[\d.]+) (-?[\d.]+) re\b/g))
      rects.push({ x: Number(r[1]), y: Number(r[2]), w: Number(r[3]), h: Number(r[4]) });
  }
  return rects;
}
