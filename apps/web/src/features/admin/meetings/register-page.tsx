import { MEETING_LIMITS, type RegisterEntry } from '@samity/domain';
import { keepPreviousData } from '@tanstack/react-query';
import { useState } from 'react';
import { type DataColumn, DataTable } from '../../../components/data-table/data-table';
import { ServerPager } from '../../../components/data-table/pager';
import { useTranslation } from '../../../i18n/use-translation';
import { trpc } from '../../../lib/trpc';
import { useDebouncedValue } from '../../../lib/use-debounced-value';
import { useFormat } from '../../../lib/use-format';
import { usePageTitle } from '../../../lib/use-page-title';
import { RegisterFiles } from './register-files';
import './meetings.css';

const PAGE_SIZE = MEETING_LIMITS.pageSize;

/** /ResolutionRegister: every adopted resolution, newest number first, found by words or number, one page at a time. */
export function ResolutionRegisterPage() {
  const { t } = useTranslation('governance');
  const { date, digits } = useFormat();
  usePageTitle(t('register.title'));
  const [search, setSearch] = useState('');
  const [page, setPage] = useState(0);
  // Typing asks the server once the person pauses, not for every letter.
  const wanted = useDebouncedValue(search.trim(), 300);
  const register = trpc.admin.meetings.register.useQuery(
    { search: wanted || undefined, limit: PAGE_SIZE, offset: page * PAGE_SIZE },
    { placeholderData: keepPreviousData },
  );

  const columns: DataColumn<RegisterEntry>[] = [
    {
      id: 'no',
      header: t('register.no'),
      primary: true,
      nowrap: true,
      cell: (row) => digits(row.register_no),
    },
    { id: 'text', header: t('register.text'), cell: (row) => row.text },
    {
      id: 'meeting',
      header: t('register.meeting'),
      priority: 2,
      cell: (row) => `${t(`kind.${row.meeting_kind}`)}, ${date(row.meeting_date)}`,
    },
    { id: 'item', header: t('register.item'), priority: 3, cell: (row) => row.agenda_title },
    {
      id: 'links',
      header: t('register.links'),
      priority: 2,
      cell: (row) =>
        [
          row.corrects && t('minutes.correctsNo', { no: digits(row.corrects) }),
          row.corrected_by.length > 0 &&
            t('register.correctedBy', { nos: row.corrected_by.map((no) => digits(no)).join(', ') }),
        ]
          .filter(Boolean)
          .join(' ') || '—',
    },
  ];

  return (
    <section className="page meetings-admin">
      <h1>{t('register.title')}</h1>
      <label className="field">
        {t('register.search')}
        <input
          type="search"
          value={search}
          maxLength={100}
          onChange={(e) => {
            setSearch(e.target.value);
            setPage(0);
          }}
        />
      </label>
      {(register.data?.total ?? 0) > 0 && <RegisterFiles search={wanted} />}
      <DataTable
        label={t('register.title')}
        columns={columns}
        rows={register.data?.entries}
        rowId={(row) => row.register_no}
        loading={register.isPending}
        failed={register.isError}
        onRetry={() => void register.refetch()}
        emptyText={t('register.empty')}
      />
      <ServerPager
        label={t('register.title')}
        page={page}
        pageSize={PAGE_SIZE}
        total={register.data?.total}
        busy={register.isFetching}
        onPage={setPage}
      />
    </section>
  );
}
