import { MEMBERS_PAGE_SIZE, type PublicMember } from '@samity/domain';
import { useInfiniteQuery } from '@tanstack/react-query';
import { getQueryKey } from '@trpc/react-query';
import { useState } from 'react';
import { LoadError } from '../../../components/load-error';
import { Spinner } from '../../../components/spinner';
import { useTranslation } from '../../../i18n/use-translation';
import { useNearBottom } from '../../../lib/near-bottom';
import { trpc } from '../../../lib/trpc';
import { useDebouncedValue } from '../../../lib/use-debounced-value';
import { useFormat } from '../../../lib/use-format';
import { usePageMeta } from '../../../lib/use-page-meta';
import { MemberCard } from './member-card';
import { MemberDetails } from './member-details';
import './members.css';

/**
 * Active members: pages of 12, the next one loaded when the visitor is within 100 px of the
 * page bottom, until a page returns fewer than 12 ('All members loaded.'). A search over member no, name
 * or business replaces the list and turns paging off.
 */
export function ActiveMembersPage() {
  const { t } = useTranslation('public');
  const { digits } = useFormat();
  usePageMeta(t('members.title'), t('members.metaDescription'));
  const [search, setSearch] = useState('');
  const term = useDebouncedValue(search.trim());
  const searching = term !== '';
  const [selected, setSelected] = useState<PublicMember | null>(null);
  const utils = trpc.useUtils();

  const pages = useInfiniteQuery({
    // tRPC's own key for the procedure, so utils.public.members.invalidate() after a change reaches it.
    queryKey: getQueryKey(trpc.public.members.list, { limit: MEMBERS_PAGE_SIZE }, 'infinite'),
    initialPageParam: 0,
    // Unbatched, so the first page can be the response index.html already asked for (first-screen.ts).
    queryFn: ({ pageParam }) =>
      utils.client.public.members.list.query(
        { limit: MEMBERS_PAGE_SIZE, offset: pageParam },
        { context: { skipBatch: true } },
      ),
    getNextPageParam: (last, all) =>
      last.length < MEMBERS_PAGE_SIZE ? undefined : all.length * MEMBERS_PAGE_SIZE,
    enabled: !searching,
  });
  const found = trpc.public.members.search.useQuery({ search: term }, { enabled: searching });

  const loadMore = () => {
    if (pages.hasNextPage && !pages.isFetching && !pages.isFetchNextPageError) void pages.fetchNextPage();
  };
  useNearBottom(loadMore, !searching && pages.hasNextPage, [pages.data?.pages.length]);

  const members: PublicMember[] = searching ? (found.data ?? []) : (pages.data?.pages.flat() ?? []);
  const loading = searching ? found.isPending : pages.isPending;
  const failed = searching ? found.isError : pages.isError;
  const allLoaded = !searching && pages.isSuccess && !pages.hasNextPage;

  return (
    <section className="page">
      <h1>{t('members.title')}</h1>
      <div className="search-box">
        <label htmlFor="member-search">{t('members.searchLabel')}</label>
        <input
          id="member-search"
          type="search"
          value={search}
          placeholder={t('members.searchPlaceholder')}
          autoComplete="off"
          onChange={(e) => setSearch(e.target.value)}
        />
      </div>
      {loading && <Spinner />}
      {failed && <LoadError onRetry={() => void (searching ? found.refetch() : pages.refetch())} />}
      <ul className="card-grid member-grid" aria-label={t('members.title')}>
        {members.map((m, i) => (
          <MemberCard
            key={m.id}
            member={m}
            onDetails={setSelected}
            onFocus={!searching && i === members.length - 1 ? loadMore : undefined}
          />
        ))}
      </ul>
      <div className="list-status" role="status">
        {searching && found.isSuccess && members.length === 0 && <p>{t('members.noMatch')}</p>}
        {!searching && pages.isFetchingNextPage && <Spinner label={t('members.loadingMore')} />}
        {allLoaded && <p>{t('members.allLoaded')}</p>}
        {members.length > 0 && (
          <p className="visually-hidden">
            {t('members.count', { count: members.length, number: digits(members.length) })}
          </p>
        )}
      </div>
      <MemberDetails member={selected} onClose={() => setSelected(null)} />
    </section>
  );
}
