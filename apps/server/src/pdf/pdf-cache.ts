import { createHash } from 'node:crypto';
import { LRUCache } from 'lru-cache';

/**
 * Immutable documents once made (a receipt, a closed year's statement, adopted minutes), kept in memory up
 * to a byte cap, the least recently read going first. Each instance of a cluster keeps its own: a document
 * is the same whoever makes it, so two copies cost memory, never correctness.
 *
 * The key is a hash of everything the document shows (the route passes it: the receipt as read, its number
 * and language, ...), so a change to any of it (a refund, a corrected name) is a new key and the old bytes
 * are never served for it; they simply age out. Readers are checked before the cache is asked, and the key
 * is made of data only a reader could have gathered, so the cache never lets anyone past a check.
 */
export interface PdfCache {
  get(key: string): Buffer | undefined;
  set(key: string, bytes: Buffer): void;
}

export const pdfCacheKey = (parts: readonly unknown[]) =>
  createHash('sha256').update(JSON.stringify(parts)).digest('base64url');

export function createPdfCache(maxBytes: number): PdfCache {
  if (maxBytes <= 0) return { get: () => undefined, set: () => {} };
  const cache = new LRUCache<string, Buffer>({
    maxSize: maxBytes,
    // A document larger than a quarter of the cap is not kept: it would push out many smaller ones.
    maxEntrySize: Math.max(1, Math.floor(maxBytes / 4)),
    sizeCalculation: (bytes, key) => bytes.byteLength + key.length,
  });
  return {
    get: (key) => cache.get(key),
    set: (key, bytes) => {
      cache.set(key, bytes);
    },
  };
}
