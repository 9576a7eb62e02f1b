import { AppError, type Quorum } from '@samity/domain';
import { withAudit } from '../audit/with-audit';
import type { AdminContext } from '../service-context';
import { markAbsent, markPresent } from './meeting-attendance.queries';
import { entitlementsOf, liveRule, quorumOfRows, storedQuorum } from './meeting-quorum';
import { findMeetingRow } from './meetings.queries';
import { meetingNotFound } from './meetings-admin.service';
import { settingsOf } from './meetings-view';

const EXCLUSION_TEXT = {
  deceased: 'not an active member',
  arrears: 'in arrears',
  not_committee: 'not on the current committee',
} as const;

/**
 * The attendance sheet, one page, found by number or name: every member considered (for a general meeting,
 * all members; for a committee meeting, the current committee), whether present, and why one who does not
 * count for the quorum does not; with the quorum so far, or as taken once the record is closed.
 */
export async function listAttendees(
  ctx: AdminContext,
  input: { id: number; search?: string | undefined; limit: number; offset: number },
) {
  const meeting = await findMeetingRow(ctx.db, input.id);
  if (!meeting) throw meetingNotFound();
  const settings = await settingsOf(ctx.db);
  const rows = await entitlementsOf(ctx, ctx.db, meeting, settings);
  const { rule, arrearsMonths } = liveRule(meeting.kind, settings);
  const quorum: Quorum = storedQuorum(meeting) ?? quorumOfRows(rows, rule, arrearsMonths, false);
  const needle = input.search?.toLowerCase();
  const found = needle ? rows.filter((r) => `${r.member_no} ${r.name}`.toLowerCase().includes(needle)) : rows;
  return {
    entries: found.slice(input.offset, input.offset + input.limit).map((r) => ({
      member_no: r.member_no,
      name: r.name,
      present: r.present,
      exclusion: r.exclusion,
      unpaid_months: r.unpaid_months,
    })),
    total: found.length,
    quorum,
  };
}

/**
 * Ticks a member present (or not) at the meeting: only a member who counts for its quorum (the voter list's
 * rule of membership rights for a general meeting); the attendance of a closed record stays as recorded.
 */
export function setAttendance(ctx: AdminContext, input: { id: number; member_no: string; present: boolean }) {
  return withAudit(
    ctx,
    {
      action: input.present ? 'meeting.present' : 'meeting.absent',
      entity: 'meetings',
      entityId: input.id,
      after: { member_no: input.member_no },
    },
    async (tx) => {
      const meeting = await findMeetingRow(tx, input.id, true);
      if (!meeting) throw meetingNotFound();
      if (meeting.minutes_adopted_at)
        throw new AppError(
          'CONFLICT',
          'meetings.adopted',
          'These minutes are adopted; attendance is closed.',
        );
      const settings = await settingsOf(tx);
      const rows = await entitlementsOf(ctx, tx, meeting, settings);
      const member = rows.find((r) => r.member_no === input.member_no);
      if (!member || (input.present && member.exclusion)) {
        const why = member?.exclusion ? EXCLUSION_TEXT[member.exclusion] : 'not a member who may attend';
        throw new AppError(
          'BAD_REQUEST',
          'meetings.notEntitled',
          `This member does not count for this meeting’s quorum (${why}).`,
          {
            params: { reason: member?.exclusion ?? 'unknown' },
            fieldErrors: { member_no: `Not entitled: ${why}` },
          },
        );
      }
      if (input.present)
        await markPresent(tx, {
          meetingId: meeting.id,
          memberId: member.member_id,
          at: ctx.now(),
          by: ctx.actor.adminId,
        });
      else await markAbsent(tx, meeting.id, member.member_id);
      const { rule, arrearsMonths } = liveRule(meeting.kind, settings);
      const after = rows.map((r) => (r === member ? { ...r, present: input.present } : r));
      return quorumOfRows(after, rule, arrearsMonths, false);
    },
  );
}
