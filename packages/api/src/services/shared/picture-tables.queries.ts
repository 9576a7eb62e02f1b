import type { Db } from '@samity/db';

/** The picture tables the admin edits (service center logos, gallery): each row is an id and a picture address. */
export type PictureTable = 'service_center_images' | 'gallery_images';

/** The admin's grid: the newest first, at most `limit`. */
export function listPicturesForAdmin(db: Db, table: PictureTable, limit: number) {
  return db.selectFrom(table).select(['id', 'pic']).orderBy('id', 'desc').limit(limit).execute();
}

export function insertPictures(db: Db, table: PictureTable, pics: readonly string[], at: Date) {
  return db
    .insertInto(table)
    .values(pics.map((pic) => ({ pic, created_at: at })))
    .returning(['id', 'pic'])
    .execute();
}

/** Deletes one image row; the deleted row, or undefined when no row has that id. */
export function deletePicture(db: Db, table: PictureTable, id: number) {
  return db.deleteFrom(table).where('id', '=', id).returning(['id', 'pic']).executeTakeFirst();
}
