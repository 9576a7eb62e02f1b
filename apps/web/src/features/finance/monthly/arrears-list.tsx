import type { ReminderMember, RemindersPreview } from '@samity/domain';
import { keepPreviousData } from '@tanstack/react-query';
import { type ReactNode, useId, useState } from 'react';
import { type DataColumn, DataTable } from '../../../components/data-table/data-table';
import { ServerPager } from '../../../components/data-table/pager';
import { useTranslation } from '../../../i18n/use-translation';
import { trpc } from '../../../lib/trpc';
import { useFormat } from '../../../lib/use-format';
import { owedMonthsText } from './monthly-values';

const PAGE_SIZE = 25;

interface Props {
  /** The actions on one member of the list (the reminders feature hands them in). */
  rowActions?(row: ReminderMember): ReactNode;
  /** The actions on the whole list, given how many members it holds. */
  listActions?(total: number): ReactNode;
  /** What follows the list (the reminders' channels and schedule), given the server's answer. */
  footer?(preview: RemindersPreview): ReactNode;
}

/**
 * The members in arrears, one list: months owed (of months that have started) and how much, most months
 * first, a page at a time and found by member number or name on the server, with whether each was
 * reminded today. The actions on a row and on the list come from the page (reminders are a concept of
 * their own), so the same members are never listed twice.
 */
export function ArrearsList({ rowActions, listActions, footer }: Props) {
  const { t } = useTranslation('finance');
  const format = useFormat();
  const id = useId();
  const [typed, setTyped] = useState('');
  const [search, setSearch] = useState('');
  const [page, setPage] = useState(0);
  const preview = trpc.finance.reminders.preview.useQuery(
    { search: search || undefined, limit: PAGE_SIZE, offset: page * PAGE_SIZE },
    { placeholderData: keepPreviousData },
  );
  const data = preview.data;
  const find = (text: string) => {
    setSearch(text.trim());
    setPage(0);
  };

  const columns: DataColumn<ReminderMember>[] = [
    { id: 'memberNo', header: t('monthly.arrears.memberNo'), cell: (row) => format.digits(row.memberNo) },
    { id: 'name', primary: true, header: t('monthly.arrears.name'), cell: (row) => row.name },
    { id: 'phone', header: t('monthly.arrears.phone'), cell: (row) => format.digits(row.phone) },
    {
      id: 'months',
      header: t('monthly.arrears.monthsDue'),
      cell: (row) => (
        <>
          <strong>{format.digits(row.months.length)}</strong>{' '}
          <span className="months-range">{owedMonthsText(row.months, format.month)}</span>
        </>
      ),
    },
    { id: 'due', header: t('monthly.arrears.due'), cell: (row) => format.taka(row.dueTaka) },
    {
      id: 'today',
      header: t('monthly.reminders.remindedToday'),
      cell: (row) => (row.remindedToday ? t('monthly.reminders.yes') : '—'),
    },
  ];

  return (
    <section className="arrears" aria-labelledby={`${id}-title`}>
      <h2 id={`${id}-title`}>{t('monthly.arrears.title')}</h2>
      <p className="page-intro">{t('monthly.arrears.intro')}</p>
      <form
        className="arrears-toolbar"
        onSubmit={(event) => {
          event.preventDefault();
          find(typed);
        }}
      >
        <div className="search-box">
          <label htmlFor={`${id}-search`}>{t('monthly.arrears.search')}</label>
          <input
            id={`${id}-search`}
            type="search"
            value={typed}
            maxLength={100}
            onChange={(event) => {
              setTyped(event.target.value);
              if (event.target.value === '' && search !== '') find('');
            }}
          />
          <button type="submit" className="button button-secondary">
            {t('monthly.table.find')}
          </button>
        </div>
        {data && data.total > 0 && listActions?.(data.total)}
      </form>
      {data && (
        <p className="list-status" aria-live="polite">
          {t('monthly.arrears.count', {
            count: data.total,
            n: format.digits(data.total),
            amount: format.taka(data.totalDueTaka),
          })}
        </p>
      )}
      <DataTable
        label={t('monthly.arrears.label')}
        columns={columns}
        rows={data?.entries}
        rowId={(row) => row.memberNo}
        loading={preview.isPending}
        failed={preview.isError}
        onRetry={() => void preview.refetch()}
        emptyText={search ? t('monthly.table.noMatch') : t('monthly.arrears.empty')}
        actions={rowActions}
        actionsHeader={rowActions ? t('monthly.reminders.actions') : undefined}
      />
      <ServerPager
        label={t('monthly.arrears.label')}
        page={page}
        pageSize={PAGE_SIZE}
        total={data?.total}
        busy={preview.isFetching}
        onPage={setPage}
      />
      {data && footer?.(data)}
    </section>
  );
}
