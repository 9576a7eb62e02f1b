import type { Db } from '@samity/db';
import { AppError, formatDate, hasMeetingBegun, type MeetingKind, type Quorum } from '@samity/domain';
import type { AdminContext, ServiceContext } from '../service-context';
import { insertEntitlements } from './meeting-attendance.queries';
import { drawEntitlements, type EntitlementRow, liveRule, quorumOfRows } from './meeting-quorum';
import { markRecorded } from './meetings.queries';
import { settingsOf } from './meetings-view';

/**
 * Closing a meeting's record (adopting its minutes, or recording it as adjourned): the rules both share.
 * Every refusal names its rule in `key` and its figures in `params`, for the text in both languages.
 */

/** Refused before the meeting's date and time in Dhaka: minutes record what happened, so it must have. */
export function assertBegun(ctx: Pick<ServiceContext, 'now'>, meeting: { date: string; time: string }) {
  if (hasMeetingBegun(meeting, ctx.now().getTime())) return;
  throw new AppError(
    'CONFLICT',
    'meetings.notYetHeld',
    `The meeting is on ${formatDate(meeting.date, 'en')} at ${meeting.time} (Dhaka time): its minutes can be adopted, or the meeting recorded as adjourned, only once it has begun.`,
    { params: { date: meeting.date, time: meeting.time } },
  );
}

export const quorumNotMet = (quorum: Quorum) =>
  new AppError(
    'CONFLICT',
    'meetings.quorumNotMet',
    `The quorum was not met: ${quorum.present} of ${quorum.entitled} entitled members present, ${quorum.required} needed. Minutes of a meeting without a quorum cannot be adopted; record the meeting as adjourned.`,
    {
      params: {
        present: String(quorum.present),
        entitled: String(quorum.entitled),
        required: String(quorum.required),
      },
    },
  );

export interface TakenQuorum {
  quorum: Quorum;
  rows: EntitlementRow[];
}

/** The quorum as it stands now, under today's settings, with who was considered: what recordQuorum stores. */
export async function takeQuorum(
  ctx: Pick<ServiceContext, 'now'>,
  tx: Db,
  meeting: { id: number; kind: MeetingKind; date: string },
): Promise<TakenQuorum> {
  const { rule, arrearsMonths } = liveRule(meeting.kind, await settingsOf(tx));
  const rows = await drawEntitlements(ctx, tx, meeting, arrearsMonths ?? 1);
  return { quorum: quorumOfRows(rows, rule, arrearsMonths, true), rows };
}

/** Stores the taken quorum with the meeting, once: nothing recomputes or rewrites it afterwards. */
export async function recordQuorum(
  ctx: AdminContext,
  tx: Db,
  meetingId: number,
  outcome: 'held' | 'adjourned',
  taken: TakenQuorum,
) {
  await insertEntitlements(tx, meetingId, taken.rows);
  await markRecorded(tx, meetingId, {
    outcome,
    at: ctx.now(),
    adminId: ctx.actor.adminId,
    rule: taken.quorum.rule,
    arrearsMonths: taken.quorum.arrears_months,
    entitled: taken.quorum.entitled,
    present: taken.quorum.present,
    required: taken.quorum.required,
  });
}
