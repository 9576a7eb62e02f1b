import { inflateSync } from 'node:zlib';

/** The Unicode text the PDF's embedded fonts map their glyphs to (their deflated ToUnicode maps). */
export function fontText(pdf: Buffer): string {
  const text = pdf.toString('latin1');
  const out: string[] = [];
  const pattern = /stream\r?\n/g;
  for (let m = pattern.exec(text); m; m = pattern.exec(text)) {
    const start = m.index + m[0].length;
    try {
      const stream = inflateSync(pdf.subarray(start, text.indexOf('endstream', start))).toString('latin1');
      const map = /beginbfrange([\s\S]*?)endbfrange/.exec(stream);
      if (map) out.push(map[1]!);
    } catch {
      // not a deflated stream
    }
  }
  return out.join('\n').toLowerCase();
}
