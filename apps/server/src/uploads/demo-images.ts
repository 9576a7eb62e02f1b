import { type StorageDriver, type UploadRow, upsertUpload } from '@samity/api/images';
import type { Db } from '@samity/db';
import sharp from 'sharp';
import { processImage } from './image-processing';
import { uploadRowOf, writeImageFiles } from './store-image';

/**
 * The demo seed's pictures (drawn as SVG) become ordinary stored images: rendered, then put through the same
 * pipeline as an upload. The files are written as the seed goes; the registry rows only after it (register),
 * because the seed holds the database in one transaction (PGlite has a single connection).
 */
export function demoImageStore(db: Db, storage: StorageDriver, maxPixels: number) {
  const rows: UploadRow[] = [];
  return {
    async storeImage(_name: string, svg: string): Promise<string> {
      const rendered = await sharp(Buffer.from(svg)).png().toBuffer();
      const processed = await processImage(rendered, { maxPixels });
      const row = uploadRowOf(storage, processed, null);
      await writeImageFiles(storage, row, processed);
      rows.push(row);
      return row.url;
    },
    async register(): Promise<void> {
      const now = new Date();
      // The seed's pictures are the site's own (notices, gallery, logos): admins may use them again.
      for (const row of rows) await upsertUpload(db, row, now, { kind: 'admins' });
    },
  };
}
