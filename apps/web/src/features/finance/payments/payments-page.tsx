import {
  FINANCE_PAGE_SIZE,
  GATEWAY_PAYMENT_STATUSES,
  type GatewayPaymentEntry,
  type GatewayPaymentStatus,
  RECEIPT_LANGS,
  receiptPath,
} from '@samity/domain';
import { keepPreviousData } from '@tanstack/react-query';
import { useEffect, useId, useState } from 'react';
import { type DataColumn, DataTable } from '../../../components/data-table/data-table';
import { ServerPager } from '../../../components/data-table/pager';
import { ReverseDialog } from '../../../components/reversal/reverse-dialog';
import { type Status, StatusBox } from '../../../components/status-box';
import { useTranslation } from '../../../i18n/use-translation';
import { trpc } from '../../../lib/trpc';
import { useFormat } from '../../../lib/use-format';
import { usePageTitle } from '../../../lib/use-page-title';
import { RefundDialog } from './refund-dialog';
import { RunCheck } from './run-check';
import './payments.css';

const BADGE: Record<GatewayPaymentStatus, string> = {
  created: 'badge-wait',
  completed: 'badge-ok',
  failed: 'badge-due',
  cancelled: '',
  expired: '',
};

/**
 * /GatewayPayments: the members' bKash payments as the finance desk watches them, newest first and filtered
 * by status: amount, bKash's transaction id, member and month, when it was made and last checked with bKash,
 * and any refund. Run check asks bKash about the open ones now; a completed payment can be refunded (with a
 * reason and a confirmation), which makes its month due again. A payment recorded in error is reversed at the
 * desk (a reason, no money moves: docs/payments.md, How a correction is made). Receipts open as PDFs.
 */
