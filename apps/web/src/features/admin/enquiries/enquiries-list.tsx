import type { AdminEnquiry } from '@samity/domain';
import { keepPreviousData } from '@tanstack/react-query';
import { useId, useState } from 'react';
import { type DataColumn, DataTable } from '../../../components/data-table/data-table';
import { ServerPager } from '../../../components/data-table/pager';
import { StateTag } from '../../../components/state-tag';
import { useTranslation } from '../../../i18n/use-translation';
import { trpc } from '../../../lib/trpc';
import { useFormat } from '../../../lib/use-format';
import './enquiries-list.css';

const PAGE_SIZE = 20;

/**
 * Every dealer's enquiries with the buyers' names and phones, newest first: for following up a dealer who
 * never calls back, or a buyer who complains. The page (and the procedure behind it) is Full_Access's; the
 * server refuses API keys.
 */
export function EnquiriesList() {
  const { t } = useTranslation('enquiries');
  const { digits, moment } = useFormat();
  const headingId = useId();
  const [page, setPage] = useState(0);
  const list = trpc.admin.enquiries.list.useQuery(
    { limit: PAGE_SIZE, offset: page * PAGE_SIZE },
    { placeholderData: keepPreviousData },
  );

  const status = (e: AdminEnquiry) =>
    e.status === 'answered' ? (
      <StateTag tone="good" text={t('dealer.answered')} />
    ) : e.status === 'closed' ? (
      <StateTag tone="bad" text={t('dealer.closed')} />
    ) : (
      <StateTag tone="waiting" text={t('dealer.open')} />
    );
  const columns: DataColumn<AdminEnquiry>[] = [
    { id: 'buyer', primary: true, header: t('list.buyer'), cell: (e) => e.name },
    {
      id: 'phone',
      nowrap: true,
      header: t('list.phone'),
      cell: (e) => <a href={`tel:${e.phone}`}>{digits(e.phone)}</a>,
    },
    {
      id: 'dealer',
      header: t('list.dealer'),
      cell: (e) => `${digits(e.member_no)} · ${e.dealer_name}`,
    },
    { id: 'car', header: t('list.car'), cell: (e) => digits(e.car_title) },
    {
      id: 'message',
      priority: 2,
      header: t('list.message'),
      cell: (e) => <span className="enquiries-list-message">{e.message}</span>,
    },
    {
      id: 'received',
      priority: 2,
      nowrap: true,
      header: t('list.received'),
      cell: (e) => moment(e.created_at),
    },
    { id: 'status', header: t('list.status'), cell: status },
  ];

  return (
    <section className="enquiries-list" aria-labelledby={headingId}>
      <h2 id={headingId}>{t('list.heading')}</h2>
      <p>{t('list.intro')}</p>
      <DataTable
        label={t('list.table')}
        columns={columns}
        rows={list.data?.entries}
        rowId={(e) => String(e.id)}
        loading={list.isPending}
        failed={list.isError}
        onRetry={() => void list.refetch()}
        emptyText={t('list.empty')}
      />
      <ServerPager
        label={t('list.table')}
        page={page}
        pageSize={PAGE_SIZE}
        total={list.data?.total}
        busy={list.isFetching}
        onPage={setPage}
      />
    </section>
  );
}
