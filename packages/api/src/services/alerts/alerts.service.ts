import {
  ALERT_CODE_MESSAGE,
  ALERT_LIMITS,
  AppError,
  CC_BAND_RANGES,
  siteLink,
  takaToPoisha,
  toInternationalBdMobile,
  type ZAlertFilters,
} from '@samity/domain';
import type { z } from 'zod';
import { NO_CHANNELS } from '../notifications/notify';
import { insertOutboxRows } from '../notifications/outbox.queries';
import { clientAddressKey } from '../rate-limit/client-address';
import { hitsBetween } from '../rate-limit/rate-limit.queries';
import {
  consumeFirstAllowed,
  type RateLimitRule,
  refundHits,
  tooManyAttempts,
} from '../rate-limit/rate-limit.service';
import type { ServiceContext } from '../service-context';
import { alertSearchPattern } from '../shared/search.queries';
import { codeSms, stopPath } from './alert-sms';
import { codeMatches, hashCode, newCode, newStopToken } from './alert-tokens';
import {
  activateAlert,
  cancelPendingSms,
  countHeldByPhone,
  countWrongCode,
  findAlertForUpdate,
  insertAlert,
  lockPhone,
  stopAlertByToken,
} from './alerts.queries';

/** Anyone may save a search, and each one sends an SMS: an address saves a few an hour, a phone gets a few codes. */
export const ALERT_CREATE_BY_ADDRESS: RateLimitRule = {
  name: 'alert-create-ip',
  limit: 10,
  windowSeconds: 3600,
};
export const ALERT_CREATE_BY_PHONE: RateLimitRule = {
  name: 'alert-create-phone',
  limit: 5,
  windowSeconds: 3600,
};

/**
 * Each save sends a code to a phone someone typed, perhaps not their own: one phone gets at most 3 codes a
 * day (the owner who did not ask is bothered three times at most), and one client address (an IPv6 client
 * by its /64) may ask codes for at most 5 different phones a day (a family saves a few; a script walking
 * through numbers is stopped at the fifth). Counted in the database, so they hold across instances.
 */
export const ALERT_CODES_PER_PHONE: RateLimitRule = {
  name: 'alert-code-phone',
  limit: 3,
  windowSeconds: 86_400,
};
export const ALERT_PHONES_PER_ADDRESS: RateLimitRule = {
  name: 'alert-code-phones',
  limit: 5,
  windowSeconds: 86_400,
};
/** Marks a (address, phone) pair asked today, so asking again for the same phone is not a new phone. */
const ALERT_PHONE_SEEN: RateLimitRule = { name: 'alert-code-seen', limit: 1_000, windowSeconds: 86_400 };

const origin = (ctx: ServiceContext) => ctx.publicOrigin ?? '';

const phoneFull = () =>
  new AppError(
    'CONFLICT',
    'alerts.phoneFull',
    `This phone already has ${ALERT_LIMITS.perPhone} saved searches. Stop one from its SMS first.`,
    { fieldErrors: { phone: `This phone already has ${ALERT_LIMITS.perPhone} saved searches.` } },
  );

/**
 * Saves a buyer's search, waiting for the code sent by SMS to the phone. Nothing is written without an SMS
 * provider (there would be no way to confirm), over a limit (429, counting nothing), or when the phone
 * already holds its searches (409). The search, its hashed code and the code's SMS are one transaction.
 */
export async function createAlert(
  ctx: ServiceContext,
  input: { phone: string; language: 'bn' | 'en'; filters: z.output<typeof ZAlertFilters> },
): Promise<{ id: number; codeExpiresAt: string }> {
  refuseUpsideDownRanges(input.filters);
  if (!(ctx.channels ?? NO_CHANNELS).sms)
    throw new AppError(
      'SERVICE_UNAVAILABLE',
      'alerts.smsOff',
      'Alerts by SMS are not available on this site now.',
    );
  const now = ctx.now();
  const address = clientAddressKey(ctx.request.ip);
  const to = toInternationalBdMobile(input.phone)!;
  const pair = `${address}|${to}`;
  // A phone this address already asked for today is not a new one (read before the decision: two
  // concurrent first asks may both count it, which errs on the safe side).
  const newPhone = !(await askedToday(ctx, pair, now));
  const decision = await consumeFirstAllowed(
    ctx.db,
    [
      [
        { rule: ALERT_CREATE_BY_ADDRESS, key: address },
        { rule: ALERT_CREATE_BY_PHONE, key: input.phone },
        { rule: ALERT_CODES_PER_PHONE, key: to },
        { rule: ALERT_PHONE_SEEN, key: pair },
        ...(newPhone ? [{ rule: ALERT_PHONES_PER_ADDRESS, key: address }] : []),
      ],
    ],
    now,
  );
  if (!decision.allowed) throw tooManyAttempts(decision.retryAfterSeconds);

  const { filters } = input;
  const code = newCode();
  const stopToken = newStopToken();
  const codeExpiresAt = new Date(now.getTime() + ALERT_LIMITS.codeMinutes * 60_000);
  const band = filters.cc_band;
  const save = ctx.db.transaction().execute(async (tx) => {
    await lockPhone(tx, input.phone);
    if ((await countHeldByPhone(tx, input.phone, now)) >= ALERT_LIMITS.perPhone) throw phoneFull();
    const alertId = await insertAlert(tx, {
      phone: input.phone,
      language: input.language,
      search: filters.search ?? null,
      searchPattern: filters.search ? alertSearchPattern(filters.search) : null,
      pricePoisha: { min: takaToPoisha(filters.price_min), max: takaToPoisha(filters.price_max) },
      year: { min: filters.year_min, max: filters.year_max },
      cc: band ? { band, ...CC_BAND_RANGES[band] } : null,
      codeHash: hashCode(stopToken, code),
      codeExpiresAt,
      stopToken,
      at: now,
    });
    const text = codeSms(
      input.language,
      code,
      ALERT_LIMITS.codeMinutes,
      siteLink(origin(ctx), stopPath(stopToken), input.language),
    );
    await insertOutboxRows(
      tx,
      [
        {
          eventKey: `alert_code:${alertId}`,
          kind: 'alert_code',
          channel: 'sms',
          recipient: to,
          memberId: null,
          language: input.language,
          title: input.language === 'bn' ? 'গাড়ির খোঁজের কোড' : 'Car search code',
          body: text,
        },
      ],
      now,
    );
    return alertId;
  });
  // A refused save (the phone is full) sent nothing, so it uses up none of the limits.
  const id = await save.catch(async (error: unknown) => {
    await refundHits(ctx.db, decision.hits);
    throw error;
  });
  return { id, codeExpiresAt: codeExpiresAt.toISOString() };
}

