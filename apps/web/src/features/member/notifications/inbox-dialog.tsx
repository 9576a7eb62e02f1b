import { useInfiniteQuery } from '@tanstack/react-query';
import { getQueryKey } from '@trpc/react-query';
import { useState } from 'react';
import { LoadError } from '../../../components/load-error';
import { Modal } from '../../../components/modal';
import { Spinner } from '../../../components/spinner';
import { type Status, StatusBox } from '../../../components/status-box';
import { useTranslation } from '../../../i18n/use-translation';
import { apiErrorText } from '../../../lib/api-errors';
import { trpc } from '../../../lib/trpc';
import { useFormat } from '../../../lib/use-format';

/** Messages fetched per page; the server allows up to 50. */
const PAGE_SIZE = 20;

interface Props {
  open: boolean;
  onClose(): void;
}

/**
 * The member's messages, newest first, a page at a time ("Load more"): each with its title, text and time,
 * the unread ones marked in words as well as colour, each with "Mark as read", and "Mark all as read".
 */
export function InboxDialog({ open, onClose }: Props) {
  const { t } = useTranslation('member');
  return (
    <Modal open={open} title={t('dashboard.inbox.title')} onClose={onClose} className="inbox-dialog">
      <InboxList />
    </Modal>
  );
}

function InboxList() {
  const { t } = useTranslation('member');
  const { digits, moment } = useFormat();
  const utils = trpc.useUtils();
  const [status, setStatus] = useState<Status>(null);
  const pages = useInfiniteQuery({
    // tRPC's own key, so utils.member.notifications.invalidate() after a change reaches it.
    queryKey: getQueryKey(trpc.member.notifications.list, { limit: PAGE_SIZE }, 'infinite'),
    initialPageParam: 0,
    queryFn: ({ pageParam }) =>
      utils.client.member.notifications.list.query({ limit: PAGE_SIZE, offset: pageParam }),
    getNextPageParam: (last, all) => {
      const loaded = all.reduce((sum, page) => sum + page.entries.length, 0);
      return last.entries.length === 0 || loaded >= last.total ? undefined : loaded;
    },
  });
  const markRead = trpc.member.notifications.markRead.useMutation();

  async function mark(input: { id: number } | { all: true }) {
    setStatus(null);
    try {
      const answer = await markRead.mutateAsync(input);
      utils.member.notifications.unreadCount.setData(undefined, { unread: answer.unread });
      if ('all' in input) setStatus({ kind: 'success', text: t('dashboard.inbox.allRead') });
    } catch (error) {
      setStatus({ kind: 'error', text: apiErrorText(error, t, 'dashboard.inbox.markFailed') });
    } finally {
      await utils.member.notifications.invalidate();
    }
  }

  if (pages.isPending) return <Spinner />;
  if (pages.isError) return <LoadError onRetry={() => void pages.refetch()} />;

  const items = pages.data.pages.flatMap((page) => page.entries);
  const latest = pages.data.pages.at(-1);
  const unread = latest?.unread ?? 0;
  const total = latest?.total ?? 0;

  return (
    <div className="inbox">
      <div className="inbox-toolbar">
        <p className="inbox-count" aria-live="polite">
          {t('dashboard.inbox.unreadStatus', { count: unread, n: digits(unread) })}
        </p>
        <button
          type="button"
          className="button button-secondary button-small"
          disabled={unread === 0 || markRead.isPending}
          onClick={() => void mark({ all: true })}
        >
          {t('dashboard.inbox.markAll')}
        </button>
      </div>
      <StatusBox status={status} />
      {items.length === 0 ? (
        <p className="empty-state">{t('dashboard.inbox.empty')}</p>
      ) : (
        <ul className="inbox-list" aria-label={t('dashboard.inbox.listLabel')}>
          {items.map((item) => {
            const titleId = `inbox-${item.id}-title`;
            return (
              <li key={item.id} className={`inbox-item${item.readAt ? '' : ' unread'}`}>
                <article aria-labelledby={titleId}>
                  <h3 id={titleId}>
                    {!item.readAt && <span className="inbox-new">{t('dashboard.inbox.unread')}</span>}
                    {!item.readAt && ' '}
                    {item.title}
                  </h3>
                  <p className="inbox-body">{item.body}</p>
                  <p className="inbox-meta">
                    <time dateTime={item.createdAt}>{moment(item.createdAt)}</time>
                    {!item.readAt && (
                      <button
                        type="button"
                        className="button button-secondary button-small"
                        aria-describedby={titleId}
                        disabled={markRead.isPending}
                        onClick={() => void mark({ id: item.id })}
                      >
                        {t('dashboard.inbox.markRead')}
                      </button>
                    )}
                  </p>
                </article>
              </li>
            );
          })}
        </ul>
      )}
      {items.length > 0 && (
        <p className="list-status">
          {t('dashboard.inbox.shown', { n: digits(items.length), total: digits(total), count: total })}
        </p>
      )}
      {pages.hasNextPage && (
        <button
          type="button"
          className="button button-secondary inbox-more"
          disabled={pages.isFetchingNextPage}
          onClick={() => void pages.fetchNextPage()}
        >
          {pages.isFetchingNextPage ? t('dashboard.inbox.loadingMore') : t('dashboard.inbox.loadMore')}
        </button>
      )}
      {pages.isFetchNextPageError && (
        <p className="error-box" role="alert">
          {t('dashboard.inbox.moreFailed')}
        </p>
      )}
    </div>
  );
}
