import type { Db } from '@samity/db';
import type { Nominee, NomineeFields } from '@samity/domain';

const nomineeColumns = ['name', 'relation', 'nid_bcr', 'cell_no', 'address'] as const;

export async function findNominee(db: Db, memberId: number): Promise<Nominee | null> {
  const row = await db
    .selectFrom('nominees')
    .select(nomineeColumns)
    .where('member_id', '=', memberId)
    .executeTakeFirst();
  return row ?? null;
}

/** One nominee per member: saving replaces the previous one. */
export async function upsertNominee(
  db: Db,
  memberId: number,
  fields: NomineeFields,
  at: Date,
): Promise<void> {
  await db
    .insertInto('nominees')
    .values({ member_id: memberId, ...fields, updated_at: at })
    .onConflict((oc) => oc.column('member_id').doUpdateSet({ ...fields, updated_at: at }))
    .execute();
}