async function askedToday(ctx: ServiceContext, pair: string, now: Date): Promise<boolean> {
  const since = new Date(now.getTime() - ALERT_PHONE_SEEN.windowSeconds * 1000);
  const { count } = await hitsBetween(ctx.db, `${ALERT_PHONE_SEEN.name}:${pair}`, since, now);
  return Number(count) > 0;
}

type ConfirmOutcome = 'active' | 'wrong' | 'expired' | 'spent' | 'missing' | 'notWaiting';

const codeError = (key: string, message: string) =>
  new AppError('BAD_REQUEST', key, message, { fieldErrors: { code: message } });

/**
 * Confirms a saved search with its code. A wrong code counts a try, and the count is kept although the
 * call is refused (the transaction commits first, the refusal comes after); after the fifth wrong try, or
 * once the code's ten minutes are over, even the right code is refused and the search must be saved again.
 */
export async function confirmAlert(
  ctx: ServiceContext,
  input: { id: number; code: string },
): Promise<{ active: true }> {
  // A code not of the right shape is a typing mistake, not a try: refused before anything is counted.
  if (!new RegExp(`^[0-9]{${ALERT_LIMITS.codeLength}}$`).test(input.code))
    throw new AppError('BAD_REQUEST', 'alerts.codeFormat', ALERT_CODE_MESSAGE, {
      fieldErrors: { code: ALERT_CODE_MESSAGE },
    });
  const now = ctx.now();
  const outcome = await ctx.db.transaction().execute(async (tx): Promise<ConfirmOutcome> => {
    const alert = await findAlertForUpdate(tx, input.id);
    if (!alert) return 'missing';
    if (alert.status !== 'pending' || !alert.code_hash || !alert.code_expires_at) return 'notWaiting';
    if (alert.code_tries >= ALERT_LIMITS.codeTries) return 'spent';
    if (new Date(alert.code_expires_at).getTime() <= now.getTime()) return 'expired';
    if (!codeMatches(alert.stop_token, input.code, alert.code_hash)) {
      await countWrongCode(tx, alert.id);
      return 'wrong';
    }
    await activateAlert(tx, alert.id, now);
    return 'active';
  });
  switch (outcome) {
    case 'active':
      return { active: true };
    case 'missing':
      throw new AppError('NOT_FOUND', 'alerts.notFound', 'This saved search does not exist. Save it again.');
    case 'notWaiting':
      throw new AppError(
        'CONFLICT',
        'alerts.notWaiting',
        'This saved search is already confirmed or stopped.',
      );
    case 'spent':
      throw codeError('alerts.codeSpent', 'Too many wrong codes. Save the search again for a new code.');
    case 'expired':
      throw codeError('alerts.codeExpired', 'The code has expired. Save the search again for a new code.');
    case 'wrong':
      throw codeError('alerts.codeWrong', 'The code is not right. Check the SMS and try again.');
  }
}

/**
 * The stop link: the saved search ends at once (its alert SMS still waiting are not sent). Stopping twice
 * is still stopped, and says so (the buyer opened the link again); a token no search has is a 404.
 */
export async function stopAlert(
  ctx: ServiceContext,
  token: string,
): Promise<{ stopped: true; already: boolean }> {
  const stopped = await ctx.db.transaction().execute(async (tx) => {
    const found = await stopAlertByToken(tx, token, ctx.now());
    if (found) await cancelPendingSms(tx, found.id);
    return found;
  });
  if (stopped === null)
    throw new AppError('NOT_FOUND', 'alerts.stopNotFound', 'This stop link is not known. Check the SMS.');
  return { stopped: true, already: stopped.already };
}

/** The lowest price and the earliest year come first: a search the other way round could never match. */
function refuseUpsideDownRanges(filters: z.output<typeof ZAlertFilters>) {
  if (filters.price_min > filters.price_max)
    throw new AppError('BAD_REQUEST', 'alerts.priceRange', 'The lowest price must not be above the highest', {
      fieldErrors: { filters: 'The lowest price must not be above the highest' },
    });
  if (filters.year_min > filters.year_max)
    throw new AppError('BAD_REQUEST', 'alerts.yearRange', 'The earliest year must not be after the latest', {
      fieldErrors: { filters: 'The earliest year must not be after the latest' },
    });
}
