import { deleteUploadRow, type StorageDriver, type UploadRow, upsertUpload } from '@samity/api/images';
import type { Db } from '@samity/db';
import { imageKeyOfHash, thumbnailOf } from '@samity/domain';
import type { FastifyBaseLogger } from 'fastify';
import type { ProcessedImage } from './image-processing';

/** Who uploads: only a logged-in admin or member may; the demo seed stores as nobody. */
export type Uploader = { kind: 'admin'; adminId: number } | { kind: 'member'; memberId: number } | null;

/** The answer's shape is the one the web app and integrators read (`secure_url`, docs/images.md). */
interface UploadAnswer {
  secure_url: string;
  thumbnail_url: string;
  width: number;
  height: number;
  bytes: number;
}

export function uploadRowOf(
  storage: StorageDriver,
  processed: ProcessedImage,
  uploader: Uploader,
): UploadRow {
  const key = imageKeyOfHash(processed.hash);
  const thumbnailKey = thumbnailOf(key)!;
  return {
    key,
    thumbnail_key: thumbnailKey,
    url: storage.publicUrl(key),
    thumbnail_url: storage.publicUrl(thumbnailKey),
    sha256: processed.sha256,
    bytes: processed.image.data.length,
    thumbnail_bytes: processed.thumbnail.data.length,
    width: processed.image.width,
    height: processed.image.height,
    admin_id: uploader?.kind === 'admin' ? uploader.adminId : null,
    member_id: uploader?.kind === 'member' ? uploader.memberId : null,
  };
}

/** Thumbnail first, so whenever the picture exists its thumbnail does too. */
export async function writeImageFiles(storage: StorageDriver, row: UploadRow, processed: ProcessedImage) {
  await storage.put(row.thumbnail_key, processed.thumbnail.data, 'image/jpeg');
  await storage.put(row.key, processed.image.data, 'image/jpeg');
}

const answerOf = (row: UploadRow): UploadAnswer => ({
  secure_url: row.url,
  thumbnail_url: row.thumbnail_url,
  width: row.width,
  height: row.height,
  bytes: row.bytes,
});

/**
 * Registers first, then writes the files: the registry row is what the sweep works from, so a crash between
 * the two leaves a row without files (harmless, swept) rather than files nobody knows about. A re-upload of
 * the same picture only refreshes the row (the files are the same bytes). Null when storage failed; then
 * nothing new is left behind.
 */
export async function storeProcessedImage(
  { db, storage, now }: { db: Db; storage: StorageDriver; now: () => Date },
  processed: ProcessedImage,
  uploader: Uploader,
  log: FastifyBaseLogger,
): Promise<UploadAnswer | null> {
  const row = uploadRowOf(storage, processed, uploader);
  const { inserted } = await upsertUpload(db, row, now());
  try {
    await writeImageFiles(storage, row, processed);
  } catch (error) {
    log.error({ err: error, key: row.key }, 'storing an upload failed');
    if (inserted) {
      // The picture was new, so no record can use it yet: remove every trace.
      await Promise.allSettled([storage.delete(row.thumbnail_key), storage.delete(row.key)]);
      await deleteUploadRow(db, row.key);
    }
    return null;
  }
  return answerOf(row);
}
