import type { Db } from '@samity/db';
import { dhakaDay, renderNotification, SMS_BUDGET, toInternationalBdMobile } from '@samity/domain';
import type { Logger } from '../service-context';
import { type ClaimedDelivery, claimRows } from './deliveries.queries';
import { insertOutboxRows } from './outbox.queries';
import {
  budgetWarningAdmins,
  claimBudgetWarning,
  holdDueSms,
  lockCounter,
  lockDueRows,
  readSmsSettings,
  smsPartsInFlight,
  smsPartsSent,
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
