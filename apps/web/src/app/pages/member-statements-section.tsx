import { DashboardSection, QueryState, SECTION_IDS } from '../../components/dashboard-section';
import { Receipts } from '../../features/member/receipts/receipts';
import { DepositsStatement } from '../../features/member/statements/deposits-statement';
import { useTranslation } from '../../i18n/use-translation';
import { trpc } from '../../lib/trpc';
import { usePostRead } from '../../lib/use-post-read';

/**
 * The deposits with what remained owed (from the debt summary the dues tab reads too), then the monthly
 * payments' receipts. Two features (statements, receipts), so composed here; the months with Pay Now are the
 * dues tab's (member-dues-section.tsx).
 */
export function MemberStatementsSection() {
  const { t } = useTranslation('member');
  const utils = trpc.useUtils();
  const debts = usePostRead(trpc.member.statements.get, () => utils.client.member.statements.get.mutate({}));
  return (
    <DashboardSection id={SECTION_IDS.statements} title={t('dashboard.statements.title')}>
      <QueryState query={debts}>
        {() =>
          debts.data && (
            <>
              <DepositsStatement summary={debts.data.summary} payments={debts.data.payments} />
              <Receipts />
            </>
          )
        }
      </QueryState>
    </DashboardSection>
  );
}
