import { useTranslation } from 'react-i18next';
import { trpc } from '../../../lib/trpc';
import { useFormat } from '../../../lib/use-format';

/** The dashboard tab's name with the unread count: "Enquiries (2)", or "Enquiries" when none is new. */
export function useEnquiriesTabLabel(enabled: boolean): string {
  const { t } = useTranslation('enquiries');
  const { digits } = useFormat();
  const unread = trpc.member.enquiries.unreadCount.useQuery(undefined, { enabled });
  const count = unread.data?.unread ?? 0;
  return count > 0 ? t('dealer.tabUnread', { count: digits(count) }) : t('dealer.tab');
}
