import {
  ADMIN_CONTENT_LIMITS,
  type AdjournMeetingInput,
  AppError,
  isGeneralMeeting,
  type Meeting,
  type MeetingSettings,
  type MeetingSettingsInput,
  meetingNoticeText,
  nextRegisterNumbers,
  parseRegisterNo,
  type SaveMinutesInput,
  type ScheduleMeetingInput,
} from '@samity/domain';
import { withAudit } from '../audit/with-audit';
import { ADMIN_PICTURE, assertOwnUploads } from '../images';
import { insertNotice } from '../notices/notices.queries';
import { memberOutboxRows } from '../notifications/notify';
import { insertOutboxRows } from '../notifications/outbox.queries';
import type { AdminContext } from '../service-context';
import { entitledRecipients } from './meeting-attendance.queries';
import { assertBegun, quorumNotMet, recordQuorum, takeQuorum } from './meeting-record';
import {
  countMeetings,
  deleteMeetingRow,
  deleteResolutionsOf,
  findMeetingRow,
  insertAgendaItems,
  insertMeeting,
  insertResolutions,
  listMeetingRows,
  markNoticePublished,
  resolutionsOf,
  setDiscussion,
  writeSettings,
} from './meetings.queries';
import { meetingOf, settingsOf, summaryOf } from './meetings-view';
import {
  findNumberedResolution,
  lastSeqOfYear,
  lockRegister,
  setRegisterNo,
} from './resolution-register.queries';

export const meetingNotFound = () => new AppError('NOT_FOUND', 'meetings.notFound', 'Meeting not found.');
const adoptedAlready = () =>
  new AppError(
    'CONFLICT',
    'meetings.adopted',
    'These minutes are adopted and cannot be changed; correct them by a resolution of a later meeting.',
  );

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

/** The minutes, replaced as a whole while they are a draft; adopted minutes refuse and nothing changes. */
export function saveMinutes(ctx: AdminContext, input: SaveMinutesInput): Promise<Meeting> {
  return withAudit(
    ctx,
    (meeting: Meeting) => ({
      action: 'meeting.minutes',
      entity: 'meetings',
      entityId: meeting.id,
      after: input,
    }),
    async (tx) => {
      const row = await findMeetingRow(tx, input.id, true);
      if (!row) throw meetingNotFound();
      if (row.minutes_adopted_at) throw adoptedAlready();
      const current = await meetingOf(ctx, tx, row);
      const itemIds = new Set(current.agenda.map((item) => item.id));
      const fieldErrors: Record<string, string> = {};
      const resolutions: Parameters<typeof insertResolutions>[1] = [];
      for (const [i, item] of input.items.entries()) {
        if (!itemIds.has(item.agenda_item_id)) {
          fieldErrors[`items.${i}.agenda_item_id`] = 'Not an agenda item of this meeting';
          continue;
        }
        for (const [j, resolution] of item.resolutions.entries()) {
          let correctsId: number | null = null;
          if (resolution.corrects) {
            const no = parseRegisterNo(resolution.corrects);
            const earlier = no && (await findNumberedResolution(tx, no.year, no.seq));
            if (!earlier) {
              fieldErrors[`items.${i}.resolutions.${j}.corrects`] =
                'No adopted resolution has this register number (year/number)';
              continue;
            }
            correctsId = Number(earlier.id);
          }
          resolutions.push({
            meetingId: row.id,
            itemId: item.agenda_item_id,
            position: j,
            text: resolution.text,
            correctsId,
          });
        }
      }
      if (Object.keys(fieldErrors).length > 0)
        throw new AppError('BAD_REQUEST', 'meetings.minutesInvalid', 'Some of the minutes need fixing.', {
          fieldErrors,
        });
      for (const item of input.items) await setDiscussion(tx, item.agenda_item_id, item.discussion);
      await deleteResolutionsOf(tx, row.id);
      await insertResolutions(tx, resolutions);
      return meetingOf(ctx, tx, row);
    },
  );
}

