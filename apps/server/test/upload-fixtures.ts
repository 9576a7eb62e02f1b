import { randomBytes } from 'node:crypto';
import { readdirSync } from 'node:fs';
import { join, relative } from 'node:path';
import { deflateSync } from 'node:zlib';
import sharp from 'sharp';

/** A camera-like JPEG: noisy pixels, EXIF with an owner's details, and "rotate 90°" orientation. */
export async function photoWithExif(width = 2400, height = 1600): Promise<Buffer> {
  return sharp({
    create: {
      width,
      height,
      channels: 3,
      background: '#3366aa',
      noise: { type: 'gaussian', mean: 120, sigma: 30 },
    },
  })
    .withExif({
      IFD0: { Copyright: 'SECRET-OWNER', Artist: 'SECRET-ARTIST', ImageDescription: 'SECRET-PLACE' },
    })
    .withMetadata({ orientation: 6 })
    .jpeg({ quality: 80 })
    .toBuffer();
}

/** A PNG with a transparent half (JPEG has none: the server paints it white). */
export async function transparentPng(): Promise<Buffer> {
  const half = await sharp({ create: { width: 300, height: 200, channels: 4, background: '#ff0000' } })
    .png()
    .toBuffer();
  return sharp({
    create: { width: 600, height: 200, channels: 4, background: { r: 0, g: 0, b: 0, alpha: 0 } },
  })
    .composite([{ input: half, left: 0, top: 0 }])
    .png()
    .toBuffer();
}

export const smallWebp = () =>
  sharp({ create: { width: 320, height: 240, channels: 3, background: '#22aa66' } })
    .webp()
    .toBuffer();

export const smallJpeg = (color = '#aa2266') =>
  sharp({ create: { width: 640, height: 480, channels: 3, background: color } })
    .jpeg()
    .toBuffer();

function crc32(data: Buffer): number {
  let crc = 0xffffffff;
  for (const byte of data) {
    crc ^= byte;
    for (let k = 0; k < 8; k++) crc = crc & 1 ? 0xedb88320 ^ (crc >>> 1) : crc >>> 1;
  }
  return (crc ^ 0xffffffff) >>> 0;
}

function pngChunk(type: string, data: Buffer): Buffer {
  const length = Buffer.alloc(4);
  length.writeUInt32BE(data.length);
  const body = Buffer.concat([Buffer.from(type, 'latin1'), data]);
  const crc = Buffer.alloc(4);
  crc.writeUInt32BE(crc32(body));
  return Buffer.concat([length, body, crc]);
}

/**
 * A complete, valid black-and-white PNG of side x side pixels. At 1 bit per pixel and all black it packs to
 * about 50 KB for 20000 x 20000: a decompression bomb (400 megapixels) well under any size cap.
 */
export function bombPng(side = 20_000): Buffer {
  const header = Buffer.alloc(13);
  header.writeUInt32BE(side, 0);
  header.writeUInt32BE(side, 4);
  header[8] = 1; // bit depth
  header[9] = 0; // greyscale
  const raw = Buffer.alloc((1 + Math.ceil(side / 8)) * side);
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    pngChunk('IHDR', header),
    pngChunk('IDAT', deflateSync(raw, { level: 9 })),
    pngChunk('IEND', Buffer.alloc(0)),
  ]);
}

export const randomJunk = (bytes: number) => randomBytes(bytes);

export interface Part {
  name: string;
  data: Buffer | string;
  filename?: string;
  contentType?: string;
}

/** A multipart/form-data body as a browser's FormData would send it. */
export function multipart(parts: Part[]) {
  const boundary = `----samity${randomBytes(8).toString('hex')}`;
  const chunks: Buffer[] = [];
  for (const part of parts) {
    const disposition = `form-data; name="${part.name}"${part.filename ? `; filename="${part.filename}"` : ''}`;
    const type = part.contentType ? `\r\nContent-Type: ${part.contentType}` : '';
    chunks.push(Buffer.from(`--${boundary}\r\nContent-Disposition: ${disposition}${type}\r\n\r\n`));
    chunks.push(Buffer.isBuffer(part.data) ? part.data : Buffer.from(part.data));
    chunks.push(Buffer.from('\r\n'));
  }
  chunks.push(Buffer.from(`--${boundary}--\r\n`));
  return {
    payload: Buffer.concat(chunks),
    headers: { 'content-type': `multipart/form-data; boundary=${boundary}` },
  };
}

export const filePart = (
  data: Buffer | string,
  filename = 'photo.jpg',
  contentType = 'image/jpeg',
): Part => ({
  name: 'file',
  data,
  filename,
  contentType,
});

/** Every file under dir (relative paths), to show that a refused upload stored nothing. */
export function filesUnder(dir: string): string[] {
  try {
    return readdirSync(dir, { recursive: true, withFileTypes: true })
      .filter((entry) => entry.isFile())
      .map((entry) => relative(dir, join(entry.parentPath, entry.name)))
      .sort();
  } catch {
    return [];
  }
}

/** A new admin or member with a fresh session (no password needed): its id and the Cookie header. */
export async function newSession(
  handle: import('@samity/db').DbHandle,
  kind: 'admin' | 'member',
): Promise<{ id: number; cookie: string }> {
  const { createAdmin, createMember, loginAs } = await import('@samity/api/testing');
  const account = kind === 'admin' ? await createAdmin(handle.db) : await createMember(handle.db);
  return { id: account.id, cookie: (await loginAs(handle.db, account)).header() };
}

/** The Cookie header of a fresh session of a new admin or member. */
export async function sessionCookie(handle: import('@samity/db').DbHandle, kind: 'admin' | 'member') {
  return (await newSession(handle, kind)).cookie;
}
