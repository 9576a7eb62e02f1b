import { PAYMENT_RECEIPTS_LIMIT_MAX, type PaymentReceipt, RECEIPT_LANGS, receiptPath } from '@samity/domain';
import { type DataColumn, DataTable } from '../../../components/data-table/data-table';
import { useTranslation } from '../../../i18n/use-translation';
import { trpc } from '../../../lib/trpc';
import { useFormat } from '../../../lib/use-format';
import './receipts.css';
import { useVocabulary } from '../../../lib/vocabulary';

/**
 * The member's payments with their numbered receipts, newest first: each receipt as a PDF in English and
 * in Bengali. A refunded payment says so (its month is due again); an online one says it was paid online;
 * one online payment of several months is one receipt listing them.
 */
export function Receipts() {
  const { t } = useTranslation('member');
  const { taka, date, month, digits } = useFormat();
  const vocabulary = useVocabulary();
  const receipts = trpc.member.receipts.list.useQuery({ limit: PAYMENT_RECEIPTS_LIMIT_MAX });
  const title = t('dashboard.receipts.title');
  const columns: DataColumn<PaymentReceipt>[] = [
    { id: 'receipt', header: t('dashboard.receipts.receiptNo'), cell: (r) => r.receipt_no },
    {
      id: 'month',
      primary: true,
      header: t('dashboard.receipts.month'),
      // One online payment of several months is one receipt: its months, oldest first.
      cell: (r) =>
        r.months.length > 1 ? (
          <ul className="receipt-months">
            {r.months.map((m) => (
              <li key={m.id}>
                {month(m.month)} <span className="receipt-month-amount">{taka(m.amount)}</span>
              </li>
            ))}
          </ul>
        ) : (
          month(r.month)
        ),
    },
    { id: 'date', header: t('dashboard.receipts.date'), cell: (r) => date(r.date) },
    {
      id: 'method',
      priority: 3,
      header: t('dashboard.receipts.method'),
      cell: (r) => vocabulary.paymentMethod(r.method),
    },
    { id: 'amount', header: t('dashboard.receipts.amount'), cell: (r) => taka(r.amount) },
    {
      id: 'status',
      header: t('dashboard.receipts.status'),
      cell: (r) => (
        <span className="receipt-flags">
          {r.refunded ? (
            <span className="badge badge-due">{t('dashboard.receipts.refunded')}</span>
          ) : (
            <span className="badge badge-ok">{t('dashboard.receipts.paid')}</span>
          )}
          {r.online && <span className="badge">{t('dashboard.receipts.online')}</span>}
          {r.sandbox && <span className="badge badge-due">{t('dashboard.receipts.sandbox')}</span>}
        </span>
      ),
    },
    {
      id: 'files',
      header: t('dashboard.receipts.download'),
      cell: (r) => (
        <span className="receipt-links">
          {RECEIPT_LANGS.map((lang) => (
            <a key={lang} href={receiptPath(r.id, lang)} download>
              {t(`dashboard.receipts.pdf.${lang}`)}
              <span className="visually-hidden"> {r.receipt_no}</span>
            </a>
          ))}
        </span>
      ),
    },
  ];
  const total = receipts.data?.total ?? 0;
  const shown = receipts.data?.entries.length ?? 0;
  return (
    <div className="dash-statement dash-receipts">
      <h3>{title}</h3>
      <DataTable
        label={title}
        columns={columns}
        rows={receipts.data?.entries}
        rowId={(r) => String(r.id)}
        loading={receipts.isPending}
        failed={receipts.isError}
        onRetry={() => void receipts.refetch()}
        emptyText={t('dashboard.receipts.none')}
        pageSize={12}
      />
      {total > shown && (
        <p className="dash-note">
          {t('dashboard.receipts.more', { shown: digits(shown), total: digits(total) })}
        </p>
      )}
    </div>
  );
}
