import { BarChart } from '../../../components/bar-chart/bar-chart';
import { LoadError } from '../../../components/load-error';
import { Spinner } from '../../../components/spinner';
import { useTranslation } from '../../../i18n/use-translation';
import { trpc } from '../../../lib/trpc';
import { useFormat } from '../../../lib/use-format';

/** Dark enough on white for bars (3:1 and more) and told apart by more than hue: green and amber-brown. */
const COLLECTABLE = '#0f5132';
const COLLECTED = '#b45309';

/** Collectable vs collected for the 12 months ending with the month shown. */
export function ContributionsChart({ month }: { month: string }) {
  const { t } = useTranslation('finance');
  const format = useFormat();
  const history = trpc.finance.monthly.history.useQuery({ month });
  const title = t('monthly.chart.title', { month: format.month(month) });

  if (history.isError)
    return (
      <section className="chart-section" aria-label={title}>
        <LoadError onRetry={() => void history.refetch()} />
      </section>
    );
  if (!history.data)
    return (
      <section className="chart-section chart-pending" aria-label={title}>
        <Spinner />
      </section>
    );

  const months = history.data;
  return (
    <section className="chart-section">
      <BarChart
        title={title}
        labels={months.map((m) => format.month(m.month))}
        series={[
          {
            label: t('monthly.chart.collectable'),
            values: months.map((m) => m.total_collectable),
            color: COLLECTABLE,
          },
          {
            label: t('monthly.chart.collected'),
            values: months.map((m) => m.total_collected),
            color: COLLECTED,
          },
        ]}
        format={format.taka}
      />
    </section>
  );
}
