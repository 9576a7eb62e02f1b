import { SMS_BUDGET, type SmsSettingsInput, toAsciiDigits } from '@samity/domain';
import { z } from 'zod';

/** A whole number typed on any keyboard (Bengali digits too); blank where `blank` allows it. */
const count = (max: number, blank: boolean) =>
  z
    .string()
    .trim()
    .refine(
      (value) => (blank && value === '') || /^[0-9]+$/.test(toAsciiDigits(value)),
      'Enter a whole number',
    )
    .refine((value) => value === '' || Number(toAsciiDigits(value)) <= max, `At most ${max}`);

/**
 * The SMS settings as typed: the day's parts (blank for no budget), the price of a part in poisha and the
 * enquiry SMS a dealer gets a day. The server checks the same bounds (ZSmsSettingsInput).
 */
export const ZSmsSettingsForm = z.object({
  dailyParts: count(SMS_BUDGET.maxDailyParts, true).refine(
    (value) => value === '' || Number(toAsciiDigits(value)) >= 1,
    'At least 1',
  ),
  pricePoisha: count(SMS_BUDGET.maxPricePoisha, false),
  enquirySmsPerDealer: count(SMS_BUDGET.maxEnquirySmsPerDealer, false),
});
export type SmsSettingsForm = z.input<typeof ZSmsSettingsForm>;

export const toSettingsInput = (form: SmsSettingsForm): SmsSettingsInput => ({
  dailyParts: form.dailyParts.trim() === '' ? null : Number(toAsciiDigits(form.dailyParts.trim())),
  pricePoisha: Number(toAsciiDigits(form.pricePoisha.trim())),
  enquirySmsPerDealer: Number(toAsciiDigits(form.enquirySmsPerDealer.trim())),
});

export const toSettingsForm = (settings: SmsSettingsInput): SmsSettingsForm => ({
  dailyParts: settings.dailyParts === null ? '' : String(settings.dailyParts),
  pricePoisha: String(settings.pricePoisha),
  enquirySmsPerDealer: String(settings.enquirySmsPerDealer),
});
