import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { createFsStorage, sweepUnreferencedImages } from '@samity/api/images';
import type { DbHandle } from '@samity/db';
import sharp from 'sharp';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { loadConfig } from '../src/env';
import { openDatabase } from '../src/start';
import { readAll } from './storage-contract';

/** The first start of an empty embedded database: the demo's pictures become ordinary stored images. */
const dataDir = mkdtempSync(join(tmpdir(), 'samity-demo-images-'));
// Built from an explicit source, not process.env: always a fresh embedded database, never DATABASE_URL.
// The demo, as `npm start` asks for it (a data folder other than ./data starts empty unless asked).
const config = loadConfig({ DATA_DIR: dataDir, LOG_LEVEL: 'silent', SEED_DEMO_DATA: 'true' });
const storage = createFsStorage({ rootDir: join(dataDir, 'uploads') });
let handle: DbHandle;
beforeAll(async () => {
  handle = await openDatabase(config, storage, () => {});
});
afterAll(async () => {
  await handle?.close();
});

it('renders the seed pictures to JPEG through the pipeline, registered and in use', async () => {
  const notices = await handle.db.selectFrom('notices').select('pic').execute();
  const gallery = await handle.db.selectFrom('gallery_images').select('pic').execute();
  for (const { pic } of [...notices, ...gallery]) expect(pic).toMatch(/^\/uploads\/[0-9a-f]{32}\.jpg$/);

  const key = storage.keyFromUrl(notices[0]!.pic)!;
  const meta = await sharp(await readAll((await storage.get(key))!.body)).metadata();
  expect(meta.format).toBe('jpeg');
  expect(await storage.exists(key.replace('.jpg', '.thumb.jpg'))).toBe(true);

  const registered = await handle.db.selectFrom('uploads').select(['url', 'admin_id', 'member_id']).execute();
  expect(registered.map((r) => r.url)).toEqual(expect.arrayContaining(notices.map((n) => n.pic)));
  expect(registered.every((r) => r.admin_id === null && r.member_id === null)).toBe(true);

  // Every demo picture is used by a record, so even a sweep without grace period keeps them all.
  expect(await sweepUnreferencedImages({ db: handle.db, storage }, { graceSeconds: 0 })).toEqual({
    deletedKeys: [],
  });
});
