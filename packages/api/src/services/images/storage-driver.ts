import type { Readable } from 'node:stream';

/** One stored object, ready to stream to a client. */
interface StoredObject {
  body: Readable;
  bytes: number;
  contentType: string;
}

/**
 * Where images live (docs/decisions/004-images.md). Keys are relative paths such as `3f9a….jpg`; the uploads pipeline names
 * them by content hash, so an object is never changed once written and can be cached forever.
 * Every driver must behave the same: see apps/server/test/storage-contract.ts, run against each of them.
 */
export interface StorageDriver {
  readonly kind: 'filesystem' | 's3';
  /** Writes the object whole (readers never see half a file); an existing key is replaced. */
  put(key: string, data: Buffer, contentType: string): Promise<void>;
  /** The object as a stream, or null when there is none under key. */
  get(key: string): Promise<StoredObject | null>;
  exists(key: string): Promise<boolean>;
  /** Removes the object; a key that holds nothing is not an error (deleting twice is fine). */
  delete(key: string): Promise<void>;
  /** The address under which browsers load key (what records store, e.g. `/uploads/<key>`); none for a private key. */
  publicUrl(key: string): string;
  /** The key behind an address this driver handed out, or null for any other address (left alone). */
  keyFromUrl(url: string): string | null;
}

/** Path segments of letters, digits, dot, dash and underscore; never `..`, never a leading dot or slash. */
const KEY_PATTERN =
  /^[A-Za-z0-9][A-Za-z0-9_-]*(?:\.[A-Za-z0-9_-]+)*(?:\/[A-Za-z0-9][A-Za-z0-9_-]*(?:\.[A-Za-z0-9_-]+)*)*$/;

export function isValidKey(key: string): boolean {
  return key.length > 0 && key.length <= 200 && KEY_PATTERN.test(key);
}

export function assertValidKey(key: string): void {
  if (!isValidKey(key)) throw new Error(`Invalid storage key: ${JSON.stringify(key)}`);
}

/**
 * Keys under `private/` hold files that only this server may hand out, after deciding who may read them (the
 * society's documents, docs/documents.md). They have no public address: publicUrl refuses them, keyFromUrl
 * never answers one, /uploads never serves one, and the S3 driver keeps them outside the publicly served
 * prefix (S3_PRIVATE_PREFIX or S3_PRIVATE_BUCKET).
 */
export const PRIVATE_KEY_PREFIX = 'private/';

export function isPrivateKey(key: string): boolean {
  return key.startsWith(PRIVATE_KEY_PREFIX);
}

/** The only types served from storage; anything else (a temp file, an unknown extension) is not found. */
const CONTENT_TYPES: Record<string, string> = {
  jpg: 'image/jpeg',
  jpeg: 'image/jpeg',
  png: 'image/png',
  webp: 'image/webp',
  // Demo pictures of data directories seeded before the pipeline existed; served with a sandbox CSP.
  svg: 'image/svg+xml',
};

export function contentTypeOfKey(key: string): string | null {
  const ext = key.slice(key.lastIndexOf('.') + 1).toLowerCase();
  return key.includes('.') ? (CONTENT_TYPES[ext] ?? null) : null;
}

/** Maps `<base>/<key>` addresses to keys and back, for drivers whose objects are served under one base. */
export function urlMapper(publicBaseUrl: string) {
  const base = publicBaseUrl.replace(/\/+$/, '');
  return {
    publicUrl(key: string): string {
      assertValidKey(key);
      if (isPrivateKey(key)) throw new Error(`A private key has no public address: ${JSON.stringify(key)}`);
      return `${base}/${key}`;
    },
    keyFromUrl(url: string): string | null {
      if (!url.startsWith(`${base}/`)) return null;
      const key = url.slice(base.length + 1);
      return isValidKey(key) && !isPrivateKey(key) ? key : null;
    },
  };
}
