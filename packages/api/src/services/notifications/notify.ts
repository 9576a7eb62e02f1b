import type { Db } from '@samity/db';
import {
  type NotificationChannels,
  type NotificationMessage,
  renderNotification,
  toInternationalBdMobile,
} from '@samity/domain';
import { insertOutboxRows, type OutboxRow, type RecipientRow } from './outbox.queries';

/** No SMS provider and no SMTP server: only the inbox. */
export const NO_CHANNELS: NotificationChannels = { sms: false, email: false };

/** What writing a notification needs: the clock and the channels this server delivers to. */
export interface NotifyContext {
  now: () => Date;
  channels?: NotificationChannels;
}

/** Messages that only go to the inbox: they concern every member and are not worth an SMS each. */
const INBOX_ONLY = new Set<NotificationMessage['kind']>(['notice_published', 'book_created']);

/**
 * A member's message as outbox rows: always the inbox; an SMS when an SMS provider is configured and the
 * member's phone is a Bangladeshi mobile (dues reminders only while the member has not opted out); an email
 * when SMTP is configured and the member gave an address. A channel that is off gets no row at all: nothing
 * waits for a provider that does not exist, and the screens show the channel as off.
 */
export function memberOutboxRows(
  ctx: NotifyContext,
  { eventKey, member, message }: { eventKey: string; member: RecipientRow; message: NotificationMessage },
): OutboxRow[] {
  const channels = ctx.channels ?? NO_CHANNELS;
  const language = member.language;
  const text = renderNotification(message, language);
  const base = { eventKey, kind: message.kind, memberId: member.id, language };
  const rows: OutboxRow[] = [
    { ...base, channel: 'inbox', recipient: member.member_no, title: text.title, body: text.body },
  ];
  if (INBOX_ONLY.has(message.kind)) return rows;
  const phone = toInternationalBdMobile(member.phone);
  const smsWanted = message.kind !== 'dues_reminder' || member.sms_reminders;
  if (channels.sms && phone && smsWanted)
    rows.push({ ...base, channel: 'sms', recipient: phone, title: text.title, body: text.sms });
  if (channels.email && member.email)
    rows.push({
      ...base,
      channel: 'email',
      recipient: member.email,
      title: text.title,
      body: text.email ?? text.body,
    });
  return rows;
}

/**
 * Writes a member's message into the outbox inside the caller's transaction, so it exists exactly when the
 * event does. Answers the rows written; none when the event's rows already exist.
 */
export function notifyMember(
  tx: Db,
  ctx: NotifyContext,
  args: { eventKey: string; member: RecipientRow; message: NotificationMessage },
): Promise<OutboxRow[]> {
  return insertOutboxRows(tx, memberOutboxRows(ctx, args), ctx.now());
}

/** An SMS to someone who is not a member (the public complaint desk's complainant), in Bengali, the society's language. */
export async function notifyPhone(
  tx: Db,
  ctx: NotifyContext,
  { eventKey, phone, message }: { eventKey: string; phone: string; message: NotificationMessage },
): Promise<OutboxRow[]> {
  const channels = ctx.channels ?? NO_CHANNELS;
  const to = toInternationalBdMobile(phone);
  if (!channels.sms || !to) return [];
  const text = renderNotification(message, 'bn');
  return insertOutboxRows(
    tx,
    [
      {
        eventKey,
        kind: message.kind,
        channel: 'sms',
        recipient: to,
        memberId: null,
        language: 'bn',
        title: text.title,
        body: text.sms,
      },
    ],
    ctx.now(),
  );
}