/**
 * Adopts the minutes (docs/governance.md, Adopting): only once the meeting has begun (its date and time in
 * Dhaka) and only when the quorum, taken now and stored for good, was met. Each resolution gets its register
 * number (the meeting's year, the next sequence) in the order of the minutes, and the minutes close for good.
 * A refusal changes nothing: the transaction is rolled back whole.
 */
export function adoptMinutes(ctx: AdminContext, id: number): Promise<Meeting> {
  return withAudit(
    ctx,
    (meeting: Meeting) => ({
      action: 'meeting.adopt',
      entity: 'meetings',
      entityId: id,
      after: { quorum: meeting.quorum, agenda: meeting.agenda },
    }),
    async (tx) => {
      const row = await findMeetingRow(tx, id, true);
      if (!row) throw meetingNotFound();
      if (row.minutes_adopted_at) throw adoptedAlready();
      assertBegun(ctx, row);
      await lockRegister(tx);
      const taken = await takeQuorum(ctx, tx, row);
      if (!taken.quorum.met) throw quorumNotMet(taken.quorum);
      const resolutions = await resolutionsOf(tx, id);
      const items = (await meetingOf(ctx, tx, row)).agenda;
      const order = new Map(items.map((item, i) => [item.id, i]));
      const ordered = [...resolutions].sort(
        (a, b) => (order.get(Number(a.agenda_item_id)) ?? 0) - (order.get(Number(b.agenda_item_id)) ?? 0),
      );
      const year = Number(row.date.slice(0, 4));
      const numbers = nextRegisterNumbers(row.date, await lastSeqOfYear(tx, year), ordered.length);
      for (const [i, resolution] of ordered.entries())
        await setRegisterNo(tx, Number(resolution.id), numbers[i]!.year, numbers[i]!.seq);
      await recordQuorum(ctx, tx, row.id, 'held', taken);
      return meetingOf(ctx, tx, (await findMeetingRow(tx, id))!);
    },
  );
}

/**
 * Records the meeting as adjourned (for want of a quorum, or as the meeting decided): its quorum is taken and
 * stored as for adoption, it passes no resolutions (a draft with any is refused: nothing is dropped unseen),
 * and its record closes for good. The adjourned sitting, when given, is a new meeting with the same agenda
 * that names this one.
 */
export function adjournMeeting(ctx: AdminContext, input: AdjournMeetingInput): Promise<Meeting> {
  return withAudit(
    ctx,
    (meeting: Meeting) => ({
      action: 'meeting.adjourn',
      entity: 'meetings',
      entityId: input.id,
      after: { quorum: meeting.quorum, sitting: input.sitting ?? null },
    }),
    async (tx) => {
      const row = await findMeetingRow(tx, input.id, true);
      if (!row) throw meetingNotFound();
      if (row.minutes_adopted_at) throw adoptedAlready();
      assertBegun(ctx, row);
      if ((await resolutionsOf(tx, row.id)).length > 0)
        throw new AppError(
          'CONFLICT',
          'meetings.adjournedResolutions',
          'An adjourned meeting passes no resolutions: remove them from the draft minutes first.',
        );
      const sitting = input.sitting;
      if (sitting && `${sitting.date}T${sitting.time}` <= `${row.date}T${row.time}`)
        throw new AppError(
          'BAD_REQUEST',
          'meetings.sittingTooEarly',
          'The adjourned sitting must be after the meeting it continues.',
          { fieldErrors: { 'sitting.date': 'After the meeting it continues' } },
        );
      const taken = await takeQuorum(ctx, tx, row);
      await recordQuorum(ctx, tx, row.id, 'adjourned', taken);
      if (sitting) {
        const next = await insertMeeting(tx, {
          kind: row.kind,
          ...sitting,
          auditCompletedOn: row.audit_completed_on,
          createdBy: ctx.actor.adminId,
          at: ctx.now(),
          adjournedFrom: row.id,
        });
        const agenda = (await meetingOf(ctx, tx, row)).agenda.map((item) => item.title);
        await insertAgendaItems(tx, next.id, agenda);
      }
      return meetingOf(ctx, tx, (await findMeetingRow(tx, row.id))!);
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
