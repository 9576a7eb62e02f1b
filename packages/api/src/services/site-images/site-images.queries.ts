import type { Db } from '@samity/db';

/** Service center logos in the order they were added. */
export function listServiceCenterImages(db: Db) {
  return db.selectFrom('service_center_images').select(['id', 'pic']).orderBy('id').execute();
}

/** Gallery images, newest first so recent events lead the page. */
export function listGalleryImages(db: Db) {
  return db.selectFrom('gallery_images').select(['id', 'pic']).orderBy('id', 'desc').execute();
}
