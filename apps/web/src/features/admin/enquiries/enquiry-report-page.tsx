import { type EnquiryCounts, MONTH_NAMES } from '@samity/domain';
import { keepPreviousData } from '@tanstack/react-query';
import { useState } from 'react';
import { type DataColumn, DataTable } from '../../../components/data-table/data-table';
import { ServerPager } from '../../../components/data-table/pager';
import { useTranslation } from '../../../i18n/use-translation';
import { trpc } from '../../../lib/trpc';
import { useFormat } from '../../../lib/use-format';
import { usePageTitle } from '../../../lib/use-page-title';
import { EnquiriesList } from './enquiries-list';
import { PriceHintSettings } from './price-hint-settings';
import './enquiry-report.css';

const PAGE_SIZE = 25;
type Dealer = EnquiryCounts['entries'][number];

/** 'YYYY-MM' as the month label the rest of the site speaks ('January-2025'). */
const monthLabel = (month: string) => {
  const [year, number] = month.split('-').map(Number) as [number, number];
  return `${MONTH_NAMES[number - 1]}-${year}`;
};

/**
 * /EnquiriesAdmin: how many enquiries buyers sent each dealer through the site in each of the last months,
 * most first, with every dealer's month totals above; below, the enquiries themselves with the buyers' phones
 * (the page is Full_Access's, as those phones are); between them, the price hint's wait.
 */
export function EnquiryReportPage() {
  const { t } = useTranslation('enquiries');
  usePageTitle(t('report.title'));
  const { digits, month } = useFormat();
  const [page, setPage] = useState(0);
  const report = trpc.admin.enquiries.counts.useQuery(
    { limit: PAGE_SIZE, offset: page * PAGE_SIZE },
    { placeholderData: keepPreviousData },
  );
  const months = report.data?.months ?? [];
  const columns: DataColumn<Dealer>[] = [
    { id: 'member_no', header: t('report.memberNo'), cell: (d) => digits(d.member_no) },
    { id: 'name', primary: true, header: t('report.dealer'), cell: (d) => d.name },
    { id: 'business', priority: 3, header: t('report.business'), cell: (d) => d.business },
    ...months.map(
      (m, index): DataColumn<Dealer> => ({
        id: m.month,
        priority: index < months.length - 2 ? 2 : 1,
        nowrap: true,
        header: month(monthLabel(m.month)),
        cell: (d) => digits(d.counts[index] ?? 0),
      }),
    ),
    { id: 'total', nowrap: true, header: t('report.total'), cell: (d) => digits(d.total) },
  ];

  return (
    <section className="page">
      <h1>{t('report.title')}</h1>
      <p className="page-intro">{t('report.intro')}</p>
      {months.length > 0 && (
        <dl className="enquiry-months" aria-label={t('report.allDealers')}>
          {months.map((m) => (
            <div key={m.month}>
              <dt>{month(monthLabel(m.month))}</dt>
              <dd>{digits(m.count)}</dd>
            </div>
          ))}
        </dl>
      )}
      <DataTable
        label={t('report.table')}
        columns={columns}
        rows={report.data?.entries}
        rowId={(d) => d.member_no}
        loading={report.isPending}
        failed={report.isError}
        onRetry={() => void report.refetch()}
        emptyText={t('report.empty')}
      />
      <ServerPager
        label={t('report.table')}
        page={page}
        pageSize={PAGE_SIZE}
        total={report.data?.total}
        busy={report.isFetching}
        onPage={setPage}
      />
      <PriceHintSettings />
      <EnquiriesList />
    </section>
  );
}
