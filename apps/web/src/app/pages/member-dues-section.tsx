import { useState } from 'react';
import { DashboardSection, QueryState, SECTION_IDS } from '../../components/dashboard-section';
import { MonthlyStatement } from '../../features/member/dues/monthly-statement';
import { UpcomingMonths } from '../../features/member/dues/upcoming-months';
import { InboxDialog } from '../../features/member/notifications/inbox-dialog';
import { useTranslation } from '../../i18n/use-translation';
import { trpc } from '../../lib/trpc';
import { useFormat } from '../../lib/use-format';
import { usePostRead } from '../../lib/use-post-read';

/** A line above the dues while messages wait unread, with the button that opens them. */
function UnreadMessages() {
  const { t } = useTranslation('member');
  const { digits } = useFormat();
  const [open, setOpen] = useState(false);
  // The bell asks the same question; both read one cached answer.
  const count = trpc.member.notifications.unreadCount.useQuery();
  const unread = count.data?.unread ?? 0;
  if (unread === 0) return null;
  return (
    <div className="dash-unread">
      <p>{t('dashboard.dues.unread', { count: unread, n: digits(unread) })}</p>
      <button
        type="button"
        className="button button-small"
        aria-haspopup="dialog"
        onClick={() => setOpen(true)}
      >
        {t('dashboard.dues.readMessages')}
      </button>
      <InboxDialog open={open} onClose={() => setOpen(false)} />
    </div>
  );
}

/**
 * What a member comes for, first: the unread messages, then the months with dues and Pay Now. The months come
 * from the same debt summary as the statements (one request, cached under the procedure's key). Two features
 * (notifications, dues), so composed here.
 */
export function MemberDuesSection() {
  const { t } = useTranslation('member');
  const utils = trpc.useUtils();
  const debts = usePostRead(trpc.member.statements.get, () => utils.client.member.statements.get.mutate({}));
  return (
    <DashboardSection id={SECTION_IDS.dues} title={t('dashboard.dues.title')}>
      <UnreadMessages />
      <QueryState query={debts}>
        {() =>
          debts.data && (
            <>
              <MonthlyStatement rows={debts.data.monthly} summary={debts.data.monthlysummary} />
              <UpcomingMonths months={debts.data.upcoming} />
            </>
          )
        }
      </QueryState>
    </DashboardSection>
  );
}
