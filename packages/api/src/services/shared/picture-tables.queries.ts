import type { Db } from '@samity/db';

/** Service center logos in the order they were added. */
export function listServiceCenterImages(db: Db) {
  return db.selectFrom('service_center_images').select(['id', 'pic']).orderBy('id').execute();
}

/** Gallery images, newest first so recent events lead the page. */
export function listGalleryImages(db: Db) {
  return db.selectFrom('gallery_images').select(['id', 'pic']).orderBy('id', 'desc').execute();
}

/** The site-image tables the admin edits: each row is an id and a picture address. */
export type SiteImageTable = 'service_center_images' | 'gallery_images';

/** The admin's grid: the newest first, at most `limit`. */
export function listSiteImagesForAdmin(db: Db, table: SiteImageTable, limit: number) {
  return db.selectFrom(table).select(['id', 'pic']).orderBy('id', 'desc').limit(limit).execute();
}

export function insertSiteImages(db: Db, table: SiteImageTable, pics: readonly string[], at: Date) {
  return db
    .insertInto(table)
    .values(pics.map((pic) => ({ pic, created_at: at })))
    .returning(['id', 'pic'])
    .execute();
}

/** Deletes one image row; the deleted row, or undefined when no row has that id. */
export function deleteSiteImage(db: Db, table: SiteImageTable, id: number) {
  return db.deleteFrom(table).where('id', '=', id).returning(['id', 'pic']).executeTakeFirst();
}
