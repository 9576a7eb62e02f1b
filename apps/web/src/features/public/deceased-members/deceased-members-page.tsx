import { useDeferredValue, useMemo, useState } from 'react';
import { LoadError } from '../../../components/load-error';
import { Spinner } from '../../../components/spinner';
import { useTranslation } from '../../../i18n/use-translation';
import { trpc } from '../../../lib/trpc';
import { useFormat } from '../../../lib/use-format';
import { usePageMeta } from '../../../lib/use-page-meta';
import { filterMembers } from './filter-members';
import './deceased-members.css';

const COLUMNS = ['memberNo', 'name', 'father', 'business', 'address'] as const;

/** Deceased members: one table of everyone, filtered live in the browser as the visitor types. */
export function DeceasedMembersPage() {
  const { t } = useTranslation('public');
  const { digits } = useFormat();
  usePageMeta(t('deceased.title'), t('deceased.metaDescription'));
  const list = trpc.public.deceasedMembers.list.useQuery();
  const [query, setQuery] = useState('');
  const deferred = useDeferredValue(query);
  const rows = useMemo(() => filterMembers(list.data ?? [], deferred), [list.data, deferred]);
  const total = list.data?.length ?? 0;

  return (
    <section className="page">
      <h1>{t('deceased.title')}</h1>
      <p className="page-intro">{t('deceased.intro')}</p>
      <div className="search-box">
        <label htmlFor="deceased-filter">{t('deceased.filterLabel')}</label>
        <input
          id="deceased-filter"
          type="search"
          value={query}
          placeholder={t('deceased.filterPlaceholder')}
          autoComplete="off"
          onChange={(e) => setQuery(e.target.value)}
        />
      </div>
      {list.isPending && <Spinner />}
      {list.isError && <LoadError onRetry={() => void list.refetch()} />}
      {list.isSuccess && total === 0 && <p className="empty-state">{t('deceased.empty')}</p>}
      <p className="list-status" role="status">
        {list.isSuccess &&
          total > 0 &&
          (rows.length === 0
            ? t('deceased.noMatch')
            : t('deceased.shown', { shown: digits(rows.length), total: digits(total) }))}
      </p>
      {rows.length > 0 && (
        <div className="table-wrap">
          <table className="stack-table">
            <caption className="visually-hidden">{t('deceased.caption')}</caption>
            <thead>
              <tr>
                {COLUMNS.map((column) => (
                  <th key={column} scope="col">
                    {t(`members.${column}`)}
                  </th>
                ))}
              </tr>
            </thead>
            <tbody>
              {rows.map((member) => (
                <tr key={member.id}>
                  <td data-label={t('members.memberNo')}>{digits(member.member_no)}</td>
                  <th scope="row" data-label={t('members.name')}>
                    {member.name}
                  </th>
                  <td data-label={t('members.father')}>{member.father}</td>
                  <td data-label={t('members.business')}>{member.business}</td>
                  <td data-label={t('members.address')}>{member.address}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
    </section>
  );
}
