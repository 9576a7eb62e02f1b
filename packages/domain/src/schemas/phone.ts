import { TEXT_MAX_LENGTH } from '../constants';
import { BD_MOBILE_AS_TYPED_PATTERN, BD_MOBILE_MESSAGE, normaliseBdMobile } from '../phone';
import { zText } from './fields';

/** Input schema of a mobile number; the parsed value is always the national form (01XXXXXXXXX). */
export const ZBdMobilePhone = zText({
  max: TEXT_MAX_LENGTH.phone,
  required: 'Enter your phone number',
  tooLong: BD_MOBILE_MESSAGE,
})
  .refine((value) => normaliseBdMobile(value) !== null, BD_MOBILE_MESSAGE)
  .transform((value) => normaliseBdMobile(value)!)
  .meta({ pattern: BD_MOBILE_AS_TYPED_PATTERN, example: '01712345678' });
