import type { Db } from '@samity/db';

/** The newest notices by date (id breaks ties: the later published first); served by notices_date_idx. */
export function listNewestNotices(db: Db, limit: number) {
  return db
    .selectFrom('notices')
    .select(['id', 'date', 'caption', 'pic'])
    .orderBy('date', 'desc')
    .orderBy('id', 'desc')
    .limit(limit)
    .execute();
}
