import type { DebtSummary } from '@samity/domain';
import { useTranslation } from '../../../i18n/use-translation';
import { useFormat } from '../../../lib/use-format';

/**
 * Months whose book the society made ahead: shown as upcoming, with what will be payable, and no Pay Now.
 * Nothing on them is due until the month starts, so they are in neither the dues nor the statements.
 */
export function UpcomingMonths({ months }: { months: DebtSummary['upcoming'] }) {
  const { t } = useTranslation('member');
  const { taka, month } = useFormat();
  if (months.length === 0) return null;
  return (
    <section className="dash-upcoming" aria-label={t('dashboard.dues.upcomingTitle')}>
      <h3>{t('dashboard.dues.upcomingTitle')}</h3>
      <p className="field-hint">{t('dashboard.dues.upcomingText')}</p>
      <ul>
        {months.map((row) => (
          <li key={row.id}>
            <span className="badge">{t('dashboard.dues.upcoming')}</span> {month(row.month)}:{' '}
            {t('dashboard.dues.upcomingPayable', { amount: taka(row.payable) })}
          </li>
        ))}
      </ul>
    </section>
  );
}
