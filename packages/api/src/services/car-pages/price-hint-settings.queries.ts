import type { Db } from '@samity/db';

/** The stock's settings row (one row, made by its migration); `lock` holds it until the transaction ends. */
export async function readPriceHintWaitDays(db: Db, { lock = false } = {}): Promise<number> {
  let query = db.selectFrom('stock_settings').select('price_hint_min_listed_days').where('id', '=', 1);
  if (lock) query = query.forUpdate();
  const row = await query.executeTakeFirstOrThrow();
  return row.price_hint_min_listed_days;
}

export function writePriceHintWaitDays(db: Db, days: number, by: number | null, at: Date) {
  return db
    .updateTable('stock_settings')
    .set({ price_hint_min_listed_days: days, updated_by: by, updated_at: at })
    .where('id', '=', 1)
    .execute();
}
