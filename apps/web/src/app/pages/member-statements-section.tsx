import { useTranslation } from 'react-i18next';
import { trpc } from '../../lib/trpc';
import { DashboardSection, QueryState, SECTION_IDS } from '../../components/dashboard-section';
import { DepositsStatement } from '../../features/member/statements/deposits-statement';
import { MonthlyStatement } from '../../features/member/dues/monthly-statement';
import { PaymentReceipts } from '../../features/member/receipts/receipts';
import { usePostRead } from '../../lib/use-post-read';

/**
 * Both statements come from one debt summary: the deposits with what remained owed, and the months (with
 * Pay Now); then the monthly payments' receipts.
 */
export function StatementsSection() {
  const { t } = useTranslation('member');
  const utils = trpc.useUtils();
  const debts = usePostRead(trpc.member.debts.get, () => utils.client.member.debts.get.mutate({}));
  return (
    <DashboardSection id={SECTION_IDS.statements} title={t('dashboard.statements.title')}>
      <QueryState query={debts}>
        {() =>
          debts.data && (
            <>
              <DepositsStatement summary={debts.data.summary} payments={debts.data.payments} />
              <MonthlyStatement rows={debts.data.monthly} summary={debts.data.monthlysummary} />
              <PaymentReceipts />
            </>
          )
        }
      </QueryState>
    </DashboardSection>
  );
}
