import { z } from 'zod';
import { TEXT_MAX_LENGTH } from '../constants';
import { BD_MOBILE_AS_TYPED_PATTERN, BD_MOBILE_MESSAGE, normaliseBdMobile } from '../phone';
import { zOwnMemberNo } from './member-fields';

/**
 * The number buyers see for a dealer: on the car page, the stock's cards, the dealer's page and in the
 * WhatsApp link. A business line may differ from the phone the member logs in with; null (or an empty box)
 * shows the login phone again. A Bangladeshi mobile number as typed (Bengali digits, +88, spaces), stored
 * in its national form.
 */
export const ZPublicPhoneInput = z.object({
  member_no: zOwnMemberNo,
  public_phone: z
    .string()
    .max(TEXT_MAX_LENGTH.phone, BD_MOBILE_MESSAGE)
    .refine((value) => !value.trim() || normaliseBdMobile(value) !== null, BD_MOBILE_MESSAGE)
    .transform((value) => (value.trim() ? normaliseBdMobile(value) : null))
    .nullable()
    .meta({ pattern: `^$|${BD_MOBILE_AS_TYPED_PATTERN}`, example: '01712345678' })
    .describe("The number buyers see, e.g. 01712345678; null or '' to show the login phone"),
});

export const ZPublicPhone = z.object({
  public_phone: z.string().nullable().describe('The number set for buyers, or null'),
  login_phone: z.string().describe('The login phone, which buyers see while no other number is set'),
});
export type PublicPhone = z.infer<typeof ZPublicPhone>;
