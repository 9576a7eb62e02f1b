import { createReadStream } from 'node:fs';
import { createGunzip } from 'node:zlib';

/**
 * The entries of a .tar.gz, read by this process before tar extracts anything: a restore must not let an
 * archive decide where files go. GNU tar strips a leading "/" and refuses ".." by itself, but it creates
 * symbolic and hard links as the archive says, and a link followed by a file through it writes anywhere the
 * operator can. So the images archive is checked whole first, and one bad entry refuses all of it.
 */
export interface ArchiveEntry {
  name: string;
  /** The tar type flag: '0' a file, '5' a directory, '1' a hard link, '2' a symbolic link, ... */
  type: string;
}

const BLOCK = 512;

/** Every entry of a gzip-compressed tar (ustar, GNU long names and pax paths understood). */
export async function readTarEntries(path: string): Promise<ArchiveEntry[]> {
  const entries: ArchiveEntry[] = [];
  let buffer: Buffer = Buffer.alloc(0);
  /** Bytes of the current entry's data still to skip (or to read, for a long name or pax header). */
  let remaining = 0;
  let padding = 0;
  let meta: { type: string; chunks: Buffer[] } | null = null;
  let longName: string | null = null;
  let ended = false;
  for await (const chunk of createReadStream(path).pipe(createGunzip())) {
    buffer = buffer.length ? Buffer.concat([buffer, chunk as Buffer]) : (chunk as Buffer);
    while (!ended) {
      if (remaining > 0 || padding > 0) {
        const take = Math.min(buffer.length, remaining > 0 ? remaining : padding);
        if (take === 0) break;
        if (remaining > 0) {
          if (meta) meta.chunks.push(buffer.subarray(0, take));
          remaining -= take;
          if (remaining === 0 && meta) {
            longName = metaName(meta.type, Buffer.concat(meta.chunks)) ?? longName;
            meta = null;
          }
        } else padding -= take;
        buffer = buffer.subarray(take);
        continue;
      }
      if (buffer.length < BLOCK) break;
      const header = buffer.subarray(0, BLOCK);
      buffer = buffer.subarray(BLOCK);
      if (header.every((byte) => byte === 0)) {
        ended = true;
        break;
      }
      const type = String.fromCharCode(header[156] ?? 0).replace('\0', '0');
      const size = sizeOf(header);
      remaining = size;
      padding = (BLOCK - (size % BLOCK)) % BLOCK;
      if (type === 'L' || type === 'x') {
        meta = { type, chunks: [] };
        if (size === 0) meta = null;
        continue;
      }
      if (type === 'g' || type === 'K') continue;
      const name = longName ?? headerName(header);
      longName = null;
      entries.push({ name, type });
    }
  }
  return entries;
}

function cString(bytes: Buffer): string {
  const end = bytes.indexOf(0);
  return bytes.subarray(0, end === -1 ? bytes.length : end).toString('utf8');
}

function headerName(header: Buffer): string {
  const name = cString(header.subarray(0, 100));
  const ustar = header.subarray(257, 262).toString('latin1') === 'ustar';
  const prefix = ustar ? cString(header.subarray(345, 500)) : '';
  return prefix ? `${prefix}/${name}` : name;
}

function sizeOf(header: Buffer): number {
  const field = header.subarray(124, 136);
  // GNU base-256 for sizes beyond 8 GiB: the high bit of the first byte is set.
  if ((field[0] ?? 0) & 0x80) {
    let size = 0;
    for (let i = 1; i < field.length; i++) size = size * 256 + (field[i] ?? 0);
    return size;
  }
  const octal = cString(field).trim();
  return octal ? Number.parseInt(octal, 8) : 0;
}

/** The name a GNU long-name block or a pax header gives the next entry. */
function metaName(type: string, data: Buffer): string | null {
  if (type === 'L') return cString(data);
  let at = 0;
  while (at < data.length) {
    const space = data.indexOf(0x20, at);
    if (space === -1) break;
    const length = Number.parseInt(data.subarray(at, space).toString('latin1'), 10);
    if (!Number.isFinite(length) || length <= 0) break;
    const record = data.subarray(space + 1, at + length - 1).toString('utf8');
    if (record.startsWith('path=')) return record.slice('path='.length);
    at += length;
  }
  return null;
}

/** File and directory entries only; anything else (a link, a device, a FIFO) is refused. */
const ALLOWED_TYPES = new Set(['0', '5', '7']);

/**
 * Why the images archive may not be restored, or null when every entry is a plain file or directory under
 * `uploads/`, by a relative name without "..".
 */
export function unsafeUploadsEntry(entries: ArchiveEntry[]): string | null {
  for (const { name, type } of entries) {
    if (name.startsWith('/')) return `${name}: an absolute path`;
    if (name.split('/').includes('..')) return `${name}: a path with ".."`;
    if (!ALLOWED_TYPES.has(type))
      return `${name}: ${type === '1' ? 'a hard link' : type === '2' ? 'a symbolic link' : `an entry of type ${type}`}`;
    if (name !== 'uploads' && name !== 'uploads/' && !name.startsWith('uploads/'))
      return `${name}: outside the uploads folder`;
  }
  return null;
}
