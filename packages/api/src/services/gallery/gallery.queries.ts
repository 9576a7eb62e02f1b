import type { Db } from '@samity/db';

/** Gallery images, newest first so recent events lead the page. */
export function listGalleryImages(db: Db) {
  return db.selectFrom('gallery_images').select(['id', 'pic']).orderBy('id', 'desc').execute();
}
