import { AppError } from '@samity/domain';
import { withAudit } from '../audit/with-audit';
import type { AdminContext } from '../service-context';
import {
  attendeeRows,
  countAttendees,
  findEntitledMember,
  markAbsent,
  markPresent,
} from './meeting-attendance.queries';
import { findMeetingRow } from './meetings.queries';
import { meetingNotFound } from './meetings-admin.service';
import { quorumOf } from './meetings-view';

/** The members entitled to attend, one page, found by number or name, with the quorum so far. */
export async function listAttendees(
  ctx: AdminContext,
  input: { id: number; search?: string | undefined; limit: number; offset: number },
) {
  const meeting = await findMeetingRow(ctx.db, input.id);
  if (!meeting) throw meetingNotFound();
  const [rows, total, quorum] = await Promise.all([
    attendeeRows(ctx.db, meeting, input),
    countAttendees(ctx.db, meeting.kind, input.search),
    quorumOf(ctx.db, meeting),
  ]);
  return { entries: rows.map((row) => ({ ...row, present: Boolean(row.present) })), total, quorum };
}

/**
 * Ticks a member present (or not) at the meeting: only a member entitled to attend; the attendance of
 * adopted minutes is part of the record and stays as adopted.
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
      const member = await findEntitledMember(tx, meeting.kind, input.member_no);
      if (!member)
        throw new AppError(
          'BAD_REQUEST',
          'meetings.notEntitled',
          'This member may not attend this meeting.',
          {
            fieldErrors: { member_no: 'Not a member entitled to attend this meeting' },
          },
        );
      if (input.present)
        await markPresent(tx, {
          meetingId: meeting.id,
          memberId: Number(member.id),
          at: ctx.now(),
          by: ctx.actor.adminId,
        });
      else await markAbsent(tx, meeting.id, Number(member.id));
      return quorumOf(tx, meeting);
    },
  );
}
