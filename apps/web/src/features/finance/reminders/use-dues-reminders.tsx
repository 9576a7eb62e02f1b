import type { RemindersPreview, RemindersSendResult } from '@samity/domain';
import { type ReactNode, useState } from 'react';
import { useConfirm } from '../../../components/confirm-dialog';
import { type Status, StatusBox } from '../../../components/status-box';
import { useTranslation } from '../../../i18n/use-translation';
import { apiErrorText } from '../../../lib/api-errors';
import { trpc } from '../../../lib/trpc';
import { useFormat } from '../../../lib/use-format';
import { ReminderChannels } from './reminder-channels';
import { ReminderSchedule } from './reminder-schedule';
import './reminders.css';

/** A member of the arrears list, as much as a reminder needs. */
interface Owing {
  memberNo: string;
  name: string;
}

/**
 * Dues reminders as actions on the arrears list: remind one member or all of them, each after a
 * confirmation that says how many; the result says who was reminded and who was skipped (already reminded
 * today, or nothing owed any more). The channels and the monthly schedule follow the list.
 */
export function useDuesReminders(): {
  rowActions(row: Owing): ReactNode;
  listActions(total: number): ReactNode;
  footer(preview: RemindersPreview): ReactNode;
} {
  const { t } = useTranslation('finance');
  const format = useFormat();
  const utils = trpc.useUtils();
  const [status, setStatus] = useState<Status>(null);
  const { confirm, dialog } = useConfirm();
  const send = trpc.finance.reminders.send.useMutation();

  const resultText = (result: RemindersSendResult) =>
    [
      t('monthly.reminders.queued', { count: result.queued, n: format.digits(result.queued) }),
      result.skippedToday > 0 &&
        t('monthly.reminders.skippedToday', {
          count: result.skippedToday,
          n: format.digits(result.skippedToday),
        }),
      result.skippedNoArrears > 0 &&
        t('monthly.reminders.skippedNoArrears', {
          count: result.skippedNoArrears,
          n: format.digits(result.skippedNoArrears),
        }),
    ]
      .filter(Boolean)
      .join(' ');

  async function sendTo(target: { memberNos: string[] } | { all: true }, count: number) {
    setStatus(null);
    const ok = await confirm({
      title: t('monthly.reminders.confirmTitle'),
      message: t('monthly.reminders.confirmText', { count, n: format.digits(count) }),
      confirmLabel: t('monthly.reminders.confirmSend'),
    });
    if (!ok) return;
    try {
      setStatus({ kind: 'success', text: resultText(await send.mutateAsync(target)) });
    } catch (error) {
      setStatus({ kind: 'error', text: apiErrorText(error, t, 'monthly.reminders.sendFailed') });
    } finally {
      await utils.finance.reminders.preview.invalidate();
    }
  }

  return {
    rowActions: (row) => (
      <button
        type="button"
        className="button button-secondary button-small"
        disabled={send.isPending}
        aria-label={t('monthly.reminders.remindOne', { name: row.name, memberNo: row.memberNo })}
        onClick={() => void sendTo({ memberNos: [row.memberNo] }, 1)}
      >
        {t('monthly.reminders.remind')}
      </button>
    ),
    listActions: (total) => (
      <div className="toolbar-actions">
        <button
          type="button"
          className="button"
          disabled={send.isPending}
          onClick={() => void sendTo({ all: true }, total)}
        >
          {t('monthly.reminders.sendAll', { count: total, n: format.digits(total) })}
        </button>
      </div>
    ),
    footer: (preview) => (
      <div className="reminders">
        <StatusBox status={status} />
        <ReminderChannels channels={preview.channels} />
        <ReminderSchedule dayOfMonth={preview.schedule.dayOfMonth} />
        {dialog}
      </div>
    ),
  };
}
