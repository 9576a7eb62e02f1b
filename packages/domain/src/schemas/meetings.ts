import { z } from 'zod';
import { LIST_LIMIT_MAX, LIST_OFFSET_MAX } from '../constants';
import { MEETING_KINDS } from '../meetings';
import { queryInt, refusedWhen, zCalendarDate, zText } from './fields';
import { zImageUrl, zMoment, zRecordId } from './member-fields';

/** Bounds of what a meeting holds: every list and text is bounded. */
export const MEETING_LIMITS = {
  agendaItems: 30,
  agendaTitle: 300,
  place: 200,
  discussion: 8000,
  resolutionsPerItem: 20,
  resolutionText: 3000,
  pageSize: 20,
  attendeePageSize: 50,
} as const;

export const ZMeetingKind = z.enum(MEETING_KINDS);

const zTime = zText({ max: 5, digits: true, required: 'Time is required' })
  .refine((value) => /^([01]\d|2[0-3]):[0-5]\d$/.test(value), 'Time must be HH:MM (24 hours)')
  // The rule in the API document too, so a client knows the shape before it is refused.
  .meta({ pattern: '^([01][0-9]|2[0-3]):[0-5][0-9]$', example: '16:30' });

const ZAgendaTitle = zText({
  max: MEETING_LIMITS.agendaTitle,
  required: 'An agenda item needs a title',
  tooLong: `An agenda item must be at most ${MEETING_LIMITS.agendaTitle} characters`,
});

/** Schedule a meeting: its kind, when and where, and the agenda; an annual general meeting names its audit. */
export const ZScheduleMeetingInput = z
  .object({
    kind: ZMeetingKind,
    date: zCalendarDate,
    time: zTime,
    place: zText({ max: MEETING_LIMITS.place, required: 'Place is required' }),
    audit_completed_on: zCalendarDate
      .nullable()
      .optional()
      .describe('Annual general meeting only: the day the annual audit was completed'),
    agenda: z
      .array(ZAgendaTitle)
      .min(1, 'Add at least one agenda item')
      .max(MEETING_LIMITS.agendaItems, `At most ${MEETING_LIMITS.agendaItems} agenda items`),
  })
  .superRefine((value, ctx) => {
    if (value.kind === 'annual_general' && !value.audit_completed_on)
      ctx.addIssue({
        code: 'custom',
        path: ['audit_completed_on'],
        message: 'The annual general meeting needs the date the annual audit was completed',
      });
  })
  .meta(refusedWhen('`kind` is `annual_general` and `audit_completed_on` is missing or null'));
export type ScheduleMeetingInput = z.output<typeof ZScheduleMeetingInput>;

export const ZMeetingIdInput = z.object({ id: zRecordId.describe('The meeting') });

/** Publish the notice; a general meeting's notice also goes on the public notice board with its picture. */
export const ZPublishMeetingNoticeInput = z.object({
  id: zRecordId.describe('The meeting'),
  pic: zImageUrl
    .optional()
    .describe('General meetings: the picture of the signed notice for the notice board'),
});

export const ZMeetingListInput = z.object({
  limit: queryInt(1, LIST_LIMIT_MAX).default(MEETING_LIMITS.pageSize),
  offset: queryInt(0, LIST_OFFSET_MAX).default(0),
});

export const ZAttendeesInput = z.object({
  id: zRecordId.describe('The meeting'),
  search: zText({ max: 60, digits: true }).optional().describe('Part of the member number or name'),
  limit: queryInt(1, LIST_LIMIT_MAX).default(MEETING_LIMITS.attendeePageSize),
  offset: queryInt(0, LIST_OFFSET_MAX).default(0),
});

/** Records the meeting as adjourned (no quorum): no resolutions; the adjourned sitting is a new meeting. */
export const ZAdjournMeetingInput = z.object({
  id: zRecordId.describe('The meeting'),
  sitting: z
    .object({
      date: zCalendarDate,
      time: zTime,
      place: zText({ max: MEETING_LIMITS.place, required: 'Place is required' }),
    })
    .optional()
    .describe('The adjourned sitting, scheduled as a new meeting with the same agenda'),
});
export type AdjournMeetingInput = z.output<typeof ZAdjournMeetingInput>;

export const ZSetAttendanceInput = z.object({
  id: zRecordId.describe('The meeting'),
  member_no: zText({ max: 20, digits: true, required: 'Member number is required' }),
  present: z.boolean(),
});

const ZResolutionInput = z.object({
  text: zText({
    max: MEETING_LIMITS.resolutionText,
    required: 'A resolution needs its text',
    tooLong: `A resolution must be at most ${MEETING_LIMITS.resolutionText} characters`,
    multiline: true,
  }),
  corrects: zText({ max: 16, digits: true })
    .optional()
    .describe('The register number (year/sequence) of an adopted resolution this one corrects'),
});

/** The minutes: per agenda item of the meeting, the discussion and its resolutions (replaces the draft). */
export const ZSaveMinutesInput = z.object({
  id: zRecordId.describe('The meeting'),
  items: z
    .array(
      z.object({
        agenda_item_id: zRecordId,
        discussion: zText({
          max: MEETING_LIMITS.discussion,
          tooLong: `The discussion must be at most ${MEETING_LIMITS.discussion} characters`,
          multiline: true,
        }),
        resolutions: z
          .array(ZResolutionInput)
          .max(MEETING_LIMITS.resolutionsPerItem, `At most ${MEETING_LIMITS.resolutionsPerItem} resolutions`),
      }),
    )
    .max(MEETING_LIMITS.agendaItems),
});
export type SaveMinutesInput = z.output<typeof ZSaveMinutesInput>;

