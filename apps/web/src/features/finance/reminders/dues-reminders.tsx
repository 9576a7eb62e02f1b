import type { ReminderMember, RemindersSendResult } from '@samity/domain';
import { keepPreviousData } from '@tanstack/react-query';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useConfirm } from '../../../components/confirm-dialog';
import { type DataColumn, DataTable } from '../../../components/data-table/data-table';
import { ServerPager } from '../../../components/data-table/pager';
import { type Status, StatusBox } from '../../../components/status-box';
import { apiErrorText } from '../../../lib/api-errors';
import { trpc } from '../../../lib/trpc';
import { useFormat } from '../../../lib/use-format';
import { ReminderChannels } from './reminder-channels';
import { ReminderSchedule } from './reminder-schedule';
import { owedMonthsText } from './reminder-values';
import './reminders.css';

const PAGE_SIZE = 25;

/**
 * Dues reminders: the members with arrears (months and amount), a page at a time, to remind some or all of
 * them after a confirmation that says how many; the result says who was reminded and who was skipped
 * (already reminded today, or nothing owed any more). The channels and the monthly schedule sit beside.
 */
export function DuesReminders() {
  const { t } = useTranslation('finance');
  const format = useFormat();
  const id = useId();
  const utils = trpc.useUtils();
  const [page, setPage] = useState(0);
  const [selected, setSelected] = useState<ReadonlySet<string>>(new Set());
  const [status, setStatus] = useState<Status>(null);
  const { confirm, dialog } = useConfirm();
  const preview = trpc.finance.reminders.preview.useQuery(
    { limit: PAGE_SIZE, offset: page * PAGE_SIZE },
    { placeholderData: keepPreviousData },
  );
  const send = trpc.finance.reminders.send.useMutation();
  const data = preview.data;
  const rows = data?.members;
  const pageNos = rows?.map((row) => row.memberNo) ?? [];
  const allOnPage = pageNos.length > 0 && pageNos.every((no) => selected.has(no));

  const toggle = (nos: readonly string[], on: boolean) =>
    setSelected((current) => {
      const next = new Set(current);
      for (const no of nos) {
        if (on) next.add(no);
        else next.delete(no);
      }
      return next;
    });

  async function sendTo(target: { memberNos: string[] } | { all: true }, count: number) {
    setStatus(null);
    const ok = await confirm({
      title: t('monthly.reminders.confirmTitle'),
      message: t('monthly.reminders.confirmText', { count, n: format.digits(count) }),
      confirmLabel: t('monthly.reminders.confirmSend'),
    });
    if (!ok) return;
    try {
      const result = await send.mutateAsync(target);
      setSelected(new Set());
      setStatus({ kind: 'success', text: resultText(result) });
    } catch (error) {
      setStatus({ kind: 'error', text: apiErrorText(error, t, 'monthly.reminders.sendFailed') });
    } finally {
      await utils.finance.reminders.preview.invalidate();
    }
  }

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

  const columns: DataColumn<ReminderMember>[] = [
    {
      id: 'select',
      header: t('monthly.reminders.select'),
      cell: (row) => (
        <input
          type="checkbox"
          className="row-check"
          checked={selected.has(row.memberNo)}
          aria-label={t('monthly.reminders.selectOne', { name: row.name, memberNo: row.memberNo })}
          onChange={(event) => toggle([row.memberNo], event.target.checked)}
        />
      ),
    },
    { id: 'memberNo', header: t('monthly.reminders.memberNo'), cell: (row) => format.digits(row.memberNo) },
    { id: 'name', header: t('monthly.reminders.name'), cell: (row) => row.name },
    {
      id: 'months',
      header: t('monthly.reminders.months'),
      cell: (row) => (
        <>
          <strong>{format.digits(row.months.length)}</strong>{' '}
          <span className="months-range">{owedMonthsText(row.months, format.month)}</span>
        </>
      ),
    },
    { id: 'due', header: t('monthly.reminders.due'), cell: (row) => format.taka(row.dueTaka) },
    {
      id: 'today',
      header: t('monthly.reminders.remindedToday'),
      cell: (row) => (row.remindedToday ? t('monthly.reminders.yes') : '—'),
    },
  ];

  return (
    <section className="reminders" aria-labelledby={`${id}-title`}>
      <h2 id={`${id}-title`}>{t('monthly.reminders.title')}</h2>
      <p className="page-intro">{t('monthly.reminders.intro')}</p>
      {data && <ReminderChannels channels={data.channels} />}
      {data && data.total > 0 && (
        <>
          <p className="reminders-total" aria-live="polite">
            {t('monthly.reminders.summary', {
              count: data.total,
              n: format.digits(data.total),
              amount: format.taka(data.totalDueTaka),
            })}
          </p>
          <div className="reminders-toolbar">
            <label className="checkbox">
              <input
                type="checkbox"
                checked={allOnPage}
                onChange={(event) => toggle(pageNos, event.target.checked)}
              />
              {t('monthly.reminders.selectPage')}
            </label>
            <div className="toolbar-actions">
              <button
                type="button"
                className="button"
                disabled={selected.size === 0 || send.isPending}
                onClick={() => void sendTo({ memberNos: [...selected] }, selected.size)}
              >
                {t('monthly.reminders.sendSelected', {
                  count: selected.size,
                  n: format.digits(selected.size),
                })}
              </button>
              <button
                type="button"
                className="button button-secondary"
                disabled={send.isPending}
                onClick={() => void sendTo({ all: true }, data.total)}
              >
                {t('monthly.reminders.sendAll', { count: data.total, n: format.digits(data.total) })}
              </button>
            </div>
          </div>
        </>
      )}
      <StatusBox status={status} />
      <DataTable
        label={t('monthly.reminders.label')}
        columns={columns}
        rows={rows}
        rowId={(row) => row.memberNo}
        loading={preview.isPending}
        failed={preview.isError}
        onRetry={() => void preview.refetch()}
        emptyText={t('monthly.reminders.empty')}
      />
      <ServerPager
        label={t('monthly.reminders.label')}
        page={page}
        pageSize={PAGE_SIZE}
        total={data?.total}
        busy={preview.isFetching}
        onPage={setPage}
      />
      {data && <ReminderSchedule dayOfMonth={data.schedule.dayOfMonth} />}
      {dialog}
    </section>
  );
}
