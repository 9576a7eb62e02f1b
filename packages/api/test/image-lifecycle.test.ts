import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { sql } from 'kysely';
import { beforeAll, describe, expect, it } from 'vitest';
import {
  createFsStorage,
  IMAGE_REFERENCE_COLUMNS,
  releaseImages,
  type StorageDriver,
  sweepUnreferencedImages,
  upsertUpload,
} from '../src/services/images';
import { registerTestPicture, useTestDb } from '../src/testing';

const handle = useTestDb();
let storage: StorageDriver;
beforeAll(async () => {
  storage = createFsStorage({ rootDir: mkdtempSync(join(tmpdir(), 'samity-images-')) });
});

const HOUR = 3_600_000;
const now = new Date('2026-11-15T12:00:00Z');
let counter = 0;

/** Stores a picture and its thumbnail the way the upload endpoint does, uploaded `ageHours` before now. */
async function stored(ageHours: number) {
  const hash = (++counter).toString(16).padStart(32, 'a');
  const { row } = await registerTestPicture(handle.db, {
    hash,
    at: new Date(now.getTime() - ageHours * HOUR),
    storage,
  });
  return row;
}

const onDisk = async (row: { key: string; thumbnail_key: string }) => [
  await storage.exists(row.key),
  await storage.exists(row.thumbnail_key),
];
const registered = async (key: string) =>
  Boolean(await handle.db.selectFrom('uploads').select('key').where('key', '=', key).executeTakeFirst());

describe('releaseImages', () => {
  it('deletes a picture, its thumbnail and its registry row once no record uses it', async () => {
    const img = await stored(48);
    const result = await releaseImages({ db: handle.db, storage }, [img.url], { now });
    expect(result).toEqual({ deleted: [img.url], kept: [] });
    expect(await onDisk(img)).toEqual([false, false]);
    expect(await registered(img.key)).toBe(false);
  });

  it('keeps a picture another record still uses', async () => {
    const img = await stored(48);
    await handle.db.insertInto('gallery_images').values({ pic: img.url }).execute();
    const result = await releaseImages({ db: handle.db, storage }, [img.url], { now });
    expect(result).toEqual({ deleted: [], kept: [img.url] });
    expect(await onDisk(img)).toEqual([true, true]);
  });

  it('keeps a picture whose thumbnail a record uses', async () => {
    const img = await stored(48);
    await handle.db.insertInto('service_center_images').values({ pic: img.thumbnail_url }).execute();
    expect((await releaseImages({ db: handle.db, storage }, [img.url], { now })).kept).toEqual([img.url]);
    expect(await onDisk(img)).toEqual([true, true]);
  });

  it('leaves a picture uploaded within the grace period to the sweep', async () => {
    const img = await stored(1);
    expect((await releaseImages({ db: handle.db, storage }, [img.url], { now })).kept).toEqual([img.url]);
    expect(await onDisk(img)).toEqual([true, true]);
  });

  it('ignores addresses that are not ours, empty values and repeats', async () => {
    const img = await stored(48);
    const result = await releaseImages(
      { db: handle.db, storage },
      ['https://res.example.com/x.jpg', '/elsewhere/a.jpg', null, '', img.url, img.url],
      { now },
    );
    expect(result.deleted).toEqual([img.url]);
    expect(result.kept).toEqual(['https://res.example.com/x.jpg', '/elsewhere/a.jpg']);
  });

  it('deletes an unregistered picture of ours (e.g. an older demo file) when unused', async () => {
    await storage.put('demo/old-notice.svg', Buffer.from('<svg/>'), 'image/svg+xml');
    const url = storage.publicUrl('demo/old-notice.svg');
    expect((await releaseImages({ db: handle.db, storage }, [url], { now })).deleted).toEqual([url]);
    expect(await storage.exists('demo/old-notice.svg')).toBe(false);
  });
});

describe('sweepUnreferencedImages', () => {
  it('removes old unused uploads and never one a record uses or a fresh one', async () => {
    await handle.db.deleteFrom('uploads').execute();
    const abandoned = await stored(30);
    const fresh = await stored(2);
    const inGallery = await stored(30);
    const asReceipt = await stored(30);
    const asNotice = await stored(30);
    await handle.db.insertInto('gallery_images').values({ pic: inGallery.url }).execute();
    const entry = await handle.db.selectFrom('financial_entries').select('id').executeTakeFirstOrThrow();
    await handle.db
      .insertInto('financial_entry_receipts')
      .values({ entry_id: entry.id, url: asReceipt.url })
      .execute();
    await handle.db
      .insertInto('notices')
      .values({ date: '2026-11-01', caption: 'Sweep test', pic: asNotice.url })
      .execute();

    const result = await sweepUnreferencedImages({ db: handle.db, storage }, { now, batchSize: 2 });
    expect(result.deletedKeys).toEqual([abandoned.key]);
    expect(await onDisk(abandoned)).toEqual([false, false]);
    for (const kept of [fresh, inGallery, asReceipt, asNotice]) {
      expect(await onDisk(kept), kept.key).toEqual([true, true]);
      expect(await registered(kept.key)).toBe(true);
    }

    // Once the fresh upload is past the grace period and still unused, the next sweep takes it.
    const later = new Date(now.getTime() + 23 * HOUR);
    expect((await sweepUnreferencedImages({ db: handle.db, storage }, { now: later })).deletedKeys).toEqual([
      fresh.key,
    ]);
    expect(await sweepUnreferencedImages({ db: handle.db, storage }, { now: later })).toEqual({
      deletedKeys: [],
    });
  });

  it('gives a picture uploaded again a new grace period', async () => {
    await handle.db.deleteFrom('uploads').execute();
    const img = await stored(30);
    await upsertUpload(handle.db, img, now); // the same picture (same hash) comes in again now
    expect((await sweepUnreferencedImages({ db: handle.db, storage }, { now })).deletedKeys).toEqual([]);
    expect(await onDisk(img)).toEqual([true, true]);
  });
});

describe('image references', () => {
  it('lists every picture column of the schema, so the sweep never takes a used image', async () => {
    const { rows } = await sql<{ table_name: string; column_name: string }>`
      SELECT table_name, column_name FROM information_schema.columns
      WHERE table_schema = 'public' AND table_name <> 'uploads'
        AND (column_name IN ('pic', 'url', 'image', 'photo', 'receipt')
             OR column_name ~ '_(pic|url|image|photo)$')
    `.execute(handle.db);
    const inSchema = rows.map((r) => `${r.table_name}.${r.column_name}`).sort();
    expect(inSchema).toEqual(IMAGE_REFERENCE_COLUMNS.map(([t, c]) => `${t}.${c}`).sort());
  });
});
