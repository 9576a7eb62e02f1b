import type { ReactNode } from 'react';
import { BarChart } from '../../../components/bar-chart/bar-chart';
import { LoadError } from '../../../components/load-error';
import { Spinner } from '../../../components/spinner';
import { useTranslation } from '../../../i18n/use-translation';
import { trpc } from '../../../lib/trpc';
import { useFormat } from '../../../lib/use-format';
import { currentMonthLabel } from './ledger-values';

const INCOME_COLOR = '#0f5132';
const EXPENSE_COLOR = '#b91c1c';

/** Income against expense for each of the 12 months ending with the current one. */
export function LedgerChart() {
  const { t } = useTranslation('finance');
  const { month, taka } = useFormat();
  const monthly = trpc.finance.ledger.monthly.useQuery({ month: currentMonthLabel() });
  const title = t('ledger.chart.title');

  let body: ReactNode;
  if (monthly.isError && !monthly.data) body = <LoadError onRetry={() => void monthly.refetch()} />;
  else if (!monthly.data) body = <Spinner />;
  else if (monthly.data.every((m) => m.income === 0 && m.expense === 0))
    body = <p className="empty-state">{t('ledger.chart.empty')}</p>;
  else
    body = (
      <BarChart
        title={title}
        labels={monthly.data.map((m) => month(m.month))}
        series={[
          { label: t('ledger.types.Income'), values: monthly.data.map((m) => m.income), color: INCOME_COLOR },
          {
            label: t('ledger.types.Expense'),
            values: monthly.data.map((m) => m.expense),
            color: EXPENSE_COLOR,
          },
        ]}
        format={taka}
      />
    );

  return (
    <section className="ledger-chart" aria-labelledby="ledger-chart-heading">
      <h2 id="ledger-chart-heading">{t('ledger.chart.heading')}</h2>
      {body}
    </section>
  );
}
