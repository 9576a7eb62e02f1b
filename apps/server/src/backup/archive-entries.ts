import { createReadStream } from 'node:fs';
import { createGunzip } from 'node:zlib';
import { extract } from 'tar-stream';

/**
 * The entries of a .tar.gz, read by this process before tar extracts anything: a restore must not let an
 * archive decide where files go. GNU tar strips a leading "/" and refuses ".." by itself, but it creates
 * symbolic and hard links as the archive says, and a link followed by a file through it writes anywhere the
 * operator can. So the images archive is checked whole first, and one bad entry refuses all of it.
 * The archive is read by tar-stream (GNU long names and pax paths included), never by hand.
 */
export interface ArchiveEntry {
  name: string;
  /** tar-stream's entry type: 'file', 'directory', 'link' (hard), 'symlink', a device, a FIFO, ... */
  type: string;
}

/** Every entry of a gzip-compressed tar; its contents are skipped, not kept. */
export async function readTarEntries(path: string): Promise<ArchiveEntry[]> {
  const entries: ArchiveEntry[] = [];
  const tar = extract();
  const gunzipped = createReadStream(path).pipe(createGunzip());
  gunzipped.on('error', (error) => tar.destroy(error));
  gunzipped.pipe(tar);
  for await (const entry of tar) {
    entries.push({ name: entry.header.name, type: entry.header.type ?? 'unknown' });
    entry.resume();
  }
  return entries;
}

/** File and directory entries only; anything else (a link, a device, a FIFO) is refused. */
const ALLOWED_TYPES = new Set(['file', 'contiguous-file', 'directory']);
const TYPE_NAMES: Record<string, string> = { link: 'a hard link', symlink: 'a symbolic link' };

/**
 * Why the images archive may not be restored, or null when every entry is a plain file or directory under
 * `uploads/`, by a relative name without "..".
 */
export function unsafeUploadsEntry(entries: ArchiveEntry[]): string | null {
  for (const { name, type } of entries) {
    if (name.startsWith('/')) return `${name}: an absolute path`;
    if (name.split('/').includes('..')) return `${name}: a path with ".."`;
    if (!ALLOWED_TYPES.has(type)) return `${name}: ${TYPE_NAMES[type] ?? `an entry of type ${type}`}`;
    if (name !== 'uploads' && name !== 'uploads/' && !name.startsWith('uploads/'))
      return `${name}: outside the uploads folder`;
  }
  return null;
}
