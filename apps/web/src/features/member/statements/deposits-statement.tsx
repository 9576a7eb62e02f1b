import type { DebtSummary, DepositPayment } from '@samity/domain';
import { type DataColumn, DataTable } from '../../../components/data-table/data-table';
import { StatementDownloads } from '../../../components/statement-downloads';
import { useTranslation } from '../../../i18n/use-translation';
import { useFormat } from '../../../lib/use-format';
import { useVocabulary } from '../../../lib/vocabulary';

interface Props {
  summary: DebtSummary['summary'];
  payments: readonly DepositPayment[];
}

/** Deposits: what the member owes in all, has paid and still owes, then every deposit with what remained. */
export function DepositsStatement({ summary, payments }: Props) {
  const { t } = useTranslation('member');
  const { taka, date } = useFormat();
  const vocabulary = useVocabulary();
  const title = t('dashboard.statements.depositsTitle');
  const columns: DataColumn<DepositPayment>[] = [
    { id: 'date', nowrap: true, header: t('dashboard.statements.date'), cell: (p) => date(p.date) },
    {
      id: 'source',
      primary: true,
      header: t('dashboard.statements.source'),
      cell: (p) => vocabulary.source(p.source),
    },
    {
      id: 'method',
      priority: 3,
      header: t('dashboard.statements.method'),
      cell: (p) => vocabulary.paymentMethod(p.method),
    },
    { id: 'amount', header: t('dashboard.statements.amount'), cell: (p) => taka(p.amount) },
    {
      id: 'outstanding',
      header: t('dashboard.statements.outstanding'),
      cell: (p) => (
        <span className={p.outstanding > 0 ? 'amount-due' : 'amount-paid'}>{taka(p.outstanding)}</span>
      ),
    },
  ];
  return (
    <div className="dash-statement">
      <h3>{title}</h3>
      <dl className="dash-totals">
        <div>
          <dt>{t('dashboard.statements.payable')}</dt>
          <dd>{taka(summary.payable)}</dd>
        </div>
        <div>
          <dt>{t('dashboard.statements.deposits')}</dt>
          <dd>{taka(summary.deposits)}</dd>
        </div>
        <div className={summary.due > 0 ? 'total-due' : 'total-paid'}>
          <dt>{t('dashboard.statements.due')}</dt>
          <dd>{taka(summary.due)}</dd>
        </div>
      </dl>
      <StatementDownloads statement="deposits" label={title} />
      <DataTable
        label={title}
        columns={columns}
        rows={payments}
        rowId={(p) => String(p.id)}
        emptyText={t('dashboard.statements.noDeposits')}
        pageSize={12}
      />
    </div>
  );
}
