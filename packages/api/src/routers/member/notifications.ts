import {
  ZInboxListInput,
  ZInboxPage,
  ZMarkReadInput,
  ZNotificationSettings,
  ZNotificationSettingsInput,
  ZUnreadCount,
} from '@samity/domain';
import { z } from 'zod';
import { memberProcedure } from '../../procedures';
import {
  getSettings,
  listInbox,
  markRead,
  unreadCount,
  updateSettings,
} from '../../services/notifications/member-notifications.service';
import { router } from '../../trpc';
import { rest } from '../rest';

/** The member's inbox (the bell on the dashboard) and how they want to be told: always the session's member. */
export const memberNotificationsRouter = router({
  list: memberProcedure
    .meta(
      rest(
        'member',
        'GET',
        '/member/notifications',
        "The member's messages, newest first, with the total and how many are unread",
        'Titles and bodies are written in the member’s language. At most 50 a page.',
      ),
    )
    .input(ZInboxListInput)
    .output(ZInboxPage)
    .query(({ ctx, input }) => listInbox(ctx, input)),

  unreadCount: memberProcedure
    .meta(rest('member', 'GET', '/member/notifications/unread-count', 'How many messages are unread'))
    .input(z.void())
    .output(ZUnreadCount)
    .query(({ ctx }) => unreadCount(ctx)),

  markRead: memberProcedure
    .meta(
      rest(
        'member',
        'POST',
        '/member/notifications/read',
        'Marks one message ({id}) or all ({all: true}) read; answers the unread count',
        'Another member’s message id is a 404.',
      ),
    )
    .input(ZMarkReadInput)
    .output(ZUnreadCount)
    .mutation(({ ctx, input }) => markRead(ctx, input)),

  settings: router({
    get: memberProcedure
      .meta(
        rest(
          'member',
          'GET',
          '/member/notification-settings',
          "The member's message language, SMS reminders and email, and which channels the society sends on",
        ),
      )
      .input(z.void())
      .output(ZNotificationSettings)
      .query(({ ctx }) => getSettings(ctx)),

    update: memberProcedure
      .meta(
        rest(
          'member',
          'PATCH',
          '/member/notification-settings',
          'Changes the message language, SMS reminders (receipts and answers are sent regardless) or email',
          'email: an address, or null / "" to remove it. Audited.',
        ),
      )
      .input(ZNotificationSettingsInput)
      .output(ZNotificationSettings)
      .mutation(({ ctx, input }) => updateSettings(ctx, input)),
  }),
});
