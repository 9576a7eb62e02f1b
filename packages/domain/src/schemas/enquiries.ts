import { z } from 'zod';
import { LIST_LIMIT_MAX, LIST_OFFSET_MAX } from '../constants';
import { queryInt, zText } from './fields';
import { ZHumanProof } from './human-proof';
import { zMoment, zRecordId } from './member-fields';
import { ZBdMobilePhone } from './phone';

/** Buyers' enquiries about a car, read by the car's dealer (issue 26 §2). */

export const ENQUIRY_TEXT_MAX = { name: 100, message: 1000, preferredTime: 100 } as const;
export const ENQUIRY_STATUSES = ['open', 'answered', 'closed'] as const;
export type EnquiryStatus = (typeof ENQUIRY_STATUSES)[number];
export const ENQUIRY_PAGE_SIZE = 20;
/** The admin report's months, ending with the current one. */
export const ENQUIRY_REPORT_MONTHS = 6;

/** The buyer's form on a car: who asks, a mobile to call back, the question and when to call. */
export const ZEnquiryInput = z.object({
  car_id: zRecordId.describe('The car asked about (GET /stocks lists its id)'),
  name: zText({
    max: ENQUIRY_TEXT_MAX.name,
    required: 'Enter your name',
    tooLong: `Name must be at most ${ENQUIRY_TEXT_MAX.name} characters`,
  }),
  phone: ZBdMobilePhone,
  message: zText({
    max: ENQUIRY_TEXT_MAX.message,
    required: 'Write your message to the dealer',
    tooLong: `The message must be at most ${ENQUIRY_TEXT_MAX.message} characters`,
    multiline: true,
  }),
  preferred_time: zText({
    max: ENQUIRY_TEXT_MAX.preferredTime,
    tooLong: `The preferred time must be at most ${ENQUIRY_TEXT_MAX.preferredTime} characters`,
  })
    .nullish()
    .transform((value) => (value ? value : null))
    .describe('When the buyer would like a call, in their words (optional)'),
});
export type EnquiryInput = z.input<typeof ZEnquiryInput>;
export type NewEnquiry = z.output<typeof ZEnquiryInput>;

/** What public.enquiries.create takes: the form and the proof that a person sent it (decision 027). */
export const ZEnquiryWithProof = ZEnquiryInput.extend({ proof: ZHumanProof });
export type EnquiryWithProof = z.input<typeof ZEnquiryWithProof>;

/** What the buyer is told: sent, nothing of the dealer's data. */
export const ZEnquirySent = z.object({ success: z.literal(true) });

/** An enquiry as its dealer sees it (the buyer's phone included: it is theirs to call). */
export const ZEnquiry = z.object({
  id: z.number().int(),
  car_id: z.number().int().nullable().describe('Null once the car was deleted'),
  car_title: z.string().describe('Brand, model and model year when the enquiry was sent'),
  name: z.string(),
  phone: z.string().describe('The buyer’s mobile, national form (01XXXXXXXXX)'),
  message: z.string(),
  preferred_time: z.string().nullable(),
  status: z.enum(ENQUIRY_STATUSES).describe('open, answered (by the dealer) or closed (the car was sold)'),
  created_at: zMoment,
  read: z
    .boolean()
    .describe('Whether the dealer has acted on it: called, sent an SMS, marked it read or answered'),
  answered_at: zMoment.nullable(),
  closed_at: zMoment.nullable(),
});
export type Enquiry = z.infer<typeof ZEnquiry>;

export const ZEnquiryListInput = z.object({
  limit: queryInt(1, LIST_LIMIT_MAX).default(ENQUIRY_PAGE_SIZE),
  offset: queryInt(0, LIST_OFFSET_MAX).default(0),
});

export const ZEnquiriesPage = z.object({
  entries: z.array(ZEnquiry).describe('Newest first'),
  total: z.number().int(),
  unread: z.number().int().describe('Enquiries the dealer has not seen yet'),
});

export const ZEnquiryIdInput = z.object({ id: zRecordId });

export const ZEnquiriesMarkedRead = z.object({ marked: z.number().int() });

/** The admin report: enquiries per dealer in each of the last months (what the site brings each member). */
export const ZEnquiryCountsInput = z.object({
  limit: queryInt(1, LIST_LIMIT_MAX).default(ENQUIRY_PAGE_SIZE),
  offset: queryInt(0, LIST_OFFSET_MAX).default(0),
});

export const ZEnquiryCounts = z.object({
  months: z
    .array(z.object({ month: z.string().describe('YYYY-MM (Dhaka)'), count: z.number().int() }))
    .describe(`The last ${ENQUIRY_REPORT_MONTHS} months, oldest first, with every dealer's enquiries`),
  entries: z
    .array(
      z.object({
        member_no: z.string(),
        name: z.string(),
        business: z.string(),
        counts: z.array(z.number().int()).describe('One count per month of `months`, in its order'),
        total: z.number().int().describe('In those months'),
      }),
    )
    .describe('Dealers with at least one enquiry in those months, most enquiries first'),
  total: z.number().int().describe('How many such dealers in all'),
});
export type EnquiryCounts = z.infer<typeof ZEnquiryCounts>;

/** The admins' list of every dealer's enquiries, newest first (Full_Access in person: buyers' phones). */
export const ZAdminEnquiryListInput = z.object({
  limit: queryInt(1, LIST_LIMIT_MAX).default(ENQUIRY_PAGE_SIZE),
  offset: queryInt(0, LIST_OFFSET_MAX).default(0),
});

export const ZAdminEnquiry = ZEnquiry.omit({ read: true, answered_at: true, closed_at: true }).extend({
  member_no: z.string().describe('The dealer asked'),
  dealer_name: z.string(),
  business: z.string(),
});
export type AdminEnquiry = z.infer<typeof ZAdminEnquiry>;

export const ZAdminEnquiriesPage = z.object({
  entries: z.array(ZAdminEnquiry).describe('Newest first'),
  total: z.number().int(),
});

/** The dealer's enquiries as a CSV file (UTF-8 with a byte-order mark, so spreadsheets read Bengali). */
export const ZEnquiriesExport = z.object({ filename: z.string(), csv: z.string(), count: z.number().int() });
