import { AppError, type Meeting, type RegisterEntry } from '@samity/domain';
import type { AdminContext, MemberContext, ServiceContext } from '../service-context';
import {
  agendaTitlesOf,
  countMemberMeetings,
  findMeetingRow,
  findMemberMeeting,
  memberMeetingRows,
} from './meetings.queries';
import { meetingOf, registerNoOf } from './meetings-view';
import { correctionsOf, countRegister, registerRows } from './resolution-register.queries';

const minutesNotFound = () =>
  new AppError('NOT_FOUND', 'meetings.minutesNotFound', 'No published minutes for this meeting.');

/** The member's meetings: notices of the meetings they may attend, newest first, and whether minutes are out. */
export async function listMemberMeetings(ctx: MemberContext, page: { limit: number; offset: number }) {
  const memberNo = ctx.actor.memberNo;
  const [rows, total] = await Promise.all([
    memberMeetingRows(ctx.db, memberNo, page),
    countMemberMeetings(ctx.db, memberNo),
  ]);
  const titles = await agendaTitlesOf(
    ctx.db,
    rows.map((row) => Number(row.id)),
  );
  return {
    entries: rows.map((row) => ({
      id: Number(row.id),
      kind: row.kind,
      date: row.date,
      time: row.time,
      place: row.place,
      agenda: titles.filter((t) => Number(t.meeting_id) === Number(row.id)).map((t) => t.title),
      minutes_adopted: row.minutes_adopted_at !== null,
    })),
    total,
  };
}

/** Adopted minutes a member may read (their PDF); anything else is 404, as if there were none. */
export async function memberMinutes(ctx: MemberContext, id: number): Promise<Meeting> {
  const visible = await findMemberMeeting(ctx.db, ctx.actor.memberNo, id);
  const row = visible && (await findMeetingRow(ctx.db, id));
  if (!row?.minutes_adopted_at) throw minutesNotFound();
  return meetingOf(ctx, ctx.db, row);
}

/** Minutes for the admins' PDF: drafts too (marked as drafts by the file). */
export async function adminMinutes(ctx: AdminContext, id: number): Promise<Meeting> {
  const row = await findMeetingRow(ctx.db, id);
  if (!row) throw new AppError('NOT_FOUND', 'meetings.notFound', 'Meeting not found.');
  return meetingOf(ctx, ctx.db, row);
}

/** The resolution register: every adopted resolution, newest number first, searchable; one page. */
export async function listRegister(
  ctx: ServiceContext,
  page: { search?: string | undefined; limit: number; offset: number },
): Promise<{ entries: RegisterEntry[]; total: number }> {
  const [rows, total] = await Promise.all([registerRows(ctx.db, page), countRegister(ctx.db, page.search)]);
  const corrections = await correctionsOf(
    ctx.db,
    rows.map((row) => Number(row.id)),
  );
  return {
    entries: rows.map((row) => ({
      register_no: registerNoOf(row.register_year, row.register_seq) ?? '',
      text: row.text,
      meeting_id: Number(row.meeting_id),
      meeting_kind: row.meeting_kind,
      meeting_date: row.meeting_date,
      agenda_title: row.agenda_title,
      corrects: registerNoOf(row.corrects_year, row.corrects_seq),
      corrected_by: corrections
        .filter((c) => Number(c.corrects_id) === Number(row.id))
        .map((c) => registerNoOf(c.register_year, c.register_seq) ?? ''),
    })),
    total,
  };
}
