import type { Db } from '@samity/db';
import { sql } from 'kysely';

/**
 * One page of the society's active ledger entries, newest first, each with its receipt pictures in order
 * (a correlated subquery per row of the page only).
 */
export function listActiveLedgerEntries(db: Db, page: { limit: number; offset: number }) {
  return db
    .selectFrom('financial_entries as e')
    .where('e.deleted_at', 'is', null)
    .select(['e.id', 'e.type', 'e.date', 'e.source', 'e.method', 'e.note', 'e.amount_poisha'])
    .select(
      sql<
        string[]
      >`coalesce((SELECT json_agg(r.url ORDER BY r.position, r.id) FROM financial_entry_receipts r WHERE r.entry_id = e.id), '[]'::json)`.as(
        'receipts',
      ),
    )
    .orderBy('e.date', 'desc')
    .orderBy('e.id', 'desc')
    .limit(page.limit)
    .offset(page.offset)
    .execute();
}

export async function countActiveLedgerEntries(db: Db): Promise<number> {
  const row = await db
    .selectFrom('financial_entries')
    .where('deleted_at', 'is', null)
    .select((eb) => eb.fn.countAll<number>().as('total'))
    .executeTakeFirstOrThrow();
  return Number(row.total);
}
