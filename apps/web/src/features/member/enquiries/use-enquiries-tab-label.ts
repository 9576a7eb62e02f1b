import { useTranslation } from '../../../i18n/use-translation';
import { trpc } from '../../../lib/trpc';

/**
 * The dashboard tab's name with the unread count: "Enquiries (2)", or "Enquiries" when none is new. In the
 * member namespace, with the other tabs' names: the enquiries' own texts come with their section.
 */
export function useEnquiriesTabLabel(enabled: boolean): string {
  const { t } = useTranslation('member');
  const unread = trpc.member.enquiries.unreadCount.useQuery(undefined, { enabled });
  const count = unread.data?.unread ?? 0;
  return count > 0 ? t('dashboard.nav.enquiriesUnread', { count }) : t('dashboard.nav.enquiries');
}
