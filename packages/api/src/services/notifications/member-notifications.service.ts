import {
  AppError,
  type InboxPage,
  type NotificationKind,
  type NotificationSettings,
  type ZMarkReadInput,
  type ZNotificationSettingsInput,
} from '@samity/domain';
import type { z } from 'zod';
import { withAudit } from '../audit/with-audit';
import { toIso, toIsoOrNull } from '../moments';
import type { MemberContext } from '../service-context';
import {
  inboxCounts,
  inboxMessageExists,
  inboxPage,
  markInboxRead,
  memberSettings,
  updateMemberSettings,
} from './inbox.queries';
import { NO_CHANNELS } from './notify';

/** The member's inbox, newest first, with the total and the unread count. */
export async function listInbox(
  ctx: MemberContext,
  page: { limit: number; offset: number },
): Promise<InboxPage> {
  const memberId = ctx.actor.memberId;
  const [rows, counts] = await Promise.all([
    inboxPage(ctx.db, memberId, page),
    inboxCounts(ctx.db, memberId),
  ]);
  return {
    entries: rows.map((row) => ({
      id: row.id,
      kind: row.kind as NotificationKind,
      title: row.title,
      body: row.body,
      createdAt: toIso(row.created_at),
      readAt: toIsoOrNull(row.read_at),
    })),
    ...counts,
  };
}

export async function unreadCount(ctx: MemberContext): Promise<{ unread: number }> {
  const { unread } = await inboxCounts(ctx.db, ctx.actor.memberId);
  return { unread };
}

/**
 * Marks one of the member's messages read, or all of them. Reading is the member's own bookkeeping, not a
 * change to the society's records, so it is not audited. Another member's message is a 404.
 */
export async function markRead(
  ctx: MemberContext,
  input: z.output<typeof ZMarkReadInput>,
): Promise<{ unread: number }> {
  const memberId = ctx.actor.memberId;
  if (input.id !== undefined) {
    if (!(await inboxMessageExists(ctx.db, memberId, input.id)))
      throw new AppError('NOT_FOUND', 'notifications.notFound', 'Message not found.');
    await markInboxRead(ctx.db, memberId, ctx.now(), input.id);
  } else await markInboxRead(ctx.db, memberId, ctx.now());
  return unreadCount(ctx);
}

type SettingsRow = Awaited<ReturnType<typeof memberSettings>>;

function toSettings(ctx: MemberContext, row: SettingsRow): NotificationSettings {
  return {
    language: row.language,
    smsReminders: row.sms_reminders,
    email: row.email,
    channels: ctx.channels ?? NO_CHANNELS,
  };
}

export async function getSettings(ctx: MemberContext): Promise<NotificationSettings> {
  return toSettings(ctx, await memberSettings(ctx.db, ctx.actor.memberId));
}

/** The member's language, SMS reminders and email address; audited, as any change to a member's record. */
export async function updateSettings(
  ctx: MemberContext,
  input: z.output<typeof ZNotificationSettingsInput>,
): Promise<NotificationSettings> {
  const memberId = ctx.actor.memberId;
  const changes = {
    ...(input.language !== undefined ? { language: input.language } : {}),
    ...(input.smsReminders !== undefined ? { sms_reminders: input.smsReminders } : {}),
    ...(input.email !== undefined ? { email: input.email } : {}),
  };
  const row = await withAudit(
    ctx,
    (result: { before: SettingsRow; after: SettingsRow }) => ({
      action: 'member.notificationSettings.update',
      entity: 'members',
      entityId: memberId,
      before: result.before,
      after: result.after,
    }),
    async (tx) => {
      const before = await memberSettings(tx, memberId);
      const after = Object.keys(changes).length
        ? await updateMemberSettings(tx, memberId, changes, ctx.now())
        : before;
      return { before, after };
    },
  );
  return toSettings(ctx, row.after);
}
