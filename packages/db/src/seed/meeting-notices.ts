import { type MeetingKind, meetingNoticeText } from '@samity/domain';
import { isoDate, type SeedContext } from './context';
import type { AgendaText } from './governance-texts';
import { noticeSvg } from './images';

/** The demo's meetings as planned, and the notices of the general ones on the public notice board. */

export interface MeetingPlan {
  kind: MeetingKind;
  date: string;
  time: string;
  place: string;
  auditCompletedOn?: string;
  createdOn: string;
  /** When the notice went out; with a picture, general meetings' notices go on the public notice board. */
  noticeOn: string;
  agenda: AgendaText[];
  /** The members present, for meetings already held. */
  present?: number[];
  adoptedOn?: string;
}

/**
 * A general meeting's notice on the public notice board, as publishing it in the app writes it: the Bengali
 * sentence as the caption and the English one as the caption in English, under a picture of the notice
 * (drawn in English: the picture renderer has no Bengali font). The English sentence names the place in
 * English, as the picture does: the demo's places are written in Bengali, which an English caption
 * should not carry.
 */
export async function insertMeetingNotice(ctx: SeedContext, plan: MeetingPlan, at: Date): Promise<number> {
  const meeting = { kind: plan.kind, date: plan.date, time: plan.time, place: plan.place };
  const en = meetingNoticeText({ ...meeting, place: 'Tejgaon, Dhaka' }, 'en');
  const date = isoDate(at);
  const row = await ctx.tx
    .insertInto('notices')
    .values({
      date,
      caption: meetingNoticeText(meeting, 'bn').body.slice(0, 500),
      caption_en: en.body.slice(0, 500),
      pic: await ctx.deps.storeImage(`meeting-notice-${plan.date}`, noticeSvg(en.body, date, 3)),
      created_by: ctx.adminIds[0]!,
      created_at: at,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  return Number(row.id);
}
