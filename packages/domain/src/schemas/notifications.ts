import { z } from 'zod';
import { LIST_OFFSET_MAX, TEXT_MAX_LENGTH } from '../constants';
import { SMS_BUDGET } from '../sms-budget';
import { oneKey, queryInt, zText } from './fields';
import { zMoment, zRecordId } from './member-fields';

/**
 * Notifications (docs/notifications.md): the member's inbox and settings, the finance desk's dues reminders,
 * the admins' delivery list. Titles and bodies are rendered on the server in the member's language.
 */

const NOTIFICATION_LANGUAGES = ['en', 'bn'] as const;

const NOTIFICATION_CHANNELS = ['sms', 'email', 'inbox'] as const;
export type NotificationChannel = (typeof NOTIFICATION_CHANNELS)[number];

export const DELIVERY_STATUSES = ['pending', 'sent', 'failed'] as const;
export type DeliveryStatus = (typeof DELIVERY_STATUSES)[number];

/** What a message is about; the inbox shows an icon or a label per kind. */
const NOTIFICATION_KINDS = [
  'dues_reminder',
  'payment_recorded',
  'payment_refunded',
  'book_created',
  'complaint_answered',
  'data_update_solved',
  'notice_published',
  'meeting_notice',
  'public_complaint_solution',
  'enquiry_received',
  'enquiry_summary',
  'sms_budget_warning',
  'alert_code',
  'buyer_alert',
] as const;
export type NotificationKind = (typeof NOTIFICATION_KINDS)[number];

export const NOTIFICATION_LIMITS = {
  inboxPage: 50,
  previewPage: 100,
  deliveriesPage: 100,
  /** Members named in one reminders/send call. */
  remindersPerCall: 500,
  email: 254,
} as const;

/** Which outside channels this server can deliver to; off means nothing is queued for them. */
export const ZNotificationChannels = z.object({ sms: z.boolean(), email: z.boolean() });
export type NotificationChannels = z.infer<typeof ZNotificationChannels>;

const taka = z.number().describe('Taka, at most two decimals');

// ---- Member: inbox and settings ----

export const ZInboxListInput = z.object({
  limit: queryInt(1, NOTIFICATION_LIMITS.inboxPage).default(20),
  offset: queryInt(0, LIST_OFFSET_MAX).default(0),
});

export const ZInboxItem = z.object({
  id: z.number().int(),
  kind: z.enum(NOTIFICATION_KINDS),
  title: z.string(),
  body: z.string(),
  createdAt: zMoment,
  readAt: zMoment.nullable(),
});

export const ZUnreadCount = z.object({ unread: z.number().int() });

export const ZInboxPage = z.object({
  entries: z.array(ZInboxItem).describe('Newest first'),
  total: z.number().int(),
  unread: z.number().int(),
});
export type InboxPage = z.infer<typeof ZInboxPage>;

/** {id} marks one message read, {all: true} all of them (an object, not a union: the REST face needs one). */
export const ZMarkReadInput = z
  .object({ id: zRecordId.optional(), all: z.literal(true).optional() })
  .refine((input) => (input.id === undefined) !== (input.all === undefined), 'Give either id or all: true')
  .meta({
    oneOf: [
      oneKey('id', { type: 'integer', minimum: 1, maximum: Number.MAX_SAFE_INTEGER }),
      oneKey('all', { type: 'boolean', const: true }),
    ],
  });

/** An email address as a member types it: trimmed, bounded, and an address (lower-cased). */
const zEmail = zText({ max: NOTIFICATION_LIMITS.email, required: 'Enter an email address' })
  .pipe(z.email('Enter a valid email address, e.g. name@example.com'))
  .transform((value) => value.toLowerCase());

/** An email field that may be cleared: '' or null remove the address. */
const zOptionalEmail = z.union([z.literal('').transform(() => null), z.null(), zEmail]);

export const ZNotificationSettings = z.object({
  language: z.enum(NOTIFICATION_LANGUAGES),
  smsReminders: z.boolean().describe('Dues reminders by SMS; receipts and answers are sent regardless'),
  email: z.string().nullable(),
  channels: ZNotificationChannels,
});
export type NotificationSettings = z.infer<typeof ZNotificationSettings>;

export const ZNotificationSettingsInput = z.object({
  language: z.enum(NOTIFICATION_LANGUAGES, { error: 'Choose English or Bengali' }).optional(),
  smsReminders: z.boolean().optional(),
  email: zOptionalEmail.optional(),
});

// ---- Finance: dues reminders ----

export const ZRemindersPreviewInput = z.object({
  search: zText({ max: TEXT_MAX_LENGTH.search, digits: true })
    .optional()
    .describe('Part of the member number or name; total and totalDueTaka count the members found'),
  limit: queryInt(1, NOTIFICATION_LIMITS.previewPage).default(50),
  offset: queryInt(0, LIST_OFFSET_MAX).default(0),
});

export const ZReminderMember = z.object({
  memberNo: z.string(),
  name: z.string(),
  phone: z.string(),
  months: z.array(z.string().describe('YYYY-MM')).describe('The months still owed, oldest first'),
  dueTaka: taka,
  remindedToday: z.boolean().describe('Already reminded today (Dhaka): a send skips the member'),
});
export type ReminderMember = z.infer<typeof ZReminderMember>;

export const ZReminderSchedule = z.object({
  dayOfMonth: z.number().int().nullable().describe('Day of the month the reminders go out; null: none'),
});
export type ReminderSchedule = z.infer<typeof ZReminderSchedule>;

