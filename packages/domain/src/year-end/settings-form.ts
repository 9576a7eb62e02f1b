import { z } from 'zod';
import { toAsciiDigits } from '../digits';
import { RESERVE_MIN_BP } from './appropriation';

/**
 * The /YearEnd settings form as people type it: the first month (1-12) and the appropriation rates in
 * percent with up to two decimals (Bengali digits too), turned into the API's basis points
 * (finance.yearEnd.updateSettings, ZYearEndSettingsInput), with the same rules: the reserve at least 15 %,
 * the three shares at most 100 % together, the dividend's cap (the Rules' limit a proposal's dividend may
 * not pass) from 0 to 100 %.
 */
const percent = z
  .string()
  .trim()
  .transform((typed) => toAsciiDigits(typed).replace(',', '.'))
  .pipe(z.string().regex(/^\d{1,3}(\.\d{1,2})?$/, 'Enter a percentage such as 15 or 2.5'))
  .transform((typed) => Math.round(Number(typed) * 100))
  .pipe(z.number().int().max(10_000, 'At most 100 %'));

export const ZYearEndSettingsForm = z
  .object({
    first_month: z.string().regex(/^([1-9]|1[0-2])$/, 'Choose a month'),
    reserve: percent.refine((bp) => bp >= RESERVE_MIN_BP, 'At least 15 %'),
    development: percent,
    other_funds_max: percent,
    dividend_cap: percent,
  })
  .refine((s) => s.reserve + s.development + s.other_funds_max <= 10_000, {
    path: ['other_funds_max'],
    message: 'The shares may not add up to more than 100 %',
  })
  .transform((s) => ({
    first_month: Number(s.first_month),
    reserve_bp: s.reserve,
    development_bp: s.development,
    other_funds_max_bp: s.other_funds_max,
    dividend_cap_bp: s.dividend_cap,
  }));

/** Basis points as the form shows them: 1500 is "15", 250 is "2.5". */
export const percentOfBp = (bp: number) => String(bp / 100);
