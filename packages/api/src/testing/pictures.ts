import type { Db } from '@samity/db';
import { type UploadRow, upsertUpload } from '../services/images/images.queries';
import type { StorageDriver } from '../services/images/storage-driver';

export interface TestPicture {
  hash: string;
  key: string;
  thumbnailKey: string;
  url: string;
  /** The registry row as written. */
  row: UploadRow;
}

/**
 * A picture registered the way POST /api/uploads registers one: its row in the uploads registry, uploaded at
 * `at` by the admin or member named (or nobody), and with a storage also the picture and its thumbnail
 * stored there. Without a storage the addresses are the filesystem driver's (/uploads/<key>) and nothing is
 * stored: for tests about the records that name pictures, not about the files.
 */
export async function registerTestPicture(
  db: Db,
  options: {
    /** 32 hex digits or any unique text: the key is `<hash>.jpg`. */
    hash: string;
    at: Date;
    storage?: StorageDriver;
    adminId?: number | null;
    memberId?: number | null;
    /** What the stored file holds (the registry's sha256 is made from the hash either way). */
    content?: string;
  },
): Promise<TestPicture> {
  const { hash, storage } = options;
  const key = `${hash}.jpg`;
  const thumbnailKey = `${hash}.thumb.jpg`;
  if (storage) {
    await storage.put(key, Buffer.from(`${options.content ?? 'picture'} ${hash}`), 'image/jpeg');
    await storage.put(thumbnailKey, Buffer.from(`thumb ${hash}`), 'image/jpeg');
  }
  const addressOf = (k: string) => (storage ? storage.publicUrl(k) : `/uploads/${k}`);
  const row: UploadRow = {
    key,
    thumbnail_key: thumbnailKey,
    url: addressOf(key),
    thumbnail_url: addressOf(thumbnailKey),
    sha256: hash.padEnd(64, '0').slice(0, 64),
    bytes: 10,
    thumbnail_bytes: 5,
    width: 100,
    height: 80,
    admin_id: options.adminId ?? null,
    member_id: options.memberId ?? null,
  };
  await upsertUpload(db, row, options.at);
  return { hash, key, thumbnailKey, url: row.url, row };
}
