import type { Financials } from '@samity/domain';
import { useTranslation } from '../../../i18n/use-translation';
import { useFormat } from '../../../lib/use-format';

/** The totals above the table (of the members listed): deposited, still due, members who have paid in full. */
export function DepositTotals({ data, searching }: { data: Financials | undefined; searching: boolean }) {
  const { t } = useTranslation('finance');
  const { taka, number } = useFormat();
  const show = (value: string | undefined) => value ?? '…';
  return (
    <section className="deposits-totals" aria-label={t('deposits.totals')}>
      <dl>
        <div>
          <dt>{t('deposits.totalDeposit')}</dt>
          <dd>{show(data && taka(data.total_deposit))}</dd>
        </div>
        <div>
          <dt>{t('deposits.totalDue')}</dt>
          <dd>{show(data && taka(data.total_due))}</dd>
        </div>
        <div>
          <dt>{t('deposits.fullyPaid')}</dt>
          <dd>{show(data && number(data.full_paid_count))}</dd>
        </div>
      </dl>
      {searching && <p className="deposits-totals-note">{t('deposits.totalsOfMatches')}</p>}
    </section>
  );
}
