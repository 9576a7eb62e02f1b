import type { Db } from '@samity/db';
import {
  endOfDhakaDay,
  type MeetingKind,
  type MeetingSettings,
  type Quorum,
  type QuorumExclusion,
  type QuorumRule,
  quorumExclusion,
  quorumState,
} from '@samity/domain';
import { voterFacts } from '../elections/voter-list.queries';
import type { ServiceContext } from '../service-context';
import { currentCommitteeNos, presentMemberIds, storedEntitlements } from './meeting-attendance.queries';

/**
 * The quorum of a meeting (docs/governance.md, Quorum): who counts, who is present, how many are needed.
 * Until it is taken it is drawn from the books each time; when the minutes are adopted or the meeting is
 * adjourned it is taken once (takeQuorum) and from then on read from what was stored, whatever the settings,
 * payments or members' status became.
 */

export interface MeetingQuorumRow {
  id: number;
  kind: MeetingKind;
  date: string;
  quorum_rule_kind: 'percent' | 'count' | null;
  quorum_rule_value: number | null;
  quorum_arrears_months: number | null;
  quorum_entitled: number | null;
  quorum_present: number | null;
  quorum_required: number | null;
}

export interface EntitlementRow {
  member_id: number;
  member_no: string;
  name: string;
  exclusion: QuorumExclusion | null;
  unpaid_months: number | null;
  present: boolean;
}

const ruleOf = (kind: MeetingKind, settings: MeetingSettings): QuorumRule =>
  kind === 'committee' ? settings.committee : settings.general;

/**
 * Every member considered for the meeting (all members for a general meeting, the current committee for a
 * committee meeting), each with the reason they do not count, if any. Membership rights on the meeting's day
 * are the voter list's (voterFacts, the same query the voter list reads): months started by the end of that
 * day (or now, if earlier), payments dated on or before it, refunds recorded by its end.
 */
export async function drawEntitlements(
  ctx: Pick<ServiceContext, 'now'>,
  db: Db,
  meeting: { id: number; kind: MeetingKind; date: string },
  arrearsMonths: number,
): Promise<EntitlementRow[]> {
  const dayEnd = endOfDhakaDay(meeting.date);
  const countedAt = new Date(Math.min(dayEnd, ctx.now().getTime()));
  const [facts, committee, present] = await Promise.all([
    voterFacts(db, meeting.date, new Date(dayEnd), countedAt),
    meeting.kind === 'committee' ? currentCommitteeNos(db) : Promise.resolve(null),
    presentMemberIds(db, meeting.id),
  ]);
  return facts
    .filter((m) => committee === null || committee.has(m.member_no))
    .map((m) => {
      const unpaid = Number(m.unpaid_months ?? 0);
      return {
        member_id: Number(m.id),
        member_no: m.member_no,
        name: m.name,
        exclusion: quorumExclusion(
          meeting.kind,
          { status: m.status, unpaid_months: unpaid, on_committee: true },
          arrearsMonths,
        ),
        unpaid_months: unpaid,
        present: present.has(Number(m.id)),
      };
    });
}

/** The quorum of these rows under a rule: present members count only when entitled. */
export function quorumOfRows(
  rows: readonly EntitlementRow[],
  rule: QuorumRule,
  arrearsMonths: number | null,
  taken: boolean,
): Quorum {
  const entitled = rows.filter((r) => r.exclusion === null);
  const state = quorumState(rule, entitled.length, entitled.filter((r) => r.present).length);
  return { ...state, rule, arrears_months: arrearsMonths, taken };
}

/** The rule a meeting's quorum is drawn under now: the settings of its class, arrears for general meetings. */
export function liveRule(kind: MeetingKind, settings: MeetingSettings) {
  return {
    rule: ruleOf(kind, settings),
    arrearsMonths: kind === 'committee' ? null : settings.arrears_months,
  };
}

/** The stored quorum of a meeting whose quorum was taken, or null when it has not been. */
export function storedQuorum(row: MeetingQuorumRow): Quorum | null {
  if (row.quorum_rule_kind === null || row.quorum_rule_value === null || row.quorum_required === null)
    return null;
  const entitled = row.quorum_entitled ?? 0;
  const present = row.quorum_present ?? 0;
  return {
    entitled,
    present,
    required: row.quorum_required,
    met: present >= row.quorum_required,
    rule: { kind: row.quorum_rule_kind, value: row.quorum_rule_value },
    arrears_months: row.quorum_arrears_months,
    taken: true,
  };
}

/** The entitlement rows of a meeting: as stored once taken, else drawn now. */
export async function entitlementsOf(
  ctx: Pick<ServiceContext, 'now'>,
  db: Db,
  row: MeetingQuorumRow,
  settings: MeetingSettings,
): Promise<EntitlementRow[]> {
  if (storedQuorum(row)) return storedEntitlements(db, row.id);
  return drawEntitlements(ctx, db, row, liveRule(row.kind, settings).arrearsMonths ?? 1);
}
