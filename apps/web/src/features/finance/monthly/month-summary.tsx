import type { MonthlyContributions } from '@samity/domain';
import { useTranslation } from '../../../i18n/use-translation';
import { useFormat } from '../../../lib/use-format';

/** Total Collectable, Total Collected and how many members have paid the month in full. */
export function MonthSummary({
  month,
  summary,
}: {
  month: string;
  summary: MonthlyContributions['summary'];
}) {
  const { t } = useTranslation('finance');
  const format = useFormat();
  return (
    <section
      className="monthly-summary"
      aria-label={t('monthly.summary.label', { month: format.month(month) })}
    >
      <dl>
        <div className="summary-block">
          <dt>{t('monthly.summary.collectable')}</dt>
          <dd>{format.taka(summary.total_collectable)}</dd>
        </div>
        <div className="summary-block">
          <dt>{t('monthly.summary.collected')}</dt>
          <dd>{format.taka(summary.total_collected)}</dd>
        </div>
        <div className="summary-block">
          <dt>{t('monthly.summary.paidBy')}</dt>
          <dd>
            {t('monthly.summary.members', {
              count: summary.paid_by_count,
              n: format.digits(summary.paid_by_count),
            })}
          </dd>
        </div>
      </dl>
    </section>
  );
}
