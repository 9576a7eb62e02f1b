/**
 * Whether bytes are a PDF, judged by the content alone (never the file's name or the declared type): the
 * `%PDF-x.y` header at the very start, and the structure a reader needs to open it: a `startxref` near the
 * end pointing inside the file at a cross-reference table (`xref`) or stream (`n g obj`), and the `%%EOF`
 * marker after it. A renamed HTML page, image or script fails the first test; a truncated or mangled PDF the
 * second. The PDF is stored as it came; it is only ever served as a download in a sandbox (see the route).
 */
export type PdfVerdict = 'pdf' | 'not-pdf' | 'damaged';

const HEADER = /^%PDF-[12]\.\d/;
/** Readers look for the trailer in the last KB or so; generous, for files padded by some scanners. */
const TAIL_BYTES = 4096;

export function checkPdf(data: Buffer): PdfVerdict {
  if (!HEADER.test(data.subarray(0, 8).toString('latin1'))) return 'not-pdf';
  const tailStart = Math.max(0, data.length - TAIL_BYTES);
  const tail = data.subarray(tailStart).toString('latin1');
  const eof = tail.lastIndexOf('%%EOF');
  if (eof === -1) return 'damaged';
  const match = /startxref\s+(\d{1,12})\s*$/.exec(tail.slice(0, eof));
  if (!match) return 'damaged';
  const offset = Number(match[1]);
  if (offset < 8 || offset >= tailStart + (match.index ?? 0)) return 'damaged';
  const atOffset = data.subarray(offset, offset + 32).toString('latin1');
  return /^(xref\b|\d+\s+\d+\s+obj\b)/.test(atOffset) ? 'pdf' : 'damaged';
}
