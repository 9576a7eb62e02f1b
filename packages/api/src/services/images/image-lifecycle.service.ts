import type { Db } from '@samity/db';
import { thumbnailOf } from '@samity/domain';
import { consumeRateLimit, type RateLimitDecision } from '../rate-limit/rate-limit.service';
import { deleteUploadRow, isReferenced, lockUpload, unreferencedUploadKeys } from './images.queries';
import type { StorageDriver } from './storage-driver';

interface ImageDeps {
  db: Db;
  storage: StorageDriver;
}

/**
 * How long a fresh upload is safe from removal although no record uses it yet: the browser uploads a
 * picture first and saves the record (notice, car, ...) afterwards, maybe after the user typed a while.
 */
const UPLOAD_GRACE_SECONDS = 24 * 60 * 60;

interface ReleaseResult {
  /** Addresses whose files were deleted. */
  deleted: string[];
  /** Addresses kept: still used by a record, uploaded within the grace period, or not ours. */
  kept: string[];
}

/**
 * Call after the transaction that deleted or changed records has committed, with the picture addresses
 * those records held: deletes each image that no record refers to any more. An image uploaded within
 * the grace period is left for the sweep, because the same picture (same content hash) may be on its way
 * into another record right now.
 */
export async function releaseImages(
  { db, storage }: ImageDeps,
  urls: readonly (string | null | undefined)[],
  { now = new Date(), graceSeconds = UPLOAD_GRACE_SECONDS } = {},
): Promise<ReleaseResult> {
  const result: ReleaseResult = { deleted: [], kept: [] };
  const cutoff = new Date(now.getTime() - graceSeconds * 1000);
  for (const url of new Set(urls.filter((u): u is string => Boolean(u)))) {
    const key = storage.keyFromUrl(url);
    const deleted = key !== null && (await deleteIfUnused({ db, storage }, key, url, cutoff));
    (deleted ? result.deleted : result.kept).push(url);
  }
  return result;
}

interface SweepResult {
  deletedKeys: string[];
}

/**
 * Removes stored images that no record refers to and that were uploaded (or uploaded again) before the
 * grace period: pictures uploaded but never saved, and pictures whose records are gone. Safe to run on
 * several instances at once and to repeat. Images the registry does not know (none are written without it)
 * are left alone.
 */
export async function sweepUnreferencedImages(
  { db, storage }: ImageDeps,
  { now = new Date(), graceSeconds = UPLOAD_GRACE_SECONDS, batchSize = 200 } = {},
): Promise<SweepResult> {
  const cutoff = new Date(now.getTime() - graceSeconds * 1000);
  const deletedKeys: string[] = [];
  const seen = new Set<string>();
  for (;;) {
    const keys = (await unreferencedUploadKeys(db, cutoff, batchSize)).filter((k) => !seen.has(k));
    if (keys.length === 0) break;
    for (const key of keys) {
      seen.add(key);
      if (await deleteIfUnused({ db, storage }, key, null, cutoff)) deletedKeys.push(key);
    }
  }
  return { deletedKeys };
}

/**
 * Deletes key (and its thumbnail) when unused, holding the registry row's lock meanwhile: an upload of the
 * same picture waits and then writes it anew, and the recheck inside the lock sees a record saved before.
 */
async function deleteIfUnused(
  { db, storage }: ImageDeps,
  key: string,
  url: string | null,
  cutoff: Date,
): Promise<boolean> {
  return db.transaction().execute(async (tx) => {
    const row = await lockUpload(tx, key);
    if (row && new Date(row.last_uploaded_at) >= cutoff) return false;
    const thumbnailKey = row?.thumbnail_key ?? thumbnailOf(key);
    const addresses = new Set([storage.publicUrl(key), row?.url, row?.thumbnail_url, url]);
    if (thumbnailKey) addresses.add(storage.publicUrl(thumbnailKey));
    if (
      await isReferenced(
        tx,
        [...addresses].filter((a): a is string => Boolean(a)),
      )
    )
      return false;
    // Thumbnail first: if we stop half-way the picture and its row remain, and the next sweep finishes.
    if (thumbnailKey) await storage.delete(thumbnailKey);
    await storage.delete(key);
    if (row) await deleteUploadRow(tx, key);
    return true;
  });
}

/** Per-account upload limit (POST /api/uploads), counted in the database so it holds across instances. */
export function consumeUploadAllowance(
  db: Db,
  account: { kind: 'admin' | 'member'; id: number },
  perHour: number,
  now: Date = new Date(),
): Promise<RateLimitDecision> {
  return consumeRateLimit(
    db,
    { name: 'uploads', limit: perHour, windowSeconds: 3600 },
    `${account.kind}:${account.id}`,
    now,
  );
}
