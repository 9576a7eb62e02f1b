import { z } from 'zod';
import { LIST_LIMIT_MAX, LIST_OFFSET_MAX, MEMBERS_PAGE_SIZE } from '../constants';
import { BD_MOBILE_MESSAGE, normaliseBdMobile } from '../phone';
import { queryInt, zText } from './fields';
import { zImageUrl, zMoment, zRecordId } from './member-fields';
import { ZPublicMember } from './members';
import { ZBdMobilePhone } from './phone';

/** Longest accepted member fields, in characters (forms use them as maxLength). */
export const MEMBER_FIELD_MAX = { name: 150, father: 150, business: 150, address: 500 } as const;

/** The largest CSV an import accepts: about 1000 members with every column filled. */
export const MEMBER_IMPORT_MAX_CHARS = 500_000;
export const MEMBER_IMPORT_MAX_ROWS = 1000;
/** The columns of a member CSV, in order: the fields of Add member. */
export const MEMBER_CSV_COLUMNS = [
  'member_no',
  'name',
  'father',
  'business',
  'address',
  'phone',
  'pic',
] as const;

/** A member number as the members table accepts it (letters, digits and dashes, at most 20). */
export const zMemberNo = zText({
  max: 20,
  required: 'Enter the member number',
  tooLong: 'Member number must be at most 20 characters',
}).refine((value) => /^[0-9A-Za-z-]+$/.test(value), 'Member number may hold only letters, digits and dashes');

const optionalText = (max: number, label: string) =>
  zText({ max, tooLong: `${label} must be at most ${max} characters` }).default('');

/** A mobile number that may be left blank (a deceased member's may be unknown). */
const zOptionalBdMobile = zText({ max: 30, tooLong: BD_MOBILE_MESSAGE })
  .refine((value) => value === '' || normaliseBdMobile(value) !== null, BD_MOBILE_MESSAGE)
  .transform((value) => (value === '' ? '' : normaliseBdMobile(value)!))
  .default('');

const memberFields = {
  name: zText({
    max: MEMBER_FIELD_MAX.name,
    required: 'Enter the name',
    tooLong: `Name must be at most ${MEMBER_FIELD_MAX.name} characters`,
  }),
  father: optionalText(MEMBER_FIELD_MAX.father, "Father's name"),
  business: optionalText(MEMBER_FIELD_MAX.business, 'Business'),
  address: optionalText(MEMBER_FIELD_MAX.address, 'Address'),
};

/** Add member: member no, name, father, business, address, phone and an optional picture. */
export const ZAddMemberInput = z.object({
  member_no: zMemberNo,
  ...memberFields,
  phone: ZBdMobilePhone,
  pic: zImageUrl.nullish(),
});
export type AddMemberInput = z.input<typeof ZAddMemberInput>;
export type NewMember = z.output<typeof ZAddMemberInput>;

/**
 * Update member (after the lookup): the five fields the original form edits. Father, business and address
 * left out of a request stay as they are (an empty text clears them), so a partial call never blanks them.
 */
export const ZUpdateMemberInput = z.object({
  member_no: zMemberNo,
  name: memberFields.name,
  father: memberFields.father.unwrap().optional(),
  business: memberFields.business.unwrap().optional(),
  address: memberFields.address.unwrap().optional(),
  phone: ZBdMobilePhone,
});
export type UpdateMemberInput = z.input<typeof ZUpdateMemberInput>;

export const ZAdminMemberNoParam = z.object({ member_no: zMemberNo });

/** A member as the admin screens see it: the public fields, whether active or deceased, and since when. */
export const ZAdminMember = ZPublicMember.extend({
  status: z.enum(['active', 'deceased']),
  deceased_on: z.string().nullable().describe('YYYY-MM-DD'),
  email: z.string().nullable().describe('The address the member gave for messages; null: none'),
});
export type AdminMember = z.infer<typeof ZAdminMember>;

export const ZAdminMemberListInput = z.object({
  limit: queryInt(1, LIST_LIMIT_MAX).default(MEMBERS_PAGE_SIZE),
  offset: queryInt(0, LIST_OFFSET_MAX).default(0),
});

/** Export: the active members matching the search (all of them when it is blank), as CSV text. */
export const ZMemberExportInput = z.object({
  search: zText({ max: 100, tooLong: 'Search must be at most 100 characters' }).optional(),
});
export const ZMemberExport = z.object({ filename: z.string(), csv: z.string(), count: z.number().int() });

export const ZMemberImportInput = z.object({
  csv: zText({
    max: MEMBER_IMPORT_MAX_CHARS,
    required: 'Choose a CSV file',
    tooLong: 'The file is too large (at most 1000 members)',
    multiline: true,
  }),
  /** A dry run checks every row and writes nothing; the default, so a careless call imports nothing. */
  dry_run: z.boolean().default(true),
});
export type MemberImportInput = z.input<typeof ZMemberImportInput>;

export const ZMemberImportRow = z.object({
  /** The row's line in the file (the header is line 1). */
  line: z.number().int(),
  member_no: z.string(),
  name: z.string(),
  errors: z.array(z.string()),
});
export const ZMemberImportReport = z.object({
  rows: z.array(ZMemberImportRow),
  /** Problems of the file itself (missing columns, unreadable CSV, too many rows). */
  file_errors: z.array(z.string()),
  valid: z.boolean(),
  imported: z.number().int(),
});
export type MemberImportReport = z.infer<typeof ZMemberImportReport>;

/** Deceased add: the member's fields; an active member named here is marked deceased (with confirm). */
export const ZAddDeceasedInput = z.object({
  member_no: zMemberNo,
  ...memberFields,
  phone: zOptionalBdMobile,
  pic: zImageUrl.nullish(),
  deceased_on: z
    .string()
    .regex(/^\d{4}-\d{2}-\d{2}$/, 'Enter the date of death as YYYY-MM-DD')
    .refine((value) => !Number.isNaN(Date.parse(`${value}T00:00:00Z`)), 'Enter a real date')
    .nullish(),
  /** Must be true to mark an active member deceased: the screen asks first, and so does the API. */
  confirm_active: z.boolean().default(false),
});
export type AddDeceasedInput = z.input<typeof ZAddDeceasedInput>;

/** What marking a member deceased changed besides the member row. */
export const ZDeceasedResult = z.object({
  member: ZAdminMember,
  was_active: z.boolean(),
  sessions_ended: z.number().int(),
  left_committee: z.boolean(),
});

export const ZDataUpdateListInput = z.object({
  limit: queryInt(1, LIST_LIMIT_MAX).default(LIST_LIMIT_MAX),
  offset: queryInt(0, LIST_OFFSET_MAX).default(0),
});

/** A data-update request as the admin sees it: the member's number and name beside the request. */
export const ZAdminDataUpdate = z.object({
  id: z.number().int(),
  member_no: z.string(),
  name: z.string(),
  field: z.string(),
  correct_version: z.string(),
  status: z.enum(['unsolved', 'solved']),
  created_at: zMoment,
  solved_at: zMoment.nullable(),
});
export type AdminDataUpdate = z.infer<typeof ZAdminDataUpdate>;

export const ZDataUpdateIdInput = z.object({ id: zRecordId });

/** The member fields a request's correction can be written into by Apply. */
export const APPLICABLE_UPDATE_FIELDS = ['name', 'father', 'business', 'address', 'phone'] as const;
