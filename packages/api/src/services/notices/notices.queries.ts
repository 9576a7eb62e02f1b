import type { Db } from '@samity/db';

/** A notice as the API answers it. */
const NOTICE_COLUMNS = ['id', 'date', 'caption', 'caption_en', 'pic'] as const;

/** The newest notices by date (id breaks ties: the later published first); served by notices_date_idx. */
export function listNewestNotices(db: Db, limit: number) {
  return db
    .selectFrom('notices')
    .select(NOTICE_COLUMNS)
    .orderBy('date', 'desc')
    .orderBy('id', 'desc')
    .limit(limit)
    .execute();
}

/** The admin's list: the newest notices first, at most `limit`. */
export function listNoticesForAdmin(db: Db, limit: number) {
  return listNewestNotices(db, limit);
}

export function insertNotice(
  db: Db,
  values: {
    date: string;
    caption: string;
    captionEn: string | null;
    pic: string;
    createdBy: number;
    at: Date;
  },
) {
  return db
    .insertInto('notices')
    .values({
      date: values.date,
      caption: values.caption,
      caption_en: values.captionEn,
      pic: values.pic,
      created_by: values.createdBy,
      created_at: values.at,
    })
    .returning(NOTICE_COLUMNS)
    .executeTakeFirstOrThrow();
}

/** Deletes the notice; the deleted row, or undefined when no notice has that id. */
export function deleteNotice(db: Db, id: number) {
  return db.deleteFrom('notices').where('id', '=', id).returning(NOTICE_COLUMNS).executeTakeFirst();
}
