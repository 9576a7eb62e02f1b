import {
  ZDeliveriesInput,
  ZDeliveriesPage,
  ZRetryDeliveryInput,
  ZRetryDeliveryResult,
  ZSmsSettings,
  ZSmsSettingsInput,
  ZSmsUsage,
} from '@samity/domain';
import { z } from 'zod';
import { adminProcedure } from '../../procedures';
import { listDeliveries, retryDelivery } from '../../services/notifications/deliveries.service';
import { smsUsage, updateSmsSettings } from '../../services/notifications/sms-budget.service';
import { router } from '../../trpc';
import { rest } from '../rest';

/** Message deliveries: Full_Access and above see every message's state and send a failed one again. */
export const adminNotificationsRouter = router({
  deliveries: adminProcedure('notificationDeliveries')
    .meta(
      rest(
        'admin',
        'GET',
        '/notification-deliveries',
        'Messages (SMS, email, inbox), newest first, optionally only pending, sent or failed',
        'A failed one carries the provider’s last error (never a secret). At most 100 a page.',
      ),
    )
    .input(ZDeliveriesInput)
    .output(ZDeliveriesPage)
    .query(({ ctx, input }) => listDeliveries(ctx, input)),

  retry: adminProcedure('notificationDeliveries')
    .meta(
      rest(
        'admin',
        'POST',
        '/notification-deliveries/{id}/retry',
        'Sends a failed message again (back to pending, attempts from zero)',
        '404 for an unknown id, 409 when it has not failed. Audited.',
      ),
    )
    .input(ZRetryDeliveryInput)
    .output(ZRetryDeliveryResult)
    .mutation(({ ctx, input }) => retryDelivery(ctx, input.id)),

  smsUsage: adminProcedure('notificationDeliveries')
    .meta(
      rest(
        'admin',
        'GET',
        '/sms-usage',
        'SMS parts sent today and this month (Dhaka) and their cost, what the daily budget holds back, and the SMS settings',
        'Parts as billed (GSM-7 160/153, UCS-2 70/67 characters a part); cost in poisha at the configured price.',
      ),
    )
    .input(z.object({}).optional())
    .output(ZSmsUsage)
    .query(({ ctx }) => smsUsage(ctx)),

  updateSmsSettings: adminProcedure('smsBudget')
    .meta(
      rest(
        'admin',
        'PUT',
        '/sms-usage/settings',
        'Sets the daily SMS budget (parts, or null for none), the price of a part and the enquiry SMS a dealer gets a day',
        'Full_Access+ only. Audited.',
      ),
    )
    .input(ZSmsSettingsInput)
    .output(ZSmsSettings)
    .mutation(({ ctx, input }) => updateSmsSettings(ctx, input)),
});
