import { type AnnualAccounts, asLang, YEAR_END_STATEMENTS } from '@samity/domain';
import { useState } from 'react';
import { DashboardSection, SECTION_IDS } from '../../../components/dashboard-section';
import { type DataColumn, DataTable } from '../../../components/data-table/data-table';
import { ServerPager } from '../../../components/data-table/pager';
import { useTranslation } from '../../../i18n/use-translation';
import { trpc } from '../../../lib/trpc';
import { useFormat } from '../../../lib/use-format';
import './annual-accounts.css';

const PAGE_SIZE = 10;
type Row = AnnualAccounts['entries'][number];
type Lang = 'bn' | 'en';

/** A statement's PDF; the server answers closed years only. */
const fileUrl = (kind: string, year: number, lang: Lang) =>
  `/api/member/annual-accounts/${kind}.pdf?year=${year}&lang=${lang}`;

/**
 * The dashboard's Annual accounts tab: the society's adopted accounts (closed, audited and adopted by a
 * general meeting), newest first, each statement as a PDF in the page's language and in the other one. Until
 * the last ended year is adopted, the tab says whether its accounts are being prepared, audited or wait for
 * the general meeting.
 */
export function AnnualAccountsSection() {
  const { t, i18n } = useTranslation('yearend', { keyPrefix: 'yearEnd' });
  const { date, digits } = useFormat();
  const [page, setPage] = useState(0);
  const list = trpc.member.annualAccounts.list.useQuery({ limit: PAGE_SIZE, offset: page * PAGE_SIZE });
  const title = t('member.title');
  const lang: Lang = asLang(i18n.language);
  const other: Lang = lang === 'bn' ? 'en' : 'bn';

  const columns: DataColumn<Row>[] = [
    {
      id: 'year',
      header: t('year'),
      primary: true,
      nowrap: true,
      cell: (row) => digits(row.label),
    },
    {
      id: 'period',
      header: t('member.period'),
      priority: 2,
      cell: (row) => t('period', { from: date(row.start), to: date(row.end) }),
    },
    { id: 'adopted', header: t('member.adoptedOn'), priority: 3, cell: (row) => date(row.adopted_on) },
    {
      id: 'files',
      header: t('member.statements'),
      cell: (row) => (
        <ul className="annual-accounts-files">
          {YEAR_END_STATEMENTS.map((kind) => {
            const name = t(`statements.${kind}`);
            const year = digits(row.label);
            return (
              <li key={kind}>
                <a href={fileUrl(kind, row.year, lang)} aria-label={t('member.pdf', { name, year })}>
                  {name}
                </a>
                <a
                  href={fileUrl(kind, row.year, other)}
                  lang={other}
                  aria-label={t('member.pdfOther', { name, year })}
                  className="annual-accounts-other"
                >
                  {t(`member.language.${other}`)}
                </a>
              </li>
            );
          })}
        </ul>
      ),
    },
  ];

  return (
    <DashboardSection id={SECTION_IDS.annualAccounts} title={title}>
      <p>{t('member.intro')}</p>
      {list.data?.pending && (
        <p className="annual-accounts-pending" role="status">
          {t(`member.pending.${list.data.pending.stage}`, { year: digits(list.data.pending.label) })}
        </p>
      )}
      <DataTable
        label={title}
        columns={columns}
        rows={list.data?.entries}
        rowId={(row) => String(row.year)}
        loading={list.isPending}
        failed={list.isError}
        onRetry={() => void list.refetch()}
        emptyText={t('member.empty')}
      />
      <ServerPager
        label={title}
        page={page}
        pageSize={PAGE_SIZE}
        total={list.data?.total}
        busy={list.isFetching}
        onPage={setPage}
      />
    </DashboardSection>
  );
}
