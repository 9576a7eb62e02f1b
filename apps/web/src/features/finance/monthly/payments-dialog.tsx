import type { MonthlyContributionRow, MonthlyPayment } from '@samity/domain';
import { useState } from 'react';
import { type DataColumn, DataTable } from '../../../components/data-table/data-table';
import { Modal } from '../../../components/modal';
import { ReverseDialog } from '../../../components/reversal/reverse-dialog';
import { useTranslation } from '../../../i18n/use-translation';
import { trpc } from '../../../lib/trpc';
import { useFormat } from '../../../lib/use-format';
import { useVocabulary } from '../../../lib/vocabulary';
import { PaymentForm } from './payment-form';

interface Props {
  /** The due row whose payments are shown; null closes the dialog. */
  row: MonthlyContributionRow | null;
  onClose(): void;
}

/** A member's payments for one month (Date, Method, Note, Amount) and the form that adds one. */
export function PaymentsDialog({ row, onClose }: Props) {
  const { t } = useTranslation('finance');
  const format = useFormat();
  return (
    <Modal
      open={row !== null}
      onClose={onClose}
      className="payments-dialog"
      title={row ? t('monthly.payments.title', { name: row.name, month: format.month(row.month) }) : ''}
    >
      {row && <PaymentsPanel row={row} />}
    </Modal>
  );
}

function PaymentsPanel({ row }: { row: MonthlyContributionRow }) {
  const { t } = useTranslation('finance');
  const format = useFormat();
  const vocabulary = useVocabulary();
  const { t: tc } = useTranslation();
  const payments = trpc.finance.monthly.payments.useQuery({ mainId: row.id });
  const utils = trpc.useUtils();
  const reverse = trpc.finance.monthly.reversePayment.useMutation({
    onSuccess: () => utils.finance.monthly.invalidate(),
  });
  const [reversing, setReversing] = useState<MonthlyPayment | null>(null);
  const columns: DataColumn<MonthlyPayment>[] = [
    { id: 'date', nowrap: true, header: t('monthly.payments.date'), cell: (p) => format.date(p.date) },
    {
      id: 'method',
      header: t('monthly.payments.method'),
      cell: (p) => vocabulary.paymentMethod(p.method),
    },
    { id: 'note', priority: 3, header: t('monthly.payments.note'), cell: (p) => p.note },
    { id: 'amount', header: t('monthly.payments.amount'), cell: (p) => format.taka(p.amount) },
    {
      id: 'receipt',
      header: t('monthly.payments.receipt'),
      cell: (p) => (
        <a
          href={`/api/receipts/${p.id}.pdf?lang=${format.lng}`}
          download
          aria-label={t('monthly.payments.receiptLink', { no: p.receipt_no })}
        >
          {p.receipt_no}
        </a>
      ),
    },
    {
      id: 'reversal',
      priority: 2,
      header: t('ledger.correction'),
      cell: (p) =>
        p.reversal ? (
          <span className="reversal-note">
            {t('monthly.reversedOn', { date: format.date(p.reversal.date), reason: p.reversal.reason })}
          </span>
        ) : (
          <button
            type="button"
            className="button button-small button-secondary"
            onClick={() => setReversing(p)}
          >
            {tc('reversal.action')}
          </button>
        ),
    },
  ];
  return (
    <div className="payments-panel">
      <p className={`payments-status ${row.due === 0 ? 'due-paid' : 'due-owing'}`}>
        {t('monthly.payments.status', {
          payable: format.taka(row.payable),
          payment: format.taka(row.payment),
          due: format.taka(row.due),
        })}
        {row.due === 0 && (
          <>
            {' '}
            <strong className="paid-badge">{t('monthly.table.paid')}</strong>
          </>
        )}
      </p>
      <h3>{t('monthly.payments.list')}</h3>
      <DataTable
        label={t('monthly.payments.list')}
        columns={columns}
        rows={payments.data}
        rowId={(p) => String(p.id)}
        loading={payments.isPending}
        failed={payments.isError}
        onRetry={() => void payments.refetch()}
        emptyText={t('monthly.payments.empty')}
      />
      <PaymentForm key={row.id} row={row} />
      {reversing && (
        <ReverseDialog
          what={t('monthly.reverseWhat', {
            amount: format.taka(reversing.amount),
            date: format.date(reversing.date),
            receipt: reversing.receipt_no,
          })}
          onReverse={(reason) => reverse.mutateAsync({ id: reversing.id, reason })}
          onClose={() => setReversing(null)}
        />
      )}
    </div>
  );
}
