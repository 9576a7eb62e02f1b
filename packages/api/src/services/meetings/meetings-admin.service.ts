import {
  ADMIN_CONTENT_LIMITS,
  AppError,
  isGeneralMeeting,
  type Meeting,
  type MeetingSettings,
  type MeetingSettingsInput,
  meetingNoticeText,
  type ScheduleMeetingInput,
} from '@samity/domain';
import { withAudit } from '../audit/with-audit';
import { ADMIN_PICTURE, assertOwnUploads } from '../images';
import { insertNotice } from '../notices/notices.queries';
import { memberOutboxRows } from '../notifications/notify';
import { insertOutboxRows } from '../notifications/outbox.queries';
import type { AdminContext } from '../service-context';
import { entitledRecipients } from './meeting-attendance.queries';
import {
  countMeetings,
  deleteMeetingRow,
  findMeetingRow,
  insertAgendaItems,
  insertMeeting,
  listMeetingRows,
  markNoticePublished,
  writeSettings,
} from './meetings.queries';
import { meetingOf, settingsOf, summaryOf } from './meetings-view';

export const meetingNotFound = () => new AppError('NOT_FOUND', 'meetings.notFound', 'Meeting not found.');
export async function listMeetings(ctx: AdminContext, page: { limit: number; offset: number }) {
  const [rows, total] = await Promise.all([listMeetingRows(ctx.db, page), countMeetings(ctx.db)]);
  return { entries: rows.map(summaryOf), total };
}

export async function getMeeting(ctx: AdminContext, id: number): Promise<Meeting> {
  const row = await findMeetingRow(ctx.db, id);
  if (!row) throw meetingNotFound();
  return meetingOf(ctx, ctx.db, row);
}

export function scheduleMeeting(ctx: AdminContext, input: ScheduleMeetingInput): Promise<Meeting> {
  return withAudit(
    ctx,
    (meeting: Meeting) => ({
      action: 'meeting.create',
      entity: 'meetings',
      entityId: meeting.id,
      after: input,
    }),
    async (tx) => {
      const row = await insertMeeting(tx, {
        kind: input.kind,
        date: input.date,
        time: input.time,
        place: input.place,
        auditCompletedOn: input.kind === 'annual_general' ? (input.audit_completed_on ?? null) : null,
        createdBy: ctx.actor.adminId,
        at: ctx.now(),
      });
      await insertAgendaItems(tx, row.id, input.agenda);
      return meetingOf(ctx, tx, row);
    },
  );
}

/** A meeting is deleted only while its notice is not out: once members were told, it stays on record. */
export function deleteMeeting(ctx: AdminContext, id: number): Promise<{ success: true }> {
  return withAudit(
    ctx,
    (before: unknown) => ({ action: 'meeting.delete', entity: 'meetings', entityId: id, before }),
    async (tx) => {
      const row = await findMeetingRow(tx, id, true);
      if (!row) throw meetingNotFound();
      if (row.notice_published_at)
        throw new AppError(
          'CONFLICT',
          'meetings.noticeOut',
          'The notice of this meeting is published; it can no longer be deleted.',
        );
      await deleteMeetingRow(tx, id);
      return summaryOf(row);
    },
  ).then(() => ({ success: true as const }));
}

/**
 * Publishes the notice: every entitled member gets it in the inbox, by SMS and by email (as the server's
 * channels allow), in their language, one outbox row per member and channel; a general meeting's notice also
 * goes on the public notice board with the picture of the signed notice.
 */
export async function publishMeetingNotice(
  ctx: AdminContext,
  input: { id: number; pic?: string | undefined },
): Promise<Meeting> {
  const existing = await findMeetingRow(ctx.db, input.id);
  if (!existing) throw meetingNotFound();
  const general = isGeneralMeeting(existing.kind);
  if (general && !input.pic)
    throw new AppError(
      'BAD_REQUEST',
      'meetings.noticePicture',
      'A general meeting’s notice needs its picture.',
      {
        fieldErrors: { pic: 'A picture of the notice is required for the notice board' },
      },
    );
  if (general && input.pic)
    await assertOwnUploads(ctx.db, [input.pic], { kind: 'admins' }, ADMIN_PICTURE('pic'));
  return withAudit(
    ctx,
    (meeting: Meeting) => ({ action: 'meeting.publishNotice', entity: 'meetings', entityId: meeting.id }),
    async (tx) => {
      const row = await findMeetingRow(tx, input.id, true);
      if (!row) throw meetingNotFound();
      if (row.notice_published_at)
        throw new AppError('CONFLICT', 'meetings.noticeAlreadyOut', 'The notice is already published.');
      const at = ctx.now();
      let noticeId: number | null = null;
      if (general && input.pic) {
        // Each language its own caption: Bengali pages show the Bengali text (Bengali digits only), English
        // pages the English one.
        const notice = await insertNotice(tx, {
          date: at.toISOString().slice(0, 10),
          caption: meetingNoticeText(row, 'bn').body.slice(0, ADMIN_CONTENT_LIMITS.noticeCaption),
          captionEn: meetingNoticeText(row, 'en').body.slice(0, ADMIN_CONTENT_LIMITS.noticeCaption),
          pic: input.pic,
          createdBy: ctx.actor.adminId,
          at,
        });
        noticeId = Number(notice.id);
      }
      const message = {
        kind: 'meeting_notice' as const,
        meetingKind: row.kind,
        date: row.date,
        time: row.time,
        place: row.place,
      };
      const recipients = await entitledRecipients(tx, row.kind);
      const rows = recipients.flatMap((member) =>
        memberOutboxRows(ctx, { eventKey: `meeting_notice:${row.id}`, member, message }),
      );
      await insertOutboxRows(tx, rows, at);
      await markNoticePublished(tx, row.id, at, noticeId);
      return meetingOf(ctx, tx, { ...row, notice_published_at: at });
    },
  );
}

export function getMeetingSettings(ctx: AdminContext): Promise<MeetingSettings> {
  return settingsOf(ctx.db);
}

/** The settings apply to quorums taken from now on: a meeting whose quorum is taken keeps its own. */
export function updateMeetingSettings(
  ctx: AdminContext,
  input: MeetingSettingsInput,
): Promise<MeetingSettings> {
  return withAudit(
    ctx,
    { action: 'meeting.settings', entity: 'meeting_settings', entityId: 1, after: input },
    async (tx) => {
      await writeSettings(tx, {
        general_quorum_kind: input.general.kind,
        general_quorum_value: input.general.value,
        committee_quorum_kind: input.committee.kind,
        committee_quorum_value: input.committee.value,
        ...(input.arrears_months === undefined ? {} : { arrears_months: input.arrears_months }),
        updated_at: ctx.now(),
        updated_by: ctx.actor.adminId,
      });
      return settingsOf(tx);
    },
  );
}
