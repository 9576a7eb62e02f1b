import { z } from 'zod';
import { LIST_LIMIT_MAX, LIST_OFFSET_MAX, MEMBERS_PAGE_SIZE, TEXT_MAX_LENGTH } from '../constants';
import { queryInt, refusedWhen, zText } from './fields';
import { zImageUrl } from './member-fields';
import { ZBdMobilePhone } from './phone';

export const ZMemberListInput = z
  .object({
    limit: queryInt(1, LIST_LIMIT_MAX).optional().describe(`Page size; the web uses ${MEMBERS_PAGE_SIZE}`),
    offset: queryInt(0, LIST_OFFSET_MAX).optional(),
  })
  .refine((v) => v.offset === undefined || v.limit !== undefined, {
    message: 'offset needs limit',
    path: ['offset'],
  })
  .meta(refusedWhen('`offset` is given without `limit`'));

export const ZMemberSearchInput = z.object({
  search: zText({
    max: TEXT_MAX_LENGTH.search,
    digits: true,
    required: 'Enter a member number, name or business',
  }),
});

/**
 * A member as the public sees it, with the field names integrators read. A logged-in member's own
 * profile is the same record (ZMemberSelf).
 */
export const ZPublicMember = z.object({
  id: z.number().int(),
  member_no: z.string(),
  name: z.string(),
  father: z.string(),
  business: z.string(),
  address: z.string(),
  phone: z.string(),
  pic: z.string().nullable(),
});
export type PublicMember = z.infer<typeof ZPublicMember>;

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
  digits: true,
  required: 'Enter the member number',
  tooLong: 'Member number must be at most 20 characters',
}).refine((value) => /^[0-9A-Za-z-]+$/.test(value), 'Member number may hold only letters, digits and dashes');

const optionalText = (max: number, label: string) =>
  zText({ max, tooLong: `${label} must be at most ${max} characters` }).default('');

/** The fields Add member and Add deceased share. */
export const memberFields = {
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
  search: zText({ max: 100, digits: true, tooLong: 'Search must be at most 100 characters' }).optional(),
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
