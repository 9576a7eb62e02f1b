import { type AdminMember, MEMBERS_PAGE_SIZE } from '@samity/domain';
import { keepPreviousData } from '@tanstack/react-query';
import { useState } from 'react';
import { Avatar } from '../../../components/avatar';
import { type DataColumn, DataTable } from '../../../components/data-table/data-table';
import { downloadText } from '../../../components/member-fields/member-messages';
import { useTranslation } from '../../../i18n/use-translation';
import { apiErrorText } from '../../../lib/api-errors';
import { trpc } from '../../../lib/trpc';
import { useDebouncedValue } from '../../../lib/use-debounced-value';
import { useFormat } from '../../../lib/use-format';

/** The active members, 12 a page from the server, or the matches of a search (paging off, as before). */
export function ActiveMembersList() {
  const { t } = useTranslation('admin');
  const { digits } = useFormat();
  const utils = trpc.useUtils();
  const [search, setSearch] = useState('');
  const term = useDebouncedValue(search.trim(), 300);
  const [page, setPage] = useState(0);
  const [exportFailure, setExportFailure] = useState<string | null>(null);
  const [exporting, setExporting] = useState(false);
  const paged = trpc.admin.members.list.useQuery(
    { limit: MEMBERS_PAGE_SIZE, offset: page * MEMBERS_PAGE_SIZE },
    { enabled: !term, placeholderData: keepPreviousData },
  );
  const found = trpc.admin.members.search.useQuery({ search: term }, { enabled: term !== '' });
  const query = term ? found : paged;
  const rows = query.data;
  const lastPage = !term && rows !== undefined && rows.length < MEMBERS_PAGE_SIZE;

  async function exportCsv() {
    setExportFailure(null);
    setExporting(true);
    try {
      const file = await utils.admin.members.export.fetch(term ? { search: term } : {});
      downloadText(file.filename, file.csv, 'text/csv;charset=utf-8');
    } catch (error) {
      setExportFailure(
        `${t('membersAdmin.exportFailed')} ${apiErrorText(error, t, 'common.errors.network')}`,
      );
    } finally {
      setExporting(false);
    }
  }

  const columns: DataColumn<AdminMember>[] = [
    {
      id: 'pic',
      header: t('membersAdmin.picture'),
      cell: (m) => (
        <Avatar name={m.name} pic={m.pic} size={40} alt={t('membersAdmin.photoOf', { name: m.name })} />
      ),
    },
    { id: 'member_no', header: t('membersAdmin.memberNo'), cell: (m) => digits(m.member_no) },
    { id: 'name', primary: true, header: t('membersAdmin.name'), cell: (m) => m.name },
    { id: 'father', priority: 3, header: t('membersAdmin.father'), cell: (m) => m.father },
    { id: 'business', priority: 3, header: t('membersAdmin.business'), cell: (m) => m.business },
    { id: 'address', priority: 2, header: t('membersAdmin.address'), cell: (m) => m.address },
    { id: 'phone', header: t('membersAdmin.phone'), cell: (m) => digits(m.phone) },
    { id: 'email', priority: 2, header: t('membersAdmin.email'), cell: (m) => m.email ?? '—' },
  ];

  return (
    <>
      <div className="members-toolbar">
        <div className="search-box">
          <label htmlFor="admin-members-search">{t('membersAdmin.searchLabel')}</label>
          <input
            id="admin-members-search"
            type="search"
            value={search}
            maxLength={100}
            onChange={(event) => {
              setSearch(event.target.value);
              setPage(0);
            }}
          />
        </div>
        <button
          type="button"
          className="button button-secondary"
          disabled={exporting}
          onClick={() => void exportCsv()}
        >
          {t('membersAdmin.export')}
        </button>
      </div>
      {exportFailure && (
        <div className="error-box" role="alert">
          {exportFailure}
        </div>
      )}
      <DataTable
        label={t('membersAdmin.membersTitle')}
        columns={columns}
        rows={rows}
        rowId={(m) => m.member_no}
        loading={query.isPending}
        failed={query.isError}
        onRetry={() => void query.refetch()}
        emptyText={!term && page > 0 ? t('membersAdmin.allLoaded') : t('membersAdmin.noMatch')}
      />
      {!term && (
        <nav className="pager" aria-label={t('membersAdmin.pages')}>
          <button
            type="button"
            className="button button-secondary button-small"
            disabled={page === 0}
            onClick={() => setPage((p) => p - 1)}
          >
            {t('membersAdmin.previous')}
          </button>
          <p aria-live="polite">
            {t('membersAdmin.page', { page: digits(page + 1) })}
            {lastPage && rows.length > 0 && ` · ${t('membersAdmin.allLoaded')}`}
          </p>
          <button
            type="button"
            className="button button-secondary button-small"
            disabled={lastPage || query.isFetching}
            onClick={() => setPage((p) => p + 1)}
          >
            {t('membersAdmin.next')}
          </button>
        </nav>
      )}
    </>
  );
}