const ZQuorumRule = z.discriminatedUnion('kind', [
  z.object({ kind: z.literal('percent'), value: z.number().int().min(1).max(100) }),
  z.object({ kind: z.literal('count'), value: z.number().int().min(1).max(100_000) }),
]);

const zArrearsMonths = z
  .number()
  .int()
  .min(1, 'At least 1 month')
  .max(24, 'At most 24 months')
  .describe(
    'Counted months unpaid on the meeting’s day that take a member’s place in a general meeting’s quorum',
  );

export const ZMeetingSettings = z.object({
  general: ZQuorumRule,
  committee: ZQuorumRule,
  arrears_months: zArrearsMonths,
});
export type MeetingSettings = z.infer<typeof ZMeetingSettings>;
/** The settings to save; without arrears_months the stored number stays. */
export const ZMeetingSettingsInput = ZMeetingSettings.extend({ arrears_months: zArrearsMonths.optional() });
export type MeetingSettingsInput = z.infer<typeof ZMeetingSettingsInput>;

export const ZQuorum = z.object({
  entitled: z.number().int(),
  present: z.number().int().describe('Present members who are entitled (others do not count)'),
  required: z.number().int(),
  met: z.boolean(),
  rule: ZQuorumRule.describe('The quorum setting applied'),
  arrears_months: z
    .number()
    .int()
    .nullable()
    .describe('General meetings: months in arrears that took a member’s place; null for committee meetings'),
  taken: z
    .boolean()
    .describe('True once recorded (minutes adopted or meeting adjourned): never recomputed after'),
});
export type Quorum = z.infer<typeof ZQuorum>;

export const ZMeetingSummary = z.object({
  id: z.number().int(),
  kind: ZMeetingKind,
  date: z.string(),
  time: z.string(),
  place: z.string(),
  audit_completed_on: z.string().nullable(),
  agm_late_limit: z.string().nullable().describe('Set when an annual general meeting is later than allowed'),
  notice_published_at: zMoment.nullable(),
  minutes_adopted_at: zMoment.nullable(),
  outcome: z
    .enum(['held', 'adjourned'])
    .nullable()
    .describe(
      'held: minutes adopted with the quorum met; adjourned: no quorum (or adjourned), no resolutions',
    ),
  adjourned_from: z.number().int().nullable().describe('The meeting this one is the adjourned sitting of'),
});
export type MeetingSummary = z.infer<typeof ZMeetingSummary>;

export const ZResolution = z.object({
  id: z.number().int(),
  text: z.string(),
  register_no: z.string().nullable().describe('year/sequence, given when the minutes are adopted'),
  corrects: z.string().nullable(),
});

export const ZMeeting = ZMeetingSummary.extend({
  quorum: ZQuorum,
  agenda: z.array(
    z.object({
      id: z.number().int(),
      position: z.number().int(),
      title: z.string(),
      discussion: z.string(),
      resolutions: z.array(ZResolution),
    }),
  ),
});
export type Meeting = z.infer<typeof ZMeeting>;

export const ZMeetingList = z.object({ entries: z.array(ZMeetingSummary), total: z.number().int() });

export const ZQuorumExclusion = z.enum(['deceased', 'arrears', 'not_committee']);

export const ZAttendeeList = z.object({
  entries: z.array(
    z.object({
      member_no: z.string(),
      name: z.string(),
      present: z.boolean(),
      exclusion: ZQuorumExclusion.nullable().describe(
        'Why the member does not count for the quorum; null: entitled',
      ),
      unpaid_months: z.number().int().nullable().describe('Counted months unpaid on the meeting’s day'),
    }),
  ),
  total: z.number().int(),
  quorum: ZQuorum,
});

export const ZRegisterInput = z.object({
  search: zText({ max: 100, digits: true })
    .optional()
    .describe('Words of the resolution or its register number'),
  limit: queryInt(1, LIST_LIMIT_MAX).default(MEETING_LIMITS.pageSize),
  offset: queryInt(0, LIST_OFFSET_MAX).default(0),
});

export const ZRegisterEntry = z.object({
  register_no: z.string(),
  text: z.string(),
  meeting_id: z.number().int(),
  meeting_kind: ZMeetingKind,
  meeting_date: z.string(),
  agenda_title: z.string(),
  corrects: z.string().nullable(),
  corrected_by: z.array(z.string()),
});
export type RegisterEntry = z.infer<typeof ZRegisterEntry>;
export const ZRegister = z.object({ entries: z.array(ZRegisterEntry), total: z.number().int() });

/** A member's meetings: notices of meetings they may attend, and whether the minutes are out. */
export const ZMemberMeetingList = z.object({
  entries: z.array(
    ZMeetingSummary.pick({ id: true, kind: true, date: true, time: true, place: true }).extend({
      agenda: z.array(z.string()),
      minutes_adopted: z.boolean(),
    }),
  ),
  total: z.number().int(),
});
export type MemberMeeting = z.infer<typeof ZMemberMeetingList>['entries'][number];
