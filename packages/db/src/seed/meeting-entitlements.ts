import {
  endOfDhakaDay,
  MEETING_ARREARS_MONTHS_DEFAULT,
  type MeetingKind,
  type QuorumExclusion,
  quorumExclusion,
} from '@samity/domain';
import { voterFacts } from '../voter-facts';
import type { SeedContext } from './context';

/** Who counts for the demo's meetings, as the API draws it. */

export interface SeededEntitlement {
  member_id: number;
  member_no: string;
  name: string;
  exclusion: QuorumExclusion | null;
  unpaid_months: number;
}

/**
 * Who counts for a meeting's quorum on its day, by the domain's rule (quorumExclusion, the voter list's
 * membership rights for a general meeting) over the facts the API reads for it (voterFacts: months started
 * by the end of the day, payments dated on or before it, refunds recorded by its end). The API's test of the
 * demo (meetings-rules.test.ts) draws the same list from the seeded database and finds it equal.
 */
export async function entitlementsOn(
  ctx: SeedContext,
  kind: MeetingKind,
  date: string,
  committee: readonly number[],
): Promise<SeededEntitlement[]> {
  const dayEnd = new Date(endOfDhakaDay(date));
  const rows = await voterFacts(ctx.tx, date, dayEnd, dayEnd);
  return rows
    .filter((m) => kind !== 'committee' || committee.includes(Number(m.id)))
    .map((m) => ({
      member_id: Number(m.id),
      member_no: m.member_no,
      name: m.name,
      exclusion: quorumExclusion(
        kind,
        { status: m.status, unpaid_months: Number(m.unpaid_months), on_committee: true },
        MEETING_ARREARS_MONTHS_DEFAULT,
      ),
      unpaid_months: Number(m.unpaid_months),
    }));
}

export async function currentCommitteeIds(ctx: SeedContext): Promise<number[]> {
  const rows = await ctx.tx
    .selectFrom('committee_members as c')
    .innerJoin('members as m', 'm.member_no', 'c.member_no')
    .where('c.kind', '=', 'current')
    .select('m.id')
    .orderBy('c.position')
    .execute();
  return rows.map((r) => r.id);
}
