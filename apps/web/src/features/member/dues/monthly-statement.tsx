import type { DebtSummary, MonthlyRow } from '@samity/domain';
import { lazy, Suspense, useEffect, useState } from 'react';
import { type DataColumn, DataTable } from '../../../components/data-table/data-table';
import { Spinner } from '../../../components/spinner';
import { StatementDownloads } from '../../../components/statement-downloads';
import { useTranslation } from '../../../i18n/use-translation';
import { useFormat } from '../../../lib/use-format';
import { DuesPayNow } from './dues-pay-now';

/**
 * The payment form (with its form library and schema, about 30 KB gzip) is fetched when it is first needed,
 * not before the dues a member came to see; it is fetched in the background once they are shown.
 */
const loadPayDialog = () => import('./pay-dialog');
const PayDialog = lazy(() => loadPayDialog().then((m) => ({ default: m.PayDialog })));

interface Props {
  rows: readonly MonthlyRow[];
  summary: DebtSummary['monthlysummary'];
}

/**
 * Monthly contributions: each month's payable, payment and due; a month with nothing due is PAID (green),
 * any other is due (red) and has Pay Now, which opens the payment form for what is still due. The summary
 * carries Pay Now too: the one month due, or all of them in one payment.
 */
export function MonthlyStatement({ rows, summary }: Props) {
  const { t } = useTranslation('member');
  const { taka, digits, month } = useFormat();
  const title = t('dashboard.statements.monthlyTitle');
  const [paying, setPaying] = useState<readonly MonthlyRow[] | null>(null);
  useEffect(() => {
    const timer = setTimeout(() => void loadPayDialog(), 1500);
    return () => clearTimeout(timer);
  }, []);
  // The server lists the months with dues first, oldest first: the order they are paid in.
  const dueRows = rows.filter((r) => r.due > 0);
  const columns: DataColumn<MonthlyRow>[] = [
    { id: 'month', primary: true, header: t('dashboard.statements.month'), cell: (r) => month(r.month) },
    { id: 'payable', header: t('dashboard.statements.payable'), cell: (r) => taka(r.payable) },
    { id: 'payment', header: t('dashboard.statements.payment'), cell: (r) => taka(r.payment) },
    {
      id: 'due',
      header: t('dashboard.statements.due'),
      cell: (r) => <span className={r.due === 0 ? 'amount-paid' : 'amount-due'}>{taka(r.due)}</span>,
    },
    {
      id: 'status',
      header: t('dashboard.statements.status'),
      cell: (r) =>
        r.due === 0 ? (
          <span className="badge badge-ok">{t('dashboard.statements.paid')}</span>
        ) : (
          <span className="badge badge-due">{t('dashboard.statements.unpaid')}</span>
        ),
    },
  ];
  return (
    <div className="dash-statement">
      <h3>{title}</h3>
      <dl className="dash-totals">
        <div className={summary.duemonth > 0 ? 'total-due' : 'total-paid'}>
          <dt>{t('dashboard.statements.dueMonths')}</dt>
          <dd>{digits(summary.duemonth)}</dd>
        </div>
        <div className={summary.due > 0 ? 'total-due' : 'total-paid'}>
          <dt>{t('dashboard.statements.monthlyDue')}</dt>
          <dd>{taka(summary.due)}</dd>
        </div>
      </dl>
      <DuesPayNow dueRows={dueRows} onPay={setPaying} />
      <StatementDownloads statement="monthly" label={title} />
      <DataTable
        label={title}
        columns={columns}
        rows={rows}
        rowId={(r) => String(r.id)}
        emptyText={t('dashboard.statements.noMonths')}
        pageSize={12}
        actionsHeader={t('dashboard.pay.column')}
        actions={(r) =>
          r.due > 0 && (
            <button type="button" className="button button-small" onClick={() => setPaying([r])}>
              {t('dashboard.pay.payNow')}
              <span className="visually-hidden"> {month(r.month)}</span>
            </button>
          )
        }
      />
      {paying && (
        <Suspense fallback={<Spinner />}>
          <PayDialog rows={paying} onClose={() => setPaying(null)} />
        </Suspense>
      )}
    </div>
  );
}
