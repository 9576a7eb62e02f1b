import type { Db } from '@samity/db';
import {
  dhakaDay,
  type NotificationMessage,
  renderNotification,
  SMS_BUDGET,
  smsParts,
  toInternationalBdMobile,
} from '@samity/domain';
import { memberOutboxRows, NO_CHANNELS, type NotifyContext } from './notify';
import { insertOutboxRows, type RecipientRow } from './outbox.queries';
import { countMemberRowsSince, lockCounter, readSmsSettings, upsertWaitingSms } from './sms-budget.queries';

type EnquiryMessage = Extract<NotificationMessage, { kind: 'enquiry_received' }>;

/**
 * A buyer's enquiry to its dealer, within the dealer's enquiry SMS of the day (notification_settings,
 * default 10 a Dhaka day): the inbox (and email) always; an SMS while the dealer has had fewer today; past
 * that, no SMS per enquiry but one summary SMS a day saying how many more wait in the inbox (written when
 * the first enquiry goes over, sent a quarter of an hour later, its count kept up to date until then). The
 * count is in the database under a per-dealer lock, so it holds across instances and concurrent enquiries.
 */
export async function notifyWithinDealerCap(
  tx: Db,
  ctx: NotifyContext,
  { eventKey, member, message }: { eventKey: string; member: RecipientRow; message: EnquiryMessage },
): Promise<void> {
  const rows = memberOutboxRows(ctx, { eventKey, member, message });
  const phone = toInternationalBdMobile(member.phone);
  if (!(ctx.channels ?? NO_CHANNELS).sms || !phone) {
    await insertOutboxRows(tx, rows, ctx.now());
    return;
  }
  const now = ctx.now();
  const day = dhakaDay(now);
  await lockCounter(tx, `enquiry-sms:${member.id}`);
  const { enquiry_sms_per_dealer: cap } = await readSmsSettings(tx);
  const count = (channel: 'sms' | 'inbox') =>
    countMemberRowsSince(tx, { memberId: member.id, kind: message.kind, channel, since: day.start });
  const smsToday = await count('sms');
  if (smsToday < cap) {
    await insertOutboxRows(tx, rows, now);
    return;
  }
  await insertOutboxRows(
    tx,
    rows.filter((row) => row.channel !== 'sms'),
    now,
  );
  // Every enquiry of today that got no SMS of its own (this one included).
  const waiting = (await count('inbox')) - smsToday;
  const summary = renderNotification(
    { kind: 'enquiry_summary', count: waiting, inboxUrl: message.inboxUrl },
    member.language,
  );
  await upsertWaitingSms(
    tx,
    {
      eventKey: `enquiry_summary:${member.id}:${day.day}`,
      kind: 'enquiry_summary',
      channel: 'sms',
      recipient: phone,
      memberId: member.id,
      language: member.language,
      title: summary.title,
      body: summary.sms,
      parts: smsParts(summary.sms),
    },
    { dueAt: new Date(now.getTime() + SMS_BUDGET.summaryDelayMinutes * 60_000), now },
  );
}
