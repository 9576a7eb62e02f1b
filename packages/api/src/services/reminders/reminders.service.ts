import type { Db } from '@samity/db';
import {
  FINANCE_LIMITS,
  type Lang,
  monthInDhaka,
  monthStartIso,
  NOTIFICATION_LIMITS,
  poishaToTaka,
  type ReminderSchedule,
  type RemindersPreview,
  type RemindersSendResult,
  siteLink,
  todayInDhaka,
} from '@samity/domain';
import { withAudit } from '../audit/with-audit';
import { arrearsTotals, arrearsWithMonths } from '../monthly/monthly.queries';
import { memberOutboxRows, NO_CHANNELS, type NotifyContext } from '../notifications/notify';
import {
  hasInboxRow,
  insertOutboxRows,
  type OutboxRow,
  recipientsByIds,
} from '../notifications/outbox.queries';
import type { AdminContext, ServiceContext } from '../service-context';
import { claimScheduledRun, memberIdsByNo, readSchedule, writeSchedule } from './reminders.queries';

/**
 * Where a reminder's "pay here" link points: the member dashboard, where dues are paid online, in the member's
 * language (the login page it may lead to first speaks it too).
 */
const payUrl = (ctx: { publicOrigin?: string }, lang: Lang) =>
  siteLink(ctx.publicOrigin, '/MemberDashboard', lang);

/** A dues reminder is one event per member and Dhaka day: the outbox's unique key makes it once a day. */
const reminderKey = (memberId: number, day: string) => `dues_reminder:${memberId}:${day}`;

/**
 * The members with arrears (the arrears list's own figures: months that have started only), with the
 * months owed and whether reminded today, optionally found by part of the member number or name.
 */
export async function previewReminders(
  ctx: AdminContext,
  page: { limit: number; offset: number; search?: string },
): Promise<RemindersPreview> {
  const today = todayInDhaka(ctx.now().getTime());
  const [rows, totals, schedule] = await Promise.all([
    arrearsWithMonths(ctx.db, ctx.now(), page),
    arrearsTotals(ctx.db, ctx.now(), page.search),
    readSchedule(ctx.db),
  ]);
  const reminded = await hasInboxRow(
    ctx.db,
    rows.map((row) => reminderKey(row.member_id, today)),
  );
  return {
    entries: rows.map((row) => ({
      memberNo: row.member_no,
      name: row.name,
      phone: row.phone,
      months: row.months,
      dueTaka: poishaToTaka(Number(row.due_poisha)),
      remindedToday: reminded.has(reminderKey(row.member_id, today)),
    })),
    total: Number(totals.members),
    totalDueTaka: poishaToTaka(Number(totals.due_poisha)),
    channels: ctx.channels ?? NO_CHANNELS,
    schedule: { dayOfMonth: schedule.reminder_day },
  };
}

/** The members named, or (memberNos undefined) every member with arrears. */
type SendScope = { memberNos?: string[] };

/**
 * Writes one reminder per member with arrears (months, total, the link to pay), inside the caller's
 * transaction. The inbox row goes first: when it is already there the member was reminded today and gets
 * nothing more, also when two admins send at the same moment (the unique key decides). Only then are the
 * SMS and email rows of the members reminded now added.
 */
async function writeReminders(
  tx: Db,
  ctx: NotifyContext & { publicOrigin?: string },
  scope: SendScope,
): Promise<RemindersSendResult> {
  const today = todayInDhaka(ctx.now().getTime());
  let named = 0;
  let memberIds: number[] | undefined;
  if (scope.memberNos) {
    const distinct = [...new Set(scope.memberNos)];
    named = distinct.length;
    memberIds = await memberIdsByNo(tx, distinct);
  }
  const limit = memberIds ? NOTIFICATION_LIMITS.remindersPerCall : FINANCE_LIMITS.members;
  const arrears = await arrearsWithMonths(tx, ctx.now(), { limit, offset: 0, memberIds });
  const recipients = new Map(
    (
      await recipientsByIds(
        tx,
        arrears.map((row) => row.member_id),
      )
    ).map((r) => [r.id, r]),
  );
  const planned = arrears.flatMap((row) => {
    const member = recipients.get(row.member_id);
    if (!member) return [];
    const message = {
      kind: 'dues_reminder' as const,
      months: row.months,
      duePoisha: Number(row.due_poisha),
      payUrl: payUrl(ctx, member.language),
    };
    return [memberOutboxRows(ctx, { eventKey: reminderKey(row.member_id, today), member, message })];
  });
  const inbox = await insertOutboxRows(
    tx,
    planned.map((rows) => rows[0]!),
    ctx.now(),
  );
  const remindedNow = new Set(inbox.map((row) => row.eventKey));
  const others: OutboxRow[] = planned.flatMap((rows) =>
    remindedNow.has(rows[0]!.eventKey) ? rows.slice(1) : [],
  );
  await insertOutboxRows(tx, others, ctx.now());
  return {
    queued: remindedNow.size,
    skippedToday: planned.length - remindedNow.size,
    skippedNoArrears: scope.memberNos ? named - arrears.length : 0,
  };
}

/** A Finance admin sends dues reminders to the members named (or all with arrears); audited. */
export function sendReminders(ctx: AdminContext, scope: SendScope): Promise<RemindersSendResult> {
  return withAudit(
    ctx,
    (result: RemindersSendResult) => ({
      action: 'notifications.reminders.send',
      entity: 'notification_outbox',
      after: { ...result, scope: scope.memberNos ? scope.memberNos.slice(0, 50) : 'all' },
    }),
    (tx) => writeReminders(tx, ctx, scope),
  );
}

/** The day of the month the reminders go out by themselves (1-28, every month has it), or none; audited. */
export async function setReminderSchedule(
  ctx: AdminContext,
  dayOfMonth: number | null,
): Promise<ReminderSchedule> {
  return withAudit(
    ctx,
    (after: ReminderSchedule) => ({
      action: 'notifications.schedule.update',
      entity: 'notification_settings',
      after,
    }),
    async (tx) => {
      await writeSchedule(tx, dayOfMonth, ctx.now());
      return { dayOfMonth };
    },
  );
}

/**
 * The scheduled run, called by the delivery worker's timer: on or after the configured day (Dhaka), once a
 * month. The month is claimed in the same transaction as the reminders are written, so of several
 * instances exactly one sends them, and a failed run claims nothing and is tried again. Audited as the system.
 */
export async function runScheduledReminders(ctx: ServiceContext): Promise<RemindersSendResult | null> {
  const now = ctx.now();
  const day = Number(todayInDhaka(now.getTime()).slice(8, 10));
  const month = monthStartIso(monthInDhaka(now.getTime()));
  const schedule = await readSchedule(ctx.db);
  if (schedule.reminder_day === null || day < schedule.reminder_day) return null;
  if (schedule.reminder_last_month !== null && schedule.reminder_last_month >= month) return null;
  return withAudit(
    { ...ctx, actor: null },
    (result: RemindersSendResult | null) => ({
      action: 'notifications.reminders.scheduled',
      entity: 'notification_outbox',
      after: result ?? { skipped: 'already sent this month' },
    }),
    async (tx) => {
      if (!(await claimScheduledRun(tx, month, now))) return null;
      return writeReminders(tx, ctx, {});
    },
  );
}
