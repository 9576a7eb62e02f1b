import { DELIVERY_STATUSES, type Delivery, type DeliveryStatus } from '@samity/domain';
import { keepPreviousData } from '@tanstack/react-query';
import { useCallback, useId, useMemo, useState } from 'react';
import { type DataColumn, DataTable } from '../../../components/data-table/data-table';
import { ServerPager } from '../../../components/data-table/pager';
import { StateTag, type StateTone } from '../../../components/state-tag';
import { type Status, StatusBox } from '../../../components/status-box';
import { useTranslation } from '../../../i18n/use-translation';
import { apiErrorText } from '../../../lib/api-errors';
import { trpc } from '../../../lib/trpc';
import { useFormat } from '../../../lib/use-format';
import { usePageTitle } from '../../../lib/use-page-title';
import { SmsUsagePanel } from './sms-usage-panel';
import './deliveries.css';

const PAGE_SIZE = 25;
type Filter = DeliveryStatus | 'all';
const TONES: Record<DeliveryStatus, StateTone> = { sent: 'good', pending: 'waiting', failed: 'bad' };

/**
 * /MessageDeliveries: the outbox as the admins see it. Each message to each channel (SMS, email, inbox) with
 * its state, attempts and last error, newest first; failed ones first by default, since those are the ones
 * to act on. Retry puts a failed delivery back in the queue at once.
 */
export function DeliveriesPage() {
  const { t } = useTranslation('admin');
  usePageTitle(t('deliveries.title'));
  const { moment, digits } = useFormat();
  const id = useId();
  const utils = trpc.useUtils();
  const [filter, setFilter] = useState<Filter>('failed');
  const [page, setPage] = useState(0);
  const [status, setStatus] = useState<Status>(null);
  const list = trpc.admin.notifications.deliveries.useQuery(
    { status: filter === 'all' ? undefined : filter, limit: PAGE_SIZE, offset: page * PAGE_SIZE },
    { placeholderData: keepPreviousData },
  );
  const retry = trpc.admin.notifications.retry.useMutation();

  const retryOne = useCallback(
    async (row: Delivery) => {
      setStatus(null);
      try {
        const answer = await retry.mutateAsync({ id: row.id });
        setStatus({
          kind: 'success',
          text: t('deliveries.retried', {
            id: digits(row.id),
            status: t(`deliveries.status.${answer.status}`),
          }),
        });
      } catch (error) {
        setStatus({ kind: 'error', text: apiErrorText(error, t, 'deliveries.retryFailed') });
      } finally {
        await utils.admin.notifications.deliveries.invalidate();
      }
    },
    [retry, t, digits, utils],
  );

  const columns = useMemo<DataColumn<Delivery>[]>(
    () => [
      { id: 'createdAt', header: t('deliveries.created'), cell: (d) => moment(d.createdAt) },
      { id: 'channel', header: t('deliveries.channel'), cell: (d) => t(`deliveries.channels.${d.channel}`) },
      { id: 'recipient', primary: true, header: t('deliveries.recipient'), cell: (d) => d.recipient },
      { id: 'kind', header: t('deliveries.kind'), cell: (d) => t(`deliveries.kinds.${d.kind}`) },
      {
        id: 'status',
        header: t('deliveries.state'),
        cell: (d) => <StateTag tone={TONES[d.status]} text={t(`deliveries.status.${d.status}`)} />,
      },
      { id: 'attempts', priority: 3, header: t('deliveries.attempts'), cell: (d) => digits(d.attempts) },
      {
        id: 'when',
        header: t('deliveries.when'),
        cell: (d) =>
          d.sentAt
            ? t('deliveries.sentAt', { at: moment(d.sentAt) })
            : d.nextAttemptAt
              ? t('deliveries.nextAt', { at: moment(d.nextAttemptAt) })
              : '—',
      },
      {
        id: 'lastError',
        priority: 2,
        header: t('deliveries.lastError'),
        cell: (d) => (d.lastError ? <span className="delivery-error">{d.lastError}</span> : '—'),
      },
    ],
    [t, moment, digits],
  );
  const retryButton = useCallback(
    (row: Delivery) =>
      row.status !== 'failed' ? null : (
        <button
          type="button"
          className="button button-small button-secondary"
          aria-label={t('deliveries.retryOne', { id: digits(row.id), recipient: row.recipient })}
          disabled={retry.isPending}
          onClick={() => void retryOne(row)}
        >
          {t('deliveries.retry')}
        </button>
      ),
    [t, digits, retry.isPending, retryOne],
  );

  return (
    <section className="page deliveries-page">
      <h1>{t('deliveries.title')}</h1>
      <p className="page-intro">{t('deliveries.intro')}</p>
      <SmsUsagePanel />
      <div className="field deliveries-filter">
        <label htmlFor={`${id}-status`}>{t('deliveries.filter')}</label>
        <select
          id={`${id}-status`}
          value={filter}
          onChange={(event) => {
            setFilter(event.target.value as Filter);
            setPage(0);
            setStatus(null);
          }}
        >
          {DELIVERY_STATUSES.map((value) => (
            <option key={value} value={value}>
              {t(`deliveries.status.${value}`)}
            </option>
          ))}
          <option value="all">{t('deliveries.all')}</option>
        </select>
      </div>
      <StatusBox status={status} />
      <DataTable
        label={t('deliveries.label')}
        columns={columns}
        rows={list.data?.entries}
        rowId={(row) => String(row.id)}
        loading={list.isPending}
        failed={list.isError}
        onRetry={() => void list.refetch()}
        emptyText={t(`deliveries.empty.${filter}`)}
        actions={retryButton}
        actionsHeader={t('deliveries.actions')}
      />
      <ServerPager
        label={t('deliveries.label')}
        page={page}
        pageSize={PAGE_SIZE}
        total={list.data?.total}
        busy={list.isFetching}
        onPage={setPage}
      />
    </section>
  );
}
