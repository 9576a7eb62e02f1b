import type { Db } from '@samity/db';
import {
  dhakaDay,
  dhakaMonthStart,
  renderNotification,
  SMS_BUDGET,
  type SmsSettingsInput,
  type SmsUsage,
  toInternationalBdMobile,
} from '@samity/domain';
import { withAudit } from '../audit/with-audit';
import type { AdminContext, Logger } from '../service-context';
import { type ClaimedDelivery, claimRows } from './deliveries.queries';
import { insertOutboxRows } from './outbox.queries';
import {
  budgetWarningAdmins,
  claimBudgetWarning,
  holdDueSms,
  lockCounter,
  lockDueRows,
  readSmsSettings,
  smsHeld,
  smsPartsInFlight,
  smsPartsSent,
  writeSmsSettings,
} from './sms-budget.queries';

/** One lock for every instance's budget decision: two workers never both spend the last parts. */
const BUDGET_LOCK = 'sms-budget';

export interface BudgetContext {
  db: Db;
  log: Logger;
  now: () => Date;
  publicOrigin?: string;
}

/**
 * Claims the due messages a worker may send now, within the day's SMS budget (notification_settings,
 * counted in billed parts: sent today plus on their way). Email and urgent SMS (receipts, login and
 * password codes: isUrgentSms) always go. An SMS that can wait and does not fit is held with every other
 * due one until the next Dhaka day starts, when it is sent from that day's budget: queued, never dropped.
 * The first claim of a day that finds 80 % or more of the budget used writes the admins' warning (once a
 * day, claimed in notification_settings).
 */
export async function claimWithinBudget(
  ctx: BudgetContext,
  { leaseMs, limit, smsOn }: { leaseMs: number; limit: number; smsOn: boolean },
): Promise<ClaimedDelivery[]> {
  const now = ctx.now();
  return ctx.db.transaction().execute(async (tx) => {
    await lockCounter(tx, BUDGET_LOCK);
    const candidates = await lockDueRows(tx, now, limit);
    const settings = await readSmsSettings(tx);
    const budget = settings.sms_daily_parts;
    if (budget === null || !candidates.some((row) => row.channel === 'sms'))
      return claimRows(
        tx,
        candidates.map((row) => row.id),
        { now, leaseMs },
      );

    const day = dhakaDay(now);
    let used = (await smsPartsSent(tx, day.start, day.next)) + (await smsPartsInFlight(tx, now));
    const taken: number[] = [];
    let held = false;
    for (const row of candidates) {
      if (row.channel !== 'sms' || row.urgent) {
        taken.push(row.id);
        if (row.channel === 'sms') used += row.parts;
      } else if (!held && used + row.parts <= budget) {
        taken.push(row.id);
        used += row.parts;
      } else held = true;
    }
    const claimed = await claimRows(tx, taken, { now, leaseMs });
    if (held) {
      const count = await holdDueSms(tx, now, day.next);
      ctx.log.warn(
        { event: 'sms.budget.held', held: count, usedParts: used, dailyParts: budget },
        'SMS budget of the day used: messages that can wait are held until tomorrow',
      );
    }
    if (smsOn && used * 100 >= budget * SMS_BUDGET.warnPercent && (await claimBudgetWarning(tx, day.day)))
      await warnAdmins(tx, ctx, { day: day.day, used, budget, now });
    return claimed;
  });
}

/** The admins' warning: an urgent SMS to every enabled Full_Access+ admin, and a log line. */
async function warnAdmins(
  tx: Db,
  ctx: BudgetContext,
  { day, used, budget, now }: { day: string; used: number; budget: number; now: Date },
) {
  const percent = Math.min(100, Math.floor((used * 100) / budget));
  ctx.log.warn(
    { event: 'sms.budget.warning', usedParts: used, dailyParts: budget, percent },
    `${percent} % of the day's SMS budget is used`,
  );
  const message = {
    kind: 'sms_budget_warning' as const,
    percent,
    usedParts: used,
    dailyParts: budget,
    adminUrl: `${ctx.publicOrigin ?? ''}/MessageDeliveries`,
  };
  const text = renderNotification(message, 'bn');
  const rows = (await budgetWarningAdmins(tx)).flatMap((admin) => {
    const to = toInternationalBdMobile(admin.phone);
    return to
      ? [
          {
            eventKey: `sms_budget_warning:${day}`,
            kind: message.kind,
            channel: 'sms' as const,
            recipient: to,
            memberId: null,
            language: 'bn' as const,
            title: text.title,
            body: text.sms,
          },
        ]
      : [];
  });
  await insertOutboxRows(tx, rows, now);
}

type SettingsRow = Awaited<ReturnType<typeof readSmsSettings>>;
const settingsOf = (row: SettingsRow): SmsSettingsInput => ({
  dailyParts: row.sms_daily_parts,
  pricePoisha: row.sms_price_poisha,
  enquirySmsPerDealer: row.enquiry_sms_per_dealer,
});

/**
 * What SMS cost today and this month (Dhaka), in billed parts and in poisha at the configured price; what
 * the budget holds for a later day; and the settings. smsOn is false when no SMS provider is configured
 * (then nothing is sent by SMS at all, and the page says so).
 */
export async function smsUsage(ctx: AdminContext): Promise<SmsUsage> {
  const now = ctx.now();
  const day = dhakaDay(now);
  const [row, today, month, held] = await Promise.all([
    readSmsSettings(ctx.db),
    smsPartsSent(ctx.db, day.start, day.next),
    smsPartsSent(ctx.db, dhakaMonthStart(now), day.next),
    smsHeld(ctx.db, day.next),
  ]);
  const price = row.sms_price_poisha;
  return {
    smsOn: (ctx.channels ?? { sms: false }).sms,
    today: { parts: today, costPoisha: today * price },
    month: { parts: month, costPoisha: month * price },
    held,
    warnedToday: row.sms_budget_warned_on === day.day,
    settings: settingsOf(row),
  };
}

/** Full_Access+ sets the budget, the price of a part and the dealers' enquiry SMS a day; audited. */
export async function updateSmsSettings(
  ctx: AdminContext,
  input: SmsSettingsInput,
): Promise<SmsSettingsInput> {
  return withAudit(
    ctx,
    (after: SmsSettingsInput) => ({
      action: 'notifications.sms.settings',
      entity: 'notification_settings',
      after,
    }),
    async (tx) => {
      const before = settingsOf(await readSmsSettings(tx));
      await writeSmsSettings(
        tx,
        {
          sms_daily_parts: input.dailyParts,
          sms_price_poisha: input.pricePoisha,
          enquiry_sms_per_dealer: input.enquirySmsPerDealer,
        },
        ctx.now(),
      );
      ctx.log.info({ event: 'notifications.sms.settings', before, after: input }, 'SMS settings changed');
      return input;
    },
  );
}
