import { z } from 'zod';
import { CC_BANDS, STOCK_PRICE_BOUNDS, STOCK_YEAR_BOUNDS, TEXT_MAX_LENGTH } from '../constants';
import { toAsciiDigits } from '../digits';
import { queryInt, refusedWhen, zText } from './fields';
import { ZHumanProof } from './human-proof';
import { zMoment, zRecordId } from './member-fields';
import { ZBdMobilePhone } from './phone';

/** The rules of buyers' alerts (saved searches of the stock confirmed by an SMS code). */
export const ALERT_LIMITS = {
  /** Digits of the confirmation code. */
  codeLength: 6,
  /** How long a code may be used. */
  codeMinutes: 10,
  /** Wrong codes before the saved search must be started again. */
  codeTries: 5,
  /** Saved searches one phone may hold (confirmed ones and those waiting for their code). */
  perPhone: 5,
  /** Hours between two alert SMS of one saved search. */
  hoursBetweenSms: 24,
} as const;

/**
 * The /Stocklist filters a buyer saves: the same bounds as the stock search, but every number stated (the
 * page sends what its boxes read) and the ranges the right way round. Prices in taka, whole.
 */
export const ZAlertFilters = z
  .object({
    search: zText({ max: TEXT_MAX_LENGTH.search, digits: true })
      .optional()
      .transform((value) => (value ? value : undefined))
      .describe('Substring of brand, model, dealer name, business or member no; blank means any car'),
    price_min: queryInt(STOCK_PRICE_BOUNDS.min, STOCK_PRICE_BOUNDS.max).describe(
      'Lowest asking price in taka',
    ),
    price_max: queryInt(STOCK_PRICE_BOUNDS.min, STOCK_PRICE_BOUNDS.max).describe(
      'Highest asking price in taka',
    ),
    year_min: queryInt(STOCK_YEAR_BOUNDS.min, STOCK_YEAR_BOUNDS.max).describe('Earliest model year'),
    year_max: queryInt(STOCK_YEAR_BOUNDS.min, STOCK_YEAR_BOUNDS.max).describe('Latest model year'),
    cc_band: z.enum(CC_BANDS).optional().describe('Engine size band'),
  })
  .strict();
export type AlertFilters = z.input<typeof ZAlertFilters>;

/** Save a search: the filters, the phone the code and the alerts go to, and the language of the SMS. */
export const ZAlertCreateInput = z
  .object({
    phone: ZBdMobilePhone,
    language: z.enum(['bn', 'en']).describe('The language of the SMS'),
    filters: ZAlertFilters,
  })
  // Ranges the right way up (lowest price, earliest year first) are the service's check (alerts.service.ts):
  // a rule across two fields that JSON Schema cannot state, so it answers with its own key and the
  // document says it in words (refusedWhen on ZAlertCreateWithProof).
  .strict();
export type AlertCreateInput = z.input<typeof ZAlertCreateInput>;

/** What public.alerts.create takes: the search, and the proof that a person asked for its code (decision 027). */
export const ZAlertCreateWithProof = ZAlertCreateInput.extend({ proof: ZHumanProof }).meta(
  refusedWhen(
    '`filters.price_min` is above `filters.price_max` (`alerts.priceRange`)',
    '`filters.year_min` is after `filters.year_max` (`alerts.yearRange`)',
  ),
);
export type AlertCreateWithProof = z.input<typeof ZAlertCreateWithProof>;

export const ZAlertCreated = z.object({
  id: zRecordId.describe('The saved search, waiting for its code'),
  codeExpiresAt: zMoment,
});

export const ALERT_CODE_MESSAGE = `Enter the ${ALERT_LIMITS.codeLength}-digit code from the SMS`;
const CODE_MESSAGE = ALERT_CODE_MESSAGE;

/** The code from the SMS; Bengali digits are read as ASCII (the bn keyboard). */
export const ZAlertConfirmInput = z
  .object({
    id: zRecordId,
    // Six digits (checked by the service, before any try is counted, with its own key). The pattern states
    // that check as the raw text reads: surrounding space trimmed, Bengali digits, single spaces between.
    code: zText({ max: 20, required: CODE_MESSAGE })
      .transform((value) => toAsciiDigits(value).replace(/\s/g, ''))
      .meta({
        example: '123456',
        description: `The ${ALERT_LIMITS.codeLength}-digit code from the SMS; another shape is 400 \`alerts.codeFormat\``,
        pattern: `^\\s*(?:[0-9\\u09E6-\\u09EF] ?){${ALERT_LIMITS.codeLength}}\\s*$`,
      }),
  })
  .strict();

export const ZAlertConfirmed = z.object({ active: z.literal(true) });

/** The stop page's route: the link in every alert SMS is /alerts/stop/<token>. */
export const ALERT_STOP_ROUTE = '/alerts/stop/:token';

/** What a stop token looks like (the server answers other stop paths 404 without asking the database). */
export const ALERT_STOP_TOKEN = /^[A-Za-z0-9_-]{16,64}$/;

/** The stop link's token (from the alert SMS). */
export const ZAlertStopInput = z
  .object({
    token: zText({ max: 64, required: 'The stop link is incomplete' })
      .refine((value) => ALERT_STOP_TOKEN.test(value), 'The stop link is incomplete')
      .meta({ pattern: ALERT_STOP_TOKEN.source }),
  })
  .strict();

export const ZAlertStopped = z.object({
  stopped: z.literal(true),
  already: z.boolean().describe('The search had been stopped before (the link was opened again)'),
});
