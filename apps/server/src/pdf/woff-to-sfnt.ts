import { inflateSync } from 'node:zlib';

/**
 * A WOFF 1.0 font as the plain TrueType/OpenType file (sfnt) it wraps: every table inflated once, with
 * Node's zlib. fontkit reads a WOFF's tables through a JavaScript inflater and inflates a table again at
 * every read: the glyph table once per glyph looked up, which made a Bengali page cost seconds of CPU
 * (docs/decisions/029-pdfs-in-a-worker-pool.md). The sfnt is what the WOFF was made from, byte for byte in
 * each table, so the PDF embeds the same glyphs.
 */
export function woffToSfnt(woff: Uint8Array): Buffer {
  const input = Buffer.from(woff.buffer, woff.byteOffset, woff.byteLength);
  if (input.readUInt32BE(0) !== 0x774f4646) throw new Error('Not a WOFF 1.0 font');
  const flavor = input.readUInt32BE(4);
  const numTables = input.readUInt16BE(12);
  const tables = Array.from({ length: numTables }, (_, i) => {
    const at = 44 + i * 20;
    const offset = input.readUInt32BE(at + 4);
    const compLength = input.readUInt32BE(at + 8);
    const origLength = input.readUInt32BE(at + 12);
    const stored = input.subarray(offset, offset + compLength);
    const data = compLength < origLength ? inflateSync(stored) : stored;
    if (data.length !== origLength) throw new Error('A WOFF table does not inflate to its length');
    return { tag: input.readUInt32BE(at), checksum: input.readUInt32BE(at + 16), data };
  });
  const padded = (length: number) => (length + 3) & ~3;
  const headerLength = 12 + 16 * numTables;
  const total = tables.reduce((sum, table) => sum + padded(table.data.length), headerLength);
  const out = Buffer.alloc(total);
  const power = 2 ** Math.floor(Math.log2(numTables));
  out.writeUInt32BE(flavor, 0);
  out.writeUInt16BE(numTables, 4);
  out.writeUInt16BE(power * 16, 6);
  out.writeUInt16BE(Math.log2(power), 8);
  out.writeUInt16BE(numTables * 16 - power * 16, 10);
  let offset = headerLength;
  tables.forEach((table, i) => {
    const at = 12 + i * 16;
    out.writeUInt32BE(table.tag, at);
    out.writeUInt32BE(table.checksum, at + 4);
    out.writeUInt32BE(offset, at + 8);
    out.writeUInt32BE(table.data.length, at + 12);
    table.data.copy(out, offset);
    offset += padded(table.data.length);
  });
  return out;
}
