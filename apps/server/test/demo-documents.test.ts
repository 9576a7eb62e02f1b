import { createHash } from 'node:crypto';
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { createFsStorage } from '@samity/api/images';
import type { DbHandle } from '@samity/db';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { loadConfig } from '../src/env';
import { openDatabase } from '../src/start';
import { readAll } from './storage-contract';

/**
 * The first start of an empty embedded database: the demo's documents are real PDFs, stored under the keys
 * their versions name (where the download route reads them), with the size and hash the rows say.
 */
const dataDir = mkdtempSync(join(tmpdir(), 'samity-demo-documents-'));
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

it('stores every version of the seed documents as the PDF its row describes', async () => {
  const versions = await handle.db
    .selectFrom('document_versions as v')
    .innerJoin('documents as d', 'd.id', 'v.document_id')
    .select(['d.category', 'v.storage_key', 'v.bytes', 'v.sha256'])
    .execute();
  expect(versions).toHaveLength(5);
  for (const version of versions) {
    const object = await storage.get(version.storage_key);
    expect(object, version.storage_key).not.toBeNull();
    const data = await readAll(object!.body);
    expect(data.length).toBe(version.bytes);
    expect(createHash('sha256').update(data).digest('hex')).toBe(version.sha256);
    expect(data.subarray(0, 5).toString('latin1')).toBe('%PDF-');
    expect(data.subarray(-6).toString('latin1')).toMatch(/%%EOF\s*$/);
    // The bylaws and the minutes are in Bengali: drawn with the embedded Bengali font.
    const bengali = data.toString('latin1').includes('NotoSansBengali');
    expect(bengali, version.category).toBe(version.category === 'bylaws' || version.category === 'minutes');
  }
});
