import type { Db } from '@samity/db';
import type { PublicComplaint } from '@samity/domain';

export async function insertPublicComplaint(
  db: Db,
  complaint: PublicComplaint & { submitted_at: Date },
): Promise<number> {
  const row = await db
    .insertInto('public_complaints')
    .values(complaint)
    .returning('id')
    .executeTakeFirstOrThrow();
  return row.id;
}
