import type { Db } from '@samity/db';
import {
  ALERT_LIMITS,
  CAR_PAGE_PREFIX,
  siteLink,
  todayInDhaka,
  toInternationalBdMobile,
} from '@samity/domain';
import { NO_CHANNELS, type NotifyContext } from '../notifications/notify';
import { insertOutboxRows } from '../notifications/outbox.queries';
import { dueAlerts, markAlertSent, recordStockChanges, tryLockAlertJob } from './alert-matching.queries';
import { alertSms, stopPath } from './alert-sms';

/** Cars looked at and SMS written per turn; the rest waits for the next turn, seconds later. */
const BATCH = { cars: 500, alerts: 200 } as const;

/**
 * One turn of the buyers' alert job (run by the notification worker of every instance, decision 019): the
 * stock's new listings and price drops are matched against the confirmed searches, then each search with
 * cars found gets one SMS (the newest car, how many more, its address, the stop link) when its last one is
 * a day old. All in one transaction under a lock only one instance gets at a time; the outbox's key
 * `buyer_alert:<search>:<Dhaka day>` would still refuse a second SMS of a search on one day.
 */
export async function runBuyerAlerts(
  ctx: { db: Db; publicOrigin?: string } & NotifyContext,
): Promise<{ found: number; sent: number } | null> {
  const now = ctx.now();
  return ctx.db.transaction().execute(async (tx) => {
    if (!(await tryLockAlertJob(tx))) return null;
    const found = await recordStockChanges(tx, now, BATCH.cars);
    const since = new Date(now.getTime() - ALERT_LIMITS.hoursBetweenSms * 3_600_000);
    const due = await dueAlerts(tx, since, BATCH.alerts);
    const smsOn = (ctx.channels ?? NO_CHANNELS).sms;
    const origin = ctx.publicOrigin ?? '';
    const day = todayInDhaka(now.getTime());
    let sent = 0;
    for (const alert of due) {
      const to = toInternationalBdMobile(alert.phone);
      // Without an SMS provider the cars found wait; they go once it is configured.
      if (!smsOn || !to) continue;
      // The car's short address (its id; the page moves it to the slugged one, keeping ?lang): an alert with
      // two links in Bengali must stay within three SMS parts, and the slug would cost the car's own name.
      const carUrl = siteLink(origin, `${CAR_PAGE_PREFIX}${alert.car_id}`, alert.language);
      const text = alertSms(
        alert.language,
        alert,
        alert.more,
        carUrl,
        siteLink(origin, stopPath(alert.stop_token), alert.language),
      );
      const written = await insertOutboxRows(
        tx,
        [
          {
            eventKey: `buyer_alert:${alert.alert_id}:${day}`,
            kind: 'buyer_alert',
            channel: 'sms',
            recipient: to,
            memberId: null,
            language: alert.language,
            title: alert.language === 'bn' ? 'আপনার খোঁজের গাড়ি' : 'A car for your search',
            body: text,
          },
        ],
        now,
      );
      if (written.length === 0) continue;
      await markAlertSent(tx, alert.alert_id, now);
      sent += 1;
    }
    return { found, sent };
  });
}
