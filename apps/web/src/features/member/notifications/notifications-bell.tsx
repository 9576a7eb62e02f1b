import { useState } from 'react';
import { useTranslation } from '../../../i18n/use-translation';
import { trpc } from '../../../lib/trpc';
import { useFormat } from '../../../lib/use-format';
import { InboxDialog } from './inbox-dialog';
import './notifications.css';

/** How often the bell asks for the unread count while the dashboard is open (a focus asks at once too). */
const POLL_MS = 60_000;

/**
 * The bell in the dashboard's header: its name says how many messages are unread ("Notifications, 3
 * unread"), a badge shows the number, and a polite status beside it tells a screen reader when the count
 * changes while the page is open. It opens the inbox.
 */
export function NotificationsBell() {
  const { t } = useTranslation('member');
  const { digits } = useFormat();
  const [open, setOpen] = useState(false);
  const count = trpc.member.notifications.unreadCount.useQuery(undefined, { refetchInterval: POLL_MS });
  const unread = count.data?.unread ?? 0;
  // Until the count is in, the name claims no number ("none unread" could be wrong).
  const name = !count.data
    ? t('dashboard.inbox.title')
    : unread > 0
      ? t('dashboard.inbox.bell', { count: unread, n: digits(unread) })
      : t('dashboard.inbox.bellNone');

  return (
    <>
      <button
        type="button"
        className="bell-button button button-secondary button-small"
        aria-label={name}
        aria-haspopup="dialog"
        onClick={() => setOpen(true)}
      >
        <svg aria-hidden="true" viewBox="0 0 24 24" width="22" height="22" focusable="false">
          <path
            fill="currentColor"
            d="M12 22a2.5 2.5 0 0 0 2.45-2h-4.9A2.5 2.5 0 0 0 12 22Zm7-6V11a7 7 0 0 0-5.5-6.84V3.5a1.5 1.5 0 0 0-3 0v.66A7 7 0 0 0 5 11v5l-2 2v1h18v-1l-2-2Z"
          />
        </svg>
        {unread > 0 && (
          <span className="bell-badge" aria-hidden="true">
            {digits(unread > 99 ? '99+' : unread)}
          </span>
        )}
      </button>
      {/* Said once when the count changes (a new message arrived, or some were read elsewhere). */}
      <span className="visually-hidden" role="status">
        {count.data ? t('dashboard.inbox.unreadStatus', { count: unread, n: digits(unread) }) : ''}
      </span>
      <InboxDialog open={open} onClose={() => setOpen(false)} />
    </>
  );
}