export function GatewayPaymentsPage() {
  const { t } = useTranslation('finance');
  const title = t('gateway.title');
  usePageTitle(title);
  const id = useId();
  const { taka, moment, month, digits } = useFormat();
  const utils = trpc.useUtils();
  const [filter, setFilter] = useState<GatewayPaymentStatus | ''>('');
  const [page, setPage] = useState(0);
  const [refunding, setRefunding] = useState<GatewayPaymentEntry | null>(null);
  const [reversing, setReversing] = useState<GatewayPaymentEntry | null>(null);
  const reverse = trpc.finance.payments.reverse.useMutation();
  const [status, setStatus] = useState<Status>(null);
  const list = trpc.finance.payments.list.useQuery(
    { ...(filter ? { status: filter } : {}), limit: FINANCE_PAGE_SIZE, offset: page * FINANCE_PAGE_SIZE },
    { placeholderData: keepPreviousData },
  );
  const entries = list.data?.entries;

  useEffect(() => {
    if (page > 0 && entries?.length === 0) setPage((p) => p - 1);
  }, [page, entries]);

  const statusText = (s: GatewayPaymentStatus) => t(`gateway.statuses.${s}`);
  // "Not yet" only while a payment waits for bKash; a completed one shows when it completed, an ended one nothing.
  const lastCheck = (e: GatewayPaymentEntry) => {
    if (e.last_checked_at) return moment(e.last_checked_at);
    if (e.completed_at) return moment(e.completed_at);
    return e.status === 'created' ? t('gateway.table.never') : '';
  };
  const columns: DataColumn<GatewayPaymentEntry>[] = [
    {
      id: 'status',
      header: t('gateway.table.status'),
      cell: (e) => (
        <span className="gateway-status">
          <span className={`badge ${BADGE[e.status]}`}>{statusText(e.status)}</span>
          {e.refunded_amount > 0 && (
            <span className="badge badge-due">{t('gateway.table.refundedBadge')}</span>
          )}
          {e.reversed && <span className="badge badge-due">{t('gateway.table.reversedBadge')}</span>}
          {e.sandbox && <span className="badge badge-due">{t('gateway.table.sandboxBadge')}</span>}
          {e.detail && <span className="gateway-detail">{e.detail}</span>}
        </span>
      ),
    },
    { id: 'amount', header: t('gateway.table.amount'), cell: (e) => taka(e.amount) },
    { id: 'trx', priority: 3, header: t('gateway.table.trxId'), cell: (e) => e.trx_id ?? '—' },
    {
      id: 'member',
      primary: true,
      header: t('gateway.table.member'),
      cell: (e) => (
        <span className="gateway-member">
          <span>{digits(e.member_no)}</span> <span>{e.name}</span>
        </span>
      ),
    },
    {
      id: 'month',
      header: t('gateway.table.month'),
      // A payment of several months ("Pay all dues") lists each, oldest first, with its share.
      cell: (e) =>
        e.months.length > 1 ? (
          <ul className="gateway-months">
            {e.months.map((m) => (
              <li key={m.main_id}>
                {month(m.month)} {taka(m.amount)}
              </li>
            ))}
          </ul>
        ) : (
          month(e.month)
        ),
    },
    { id: 'created', priority: 2, header: t('gateway.table.created'), cell: (e) => moment(e.created_at) },
    {
      id: 'checked',
      priority: 3,
      header: t('gateway.table.lastCheck'),
      cell: lastCheck,
    },
    {
      id: 'refunded',
      priority: 2,
      header: t('gateway.table.refunded'),
      cell: (e) =>
        e.refunded_amount > 0
          ? t('gateway.table.refundedOn', {
              amount: taka(e.refunded_amount),
              date: e.refunded_at ? moment(e.refunded_at) : '',
            })
          : '—',
    },
    {
      id: 'receipt',
      header: t('gateway.table.receipt'),
      cell: (e) =>
        e.monthly_payment_id ? (
          <span className="gateway-receipts">
            {RECEIPT_LANGS.map((lang) => (
              <a key={lang} href={receiptPath(e.monthly_payment_id as number, lang)} download>
                {t(`gateway.table.pdf.${lang}`)}
                <span className="visually-hidden">
                  {' '}
                  {t('gateway.table.receiptOf', { name: e.name, month: month(e.month) })}
                </span>
              </a>
            ))}
          </span>
        ) : (
          '—'
        ),
    },
  ];

  return (
    <section className="page gateway-payments">
      <h1>{title}</h1>
      <p className="page-intro">{t('gateway.intro')}</p>
      <RunCheck onChecked={() => void utils.finance.payments.list.invalidate()} />
      <div className="gateway-toolbar">
        <div className="gateway-filter">
          <label htmlFor={`${id}-status`}>{t('gateway.filter')}</label>
          <select
            id={`${id}-status`}
            value={filter}
            onChange={(event) => {
              setFilter(event.target.value as GatewayPaymentStatus | '');
              setPage(0);
            }}
          >
            <option value="">{t('gateway.all')}</option>
            {GATEWAY_PAYMENT_STATUSES.map((s) => (
              <option key={s} value={s}>
                {statusText(s)}
              </option>
            ))}
          </select>
        </div>
      </div>
      <StatusBox status={status} />
      <DataTable
        label={t('gateway.table.label')}
        columns={columns}
        rows={entries}
        rowId={(e) => String(e.id)}
        loading={list.isPending}
        failed={list.isError}
        onRetry={() => void list.refetch()}
        emptyText={filter ? t('gateway.table.emptyFiltered') : t('gateway.table.empty')}
        actions={(e) => {
          const completed = e.status === 'completed';
          const refundable = completed && e.refunded_amount === 0;
          // Only what recorded a monthly payment, not refunded or reversed already, has months to take back.
          const reversible = refundable && e.monthly_payment_id !== null && !e.reversed;
          if (!refundable && !reversible) return null;
          const whose = (
            <span className="visually-hidden">
              {' '}
              {t('gateway.table.receiptOf', { name: e.name, month: month(e.month) })}
            </span>
          );
          return (
            <>
              {refundable && (
                <button
                  type="button"
                  className="button button-small button-secondary"
                  onClick={() => {
                    setStatus(null);
                    setRefunding(e);
                  }}
                >
                  {t('gateway.refund.button')}
                  {whose}
                </button>
              )}
              {reversible && (
                <button
                  type="button"
                  className="button button-small button-secondary"
                  onClick={() => {
                    setStatus(null);
                    setReversing(e);
                  }}
                >
                  {t('gateway.reverse.button')}
                  {whose}
                </button>
              )}
            </>
          );
        }}
      />
      <ServerPager
        label={t('gateway.table.label')}
        page={page}
        pageSize={FINANCE_PAGE_SIZE}
        total={list.data?.total}
        busy={list.isFetching}
        onPage={setPage}
      />
      <RefundDialog
        entry={refunding}
        onClose={() => setRefunding(null)}
        onRefunded={(entry) => {
          setRefunding(null);
          setStatus({
            kind: 'success',
            text: t('gateway.refund.done', {
              amount: taka(entry.refunded_amount),
              name: entry.name,
              month: month(entry.month),
            }),
          });
        }}
      />
      {reversing && (
        <ReverseDialog
          what={t('gateway.reverse.what', {
            amount: taka(reversing.amount),
            name: reversing.name,
            month: month(reversing.month),
          })}
          onReverse={async (reason) => {
            const entry = await reverse.mutateAsync({ id: reversing.id, reason });
            await utils.finance.payments.list.invalidate();
            setStatus({
              kind: 'success',
              text: t('gateway.reverse.done', {
                amount: taka(entry.amount),
                name: entry.name,
                month: month(entry.month),
              }),
            });
          }}
          onClose={() => setReversing(null)}
        />
      )}
    </section>
  );
}
