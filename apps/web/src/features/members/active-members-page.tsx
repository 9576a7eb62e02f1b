import { MEMBERS_PAGE_SIZE, type PublicMember } from '@samity/domain';
import { useInfiniteQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Spinner } from '../../components/spinner';
import { trpc } from '../../lib/trpc';
import { usePageTitle } from '../../lib/use-page-title';

/** Active members: pages of 12 through tRPC, and a search over member no, name or business. */
export function ActiveMembersPage() {
  const { t } = useTranslation();
  usePageTitle(t('members.title'));
  const [search, setSearch] = useState('');
  const term = search.trim();
  const utils = trpc.useUtils();

  const pages = useInfiniteQuery({
    queryKey: ['public.members.list', MEMBERS_PAGE_SIZE],
    initialPageParam: 0,
    queryFn: ({ pageParam }) =>
      utils.client.public.members.list.query({ limit: MEMBERS_PAGE_SIZE, offset: pageParam }),
    getNextPageParam: (last, all) =>
      last.length < MEMBERS_PAGE_SIZE ? undefined : all.length * MEMBERS_PAGE_SIZE,
    enabled: term === '',
  });
  const found = trpc.public.members.search.useQuery({ search: term }, { enabled: term !== '' });

  const members: PublicMember[] = term ? (found.data ?? []) : (pages.data?.pages.flat() ?? []);
  const loading = term ? found.isPending : pages.isPending;
  const failed = term ? found.isError : pages.isError;

  return (
    <section className="page">
      <h1>{t('members.title')}</h1>
      <label className="search-box">
        <span className="visually-hidden">{t('members.searchLabel')}</span>
        <input
          type="search"
          value={search}
          placeholder={t('members.searchPlaceholder')}
          onChange={(e) => setSearch(e.target.value)}
        />
      </label>
      {loading && <Spinner />}
      {failed && <p role="alert">{t('common.loadFailed')}</p>}
      {!loading && term && members.length === 0 && <p role="status">{t('members.noMatch')}</p>}
      <ul className="card-grid" aria-label={t('members.title')}>
        {members.map((m) => (
          <li key={m.id} className="card member-card">
            <h2>{m.name}</h2>
            <p>
              {t('members.memberNo')}: {m.member_no}
            </p>
            <p>{m.business}</p>
          </li>
        ))}
      </ul>
      {!term && pages.hasNextPage && (
        <button
          type="button"
          className="button"
          disabled={pages.isFetchingNextPage}
          onClick={() => void pages.fetchNextPage()}
        >
          {t('members.loadMore')}
        </button>
      )}
      {!term && !loading && !pages.hasNextPage && <p role="status">{t('members.allLoaded')}</p>}
    </section>
  );
}
