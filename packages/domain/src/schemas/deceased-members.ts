import { z } from 'zod';
import { toAsciiDigits } from '../digits';
import { BD_MOBILE_AS_TYPED_PATTERN, BD_MOBILE_MESSAGE, normaliseBdMobile } from '../phone';
import { zText } from './fields';
import { zImageUrl } from './member-fields';
import { memberFields, ZAdminMember, zMemberNo } from './members';

/** A mobile number that may be left blank (a deceased member's may be unknown). */
const zOptionalBdMobile = zText({ max: 30, tooLong: BD_MOBILE_MESSAGE })
  .refine((value) => value === '' || normaliseBdMobile(value) !== null, BD_MOBILE_MESSAGE)
  .transform((value) => (value === '' ? '' : normaliseBdMobile(value)!))
  .meta({ pattern: `^$|${BD_MOBILE_AS_TYPED_PATTERN}`, example: '01712345678' })
  .default('');

/** Deceased add: the member's fields; an active member named here is marked deceased (with confirm). */
export const ZAddDeceasedInput = z.object({
  member_no: zMemberNo,
  ...memberFields,
  phone: zOptionalBdMobile,
  pic: zImageUrl.nullish(),
  deceased_on: z
    .string()
    .overwrite(toAsciiDigits)
    .regex(/^\d{4}-\d{2}-\d{2}$/, 'Enter the date of death as YYYY-MM-DD')
    .refine((value) => !Number.isNaN(Date.parse(`${value}T00:00:00Z`)), 'Enter a real date')
    .meta({ format: 'date' })
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
