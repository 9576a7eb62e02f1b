import { committeeTermLabel, compareCommitteeTerms, type PreviousCommitteeMember } from '@samity/domain';
import type { ServiceContext } from '../service-context';
import { listCurrentCommittee, listFoundingCommittee, listPreviousCommittees } from './committees.queries';

/** The current committee in the order the admin arranged it; a co-opted member names their resolution. */
export async function currentCommittee(ctx: ServiceContext) {
  const rows = await listCurrentCommittee(ctx.db);
  return rows.map(({ register_year, register_seq, ...row }) => ({
    ...row,
    resolution: register_year !== null && register_seq !== null ? `${register_year}/${register_seq}` : null,
  }));
}

/** The founding committee in the order the admin arranged it. */
export function foundingCommittee(ctx: ServiceContext) {
  return listFoundingCommittee(ctx.db);
}

/**
 * Previous committees grouped by term in historical order ('1', 'adok', '2', ...), each row labelled with
 * the term's display label. The term order is not alphabetical ('adok' sits between '1' and '2'), so it is applied here with
 * the domain's comparison; the table holds a few dozen rows. Array.sort is stable, keeping position order.
 */
export async function previousCommittees(ctx: ServiceContext): Promise<PreviousCommitteeMember[]> {
  const rows = await listPreviousCommittees(ctx.db);
  return rows
    .sort((a, b) => compareCommitteeTerms(a.term, b.term))
    .map((row) => ({ ...row, term_label: committeeTermLabel(row.term) }));
}
