import { useTranslation } from 'react-i18next';
import { DashboardSection, QueryState, SECTION_IDS } from '../../components/dashboard-section';
import { MonthlyStatement } from '../../features/member/dues/monthly-statement';
import { Receipts } from '../../features/member/receipts/receipts';
import { DepositsStatement } from '../../features/member/statements/deposits-statement';
import { trpc } from '../../lib/trpc';
import { usePostRead } from '../../lib/use-post-read';

/**
 * Both statements come from one debt summary: the deposits with what remained owed, and the months (with
 * Pay Now); then the monthly payments' receipts. Three features (statements, dues, receipts), so composed here.
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
              <MonthlyStatement rows={debts.data.monthly} summary={debts.data.monthlysummary} />
              <Receipts />
            </>
          )
        }
      </QueryState>
    </DashboardSection>
  );
}
