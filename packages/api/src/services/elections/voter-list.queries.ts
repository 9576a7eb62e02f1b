import type { Db } from '@samity/db';
import { sql } from 'kysely';

/** The voter list: the facts it is drawn from, and the list stored once drawn (docs/governance.md, Elections). */

/** The facts of the voter list, read where the demo seed reads them too (packages/db/src/voter-facts.ts). */
export { voterFacts } from '@samity/db';

type FrozenVoter = {
  member_id: number;
  member_no: string;
  name: string;
  business: string;
  unpaid_months: number;
  exclusion: 'deceased' | 'arrears' | null;
};

/**
 * Stores the drawn voter list once: the rows go in only where none is (a second writer that got past the row
 * lock adds nothing) and the election is marked frozen. Inserted in chunks to stay under the parameter limit.
 */
export async function storeVoterList(db: Db, electionId: number, rows: readonly FrozenVoter[], at: Date) {
  for (let i = 0; i < rows.length; i += 1000) {
    await db
      .insertInto('election_voters')
      .values(rows.slice(i, i + 1000).map((r) => ({ election_id: electionId, ...r })))
      .onConflict((oc) => oc.doNothing())
      .execute();
  }
  await db
    .updateTable('elections')
    .set({ voters_frozen_at: at })
    .where('id', '=', electionId)
    .where('voters_frozen_at', 'is', null)
    .execute();
}

/** The stored voter list, in the list's order (member number by length, then text). */
export function frozenVoterList(db: Db, electionId: number) {
  return db
    .selectFrom('election_voters')
    .select(['member_id', 'member_no', 'name', 'business', 'unpaid_months', 'exclusion'])
    .where('election_id', '=', electionId)
    .orderBy(sql`length(member_no)`)
    .orderBy('member_no')
    .execute();
}
