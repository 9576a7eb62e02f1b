import {
  ZReminderSchedule,
  ZReminderScheduleInput,
  ZRemindersPreview,
  ZRemindersPreviewInput,
  ZRemindersSendInput,
  ZRemindersSendResult,
} from '@samity/domain';
import { adminProcedure } from '../../procedures';
import {
  previewReminders,
  sendReminders,
  setReminderSchedule,
} from '../../services/reminders/reminders.service';
import { router } from '../../trpc';
import { rest } from '../rest';

/** Dues reminders on /FinancialMonthly: Finance_Access and above. */
export const financeRemindersRouter = router({
  preview: adminProcedure('monthly')
    .meta(
      rest(
        'finance',
        'GET',
        '/dues-reminders',
        'Members with arrears: the months owed, the amount, and whether reminded today',
        'The arrears list’s own figures; most months first. Also the channels on and the monthly schedule.',
      ),
    )
    .input(ZRemindersPreviewInput)
    .output(ZRemindersPreview)
    .query(({ ctx, input }) => previewReminders(ctx, input)),

  send: adminProcedure('monthly')
    .meta(
      rest(
        'finance',
        'POST',
        '/dues-reminders',
        'Sends one reminder per member named ({memberNos}) or every member with arrears ({all: true})',
        'A member gets at most one reminder a day (Dhaka): those already reminded are skipped and counted, as ' +
          'are members named who owe nothing. Inbox always; SMS (unless the member opted out) and email when ' +
          'configured. Audited.',
      ),
    )
    .input(ZRemindersSendInput)
    .output(ZRemindersSendResult)
    .mutation(({ ctx, input }) => sendReminders(ctx, input)),

  setSchedule: adminProcedure('monthly')
    .meta(
      rest(
        'finance',
        'PUT',
        '/dues-reminders/schedule',
        'The day of the month (1-28) the reminders go out by themselves; null: not scheduled',
        'Runs once a month, on or after the day (Dhaka), from whichever server instance comes first. Audited.',
      ),
    )
    .input(ZReminderScheduleInput)
    .output(ZReminderSchedule)
    .mutation(({ ctx, input }) => setReminderSchedule(ctx, input.dayOfMonth)),
});
