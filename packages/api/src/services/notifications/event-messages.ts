import type { Db } from '@samity/db';
import { renderNotification } from '@samity/domain';
import { type NotifyContext, notifyMember } from './notify';
import { findRecipient, insertInboxForMembers, paymentFacts } from './outbox.queries';

/**
 * The messages that events write, each inside the event's own transaction (the callers hold it): a failed
 * event leaves no message, and an event's message is written once (its event key).
 */

/** A monthly payment is recorded (the finance desk or a verified online payment): the receipt number. */
export async function notifyPaymentRecorded(tx: Db, ctx: NotifyContext, paymentId: number) {
  await notifyPaymentsRecorded(tx, ctx, [paymentId]);
}

/**
 * Months one payment recorded ("Pay all dues"): one message naming them all, with their sum and the lead
 * month's receipt number (the receipt that lists them), not one message per month.
 */
export async function notifyPaymentsRecorded(tx: Db, ctx: NotifyContext, paymentIds: readonly number[]) {
  const facts = (await Promise.all(paymentIds.map((id) => paymentFacts(tx, id)))).filter(
    (f) => f !== undefined,
  );
  const lead = facts[0];
  const member = lead && (await findRecipient(tx, lead.member_id));
  if (!lead || !member || facts.length !== paymentIds.length) return;
  const months = facts.map((f) => f.month.slice(0, 7)).sort();
  await notifyMember(tx, ctx, {
    eventKey: `payment_recorded:${paymentIds[0]}`,
    member,
    message: {
      kind: 'payment_recorded',
      month: months[0]!,
      ...(months.length > 1 ? { months } : {}),
      amountPoisha: facts.reduce((sum, f) => sum + Number(f.amount_poisha), 0),
      receiptNo: lead.receipt_no,
    },
  });
}

/** A recorded payment is taken back (a bKash refund). */
export async function notifyPaymentRefunded(
  tx: Db,
  ctx: NotifyContext,
  { paymentId, reversalId, amountPoisha }: { paymentId: number; reversalId: number; amountPoisha: number },
) {
  const facts = await paymentFacts(tx, paymentId);
  const member = facts && (await findRecipient(tx, facts.member_id));
  if (!facts || !member) return;
  await notifyMember(tx, ctx, {
    eventKey: `payment_refunded:${reversalId}`,
    member,
    message: {
      kind: 'payment_refunded',
      month: facts.month.slice(0, 7),
      amountPoisha,
      receiptNo: facts.receipt_no,
    },
  });
}

/** A data-update request of the member is solved (by hand or applied). */
export async function notifyDataUpdateSolved(
  tx: Db,
  ctx: NotifyContext,
  request: { id: number; member_id: number; field: string },
) {
  const member = await findRecipient(tx, request.member_id);
  if (!member) return;
  await notifyMember(tx, ctx, {
    eventKey: `data_update_solved:${request.id}`,
    member,
    message: { kind: 'data_update_solved', field: request.field },
  });
}

/** A new month's book: every member on it reads the month's amount in the inbox (no SMS to everyone). */
export function notifyBookCreated(
  tx: Db,
  ctx: NotifyContext,
  book: { id: number; month: string; amountPoisha: number },
) {
  const message = {
    kind: 'book_created' as const,
    month: book.month.slice(0, 7),
    amountPoisha: book.amountPoisha,
  };
  return insertInboxForMembers(tx, {
    eventKey: `book_created:${book.id}`,
    kind: message.kind,
    members: { dueInBook: book.id },
    texts: { en: renderNotification(message, 'en'), bn: renderNotification(message, 'bn') },
    at: ctx.now(),
  });
}

/** A new notice: every active member finds it in the inbox (in-app only). */
export function notifyNoticePublished(tx: Db, ctx: NotifyContext, notice: { id: number; title: string }) {
  const message = { kind: 'notice_published' as const, title: notice.title };
  return insertInboxForMembers(tx, {
    eventKey: `notice_published:${notice.id}`,
    kind: message.kind,
    members: 'active',
    texts: { en: renderNotification(message, 'en'), bn: renderNotification(message, 'bn') },
    at: ctx.now(),
  });
}