export const ZRemindersPreview = z.object({
  entries: z.array(ZReminderMember),
  total: z.number().int(),
  totalDueTaka: taka,
  channels: ZNotificationChannels,
  schedule: ZReminderSchedule,
});
export type RemindersPreview = z.infer<typeof ZRemindersPreview>;

const zMemberNo = zText({ max: 20, digits: true, required: 'Member number is required' });

/** {memberNos} reminds the members named, {all: true} every member with arrears. */
export const ZRemindersSendInput = z
  .object({
    memberNos: z
      .array(zMemberNo)
      .min(1, 'Choose at least one member')
      .max(NOTIFICATION_LIMITS.remindersPerCall, `At most ${NOTIFICATION_LIMITS.remindersPerCall} members`)
      .optional(),
    all: z.literal(true).optional(),
  })
  .refine(
    (input) => (input.memberNos === undefined) !== (input.all === undefined),
    'Give either memberNos or all: true',
  )
  .meta({
    oneOf: [
      oneKey('memberNos', {
        type: 'array',
        minItems: 1,
        maxItems: NOTIFICATION_LIMITS.remindersPerCall,
        items: { type: 'string', minLength: 1, maxLength: TEXT_MAX_LENGTH.memberNo, pattern: '\\S' },
      }),
      oneKey('all', { type: 'boolean', const: true }),
    ],
  });

export const ZRemindersSendResult = z.object({
  queued: z.number().int().describe('Members reminded now'),
  skippedToday: z.number().int().describe('Members already reminded today'),
  skippedNoArrears: z.number().int().describe('Members named who owe nothing (or are not active)'),
});
export type RemindersSendResult = z.infer<typeof ZRemindersSendResult>;

export const ZReminderScheduleInput = z.object({
  dayOfMonth: z
    .number({ error: 'Choose a day from 1 to 28' })
    .int()
    .min(1, 'Choose a day from 1 to 28')
    .max(28, 'Choose a day from 1 to 28')
    .nullable(),
});

// ---- Admin: deliveries ----

export const ZDeliveriesInput = z.object({
  status: z.enum(DELIVERY_STATUSES).optional(),
  limit: queryInt(1, NOTIFICATION_LIMITS.deliveriesPage).default(25),
  offset: queryInt(0, LIST_OFFSET_MAX).default(0),
});

export const ZDelivery = z.object({
  id: z.number().int(),
  channel: z.enum(NOTIFICATION_CHANNELS),
  recipient: z.string().describe('Phone (+8801...), email address or member number (inbox)'),
  kind: z.enum(NOTIFICATION_KINDS),
  status: z.enum(DELIVERY_STATUSES),
  attempts: z.number().int(),
  lastError: z.string().nullable(),
  createdAt: zMoment,
  sentAt: zMoment.nullable(),
  nextAttemptAt: zMoment.nullable(),
});
export type Delivery = z.infer<typeof ZDelivery>;

export const ZDeliveriesPage = z.object({ entries: z.array(ZDelivery), total: z.number().int() });

export const ZRetryDeliveryInput = z.object({ id: zRecordId });
export const ZRetryDeliveryResult = z.object({ status: z.enum(DELIVERY_STATUSES) });

// ---- Admin: what SMS cost (docs/notifications.md, "What SMS may cost") ----

export const ZSmsSettingsInput = z.object({
  dailyParts: z
    .number()
    .int('Enter a whole number')
    .min(1, 'At least 1 part a day')
    .max(SMS_BUDGET.maxDailyParts, `At most ${SMS_BUDGET.maxDailyParts} parts a day`)
    .nullable()
    .describe("The site's SMS parts a Dhaka day; null: no budget"),
  pricePoisha: z
    .number()
    .int('Enter a whole number of poisha')
    .min(0, 'The price cannot be negative')
    .max(SMS_BUDGET.maxPricePoisha, `At most ${SMS_BUDGET.maxPricePoisha} poisha`)
    .describe('The price of one SMS part, in poisha'),
  enquirySmsPerDealer: z
    .number()
    .int('Enter a whole number')
    .min(0, 'Cannot be negative')
    .max(SMS_BUDGET.maxEnquirySmsPerDealer, `At most ${SMS_BUDGET.maxEnquirySmsPerDealer}`)
    .describe('Enquiry SMS one dealer gets a Dhaka day (then one summary SMS)'),
});
export type SmsSettingsInput = z.infer<typeof ZSmsSettingsInput>;
export const ZSmsSettings = ZSmsSettingsInput;

const ZSmsSpend = z.object({
  parts: z.number().int().describe('SMS parts sent (as billed: GSM-7 160/153, UCS-2 70/67 characters)'),
  costPoisha: z.number().int().describe('parts x the price of a part, in poisha'),
});

export const ZSmsUsage = z.object({
  smsOn: z.boolean().describe('false: no SMS provider is configured; nothing is sent by SMS'),
  today: ZSmsSpend.describe('This Dhaka day'),
  month: ZSmsSpend.describe('This Dhaka month'),
  held: z
    .object({
      messages: z.number().int(),
      parts: z.number().int(),
    })
    .describe('SMS that can wait, held for a later day by the budget'),
  warnedToday: z.boolean().describe('The admins were warned today that 80 % of the budget was used'),
  settings: ZSmsSettings,
});
export type SmsUsage = z.infer<typeof ZSmsUsage>;

// ---- Public complaint desk ----

export const ZSendSolutionInput = z.object({ id: zRecordId });
export const ZSendSolutionResult = z.object({
  queued: z.boolean().describe('An SMS with the solution is queued'),
  smsAvailable: z.boolean().describe('false: no SMS provider is configured (use the sms: link)'),
});
