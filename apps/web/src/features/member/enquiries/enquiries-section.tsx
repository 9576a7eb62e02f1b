import type { Enquiry } from '@samity/domain';
import { useState } from 'react';
import { DashboardSection, SECTION_IDS } from '../../../components/dashboard-section';
import { type DataColumn, DataTable } from '../../../components/data-table/data-table';
import { ServerPager } from '../../../components/data-table/pager';
import { whatsappNumber } from '../../../components/dealer-contact';
import { StateTag } from '../../../components/state-tag';
import { useTranslation } from '../../../i18n/use-translation';
import { apiErrorText } from '../../../lib/api-errors';
import { trpc } from '../../../lib/trpc';
import { useCarWords } from '../../../lib/use-car-words';
import { useFormat } from '../../../lib/use-format';
import { EnquiriesDownload } from './enquiries-download';
import './enquiries.css';

const PAGE_SIZE = 20;

/**
 * Buyers' enquiries about the member's cars, newest first: the new ones marked, the car, the buyer with call
 * and SMS links, and Mark answered. Showing an enquiry does not mark it read: it stays New (and counted in
 * the tab's name) until the dealer calls or texts the buyer, marks it read or marks it answered.
 */
export function EnquiriesSection() {
  const { t } = useTranslation('enquiries');
  const { digits, moment } = useFormat();
  // The car as the stock pages name it: the vocabulary's Bengali brand and model on a Bengali page.
  const words = useCarWords();
  const [page, setPage] = useState(0);
  const list = trpc.member.enquiries.list.useQuery({ limit: PAGE_SIZE, offset: page * PAGE_SIZE });
  const utils = trpc.useUtils();
  // The list and the tab's count are read again after either change, so both drop together.
  const markRead = trpc.member.enquiries.markRead.useMutation({
    onSuccess: () => void utils.member.enquiries.invalidate(),
    onError: (error) => setFailure(apiErrorText(error, t, 'dealer.readFailed')),
  });
  const answer = trpc.member.enquiries.answer.useMutation();
  const [failure, setFailure] = useState<string | null>(null);

  /** Calling or texting the buyer is acting on the enquiry: it is no longer new. The link still opens. */
  const contacted = (enquiry: Enquiry) => {
    if (enquiry.read) return;
    setFailure(null);
    markRead.mutate({ ids: [enquiry.id] });
  };

  async function markAnswered(enquiry: Enquiry) {
    setFailure(null);
    try {
      await answer.mutateAsync({ id: enquiry.id });
      await utils.member.enquiries.invalidate();
    } catch (error) {
      setFailure(apiErrorText(error, t, 'dealer.answerFailed'));
    }
  }

  const status = (e: Enquiry) =>
    e.status === 'answered' ? (
      <StateTag tone="good" text={t('dealer.answered')} />
    ) : e.status === 'closed' ? (
      <StateTag tone="bad" text={t('dealer.closed')} />
    ) : (
      <StateTag tone="waiting" text={t('dealer.open')} />
    );
  const columns: DataColumn<Enquiry>[] = [
    {
      id: 'buyer',
      primary: true,
      header: t('dealer.buyer'),
      cell: (e) => (
        <>
          {!e.read && <span className="enquiry-new">{t('dealer.new')}</span>} {e.name}
        </>
      ),
    },
    { id: 'car', header: t('dealer.car'), cell: (e) => digits(words.title(e.car_title)) },
    {
      id: 'phone',
      header: t('dealer.phone'),
      cell: (e) => (
        <span className="enquiry-contact">
          <a href={`tel:${e.phone}`} onClick={() => contacted(e)}>
            {t('dealer.call', { phone: digits(e.phone) })}
          </a>
          <a
            href={`sms:${e.phone}?body=${encodeURIComponent(t('dealer.replyText', { name: e.name, car: words.title(e.car_title) }))}`}
            onClick={() => contacted(e)}
            aria-label={t('dealer.smsLabel', { phone: digits(e.phone) })}
          >
            {t('dealer.sms')}
          </a>
          {whatsappNumber(e.phone) && (
            // A chat with the buyer, its first line naming the car they asked about.
            <a
              href={`https://wa.me/${whatsappNumber(e.phone)}?text=${encodeURIComponent(t('dealer.replyText', { name: e.name, car: words.title(e.car_title) }))}`}
              target="_blank"
              rel="noopener noreferrer"
              onClick={() => contacted(e)}
              aria-label={t('dealer.whatsappLabel', { name: e.name })}
            >
              {t('dealer.whatsapp')}
            </a>
          )}
        </span>
      ),
    },
    {
      id: 'message',
      header: t('dealer.message'),
      cell: (e) => <span className="enquiry-message">{e.message}</span>,
    },
    { id: 'time', priority: 2, header: t('dealer.preferredTime'), cell: (e) => e.preferred_time ?? '' },
    {
      id: 'received',
      priority: 2,
      nowrap: true,
      header: t('dealer.received'),
      cell: (e) => moment(e.created_at),
    },
    { id: 'status', header: t('dealer.status'), cell: status },
  ];

  return (
    <DashboardSection
      id={SECTION_IDS.enquiries}
      title={t('dealer.title')}
      actions={list.data && list.data.total > 0 ? <EnquiriesDownload /> : undefined}
    >
      <p>{t('dealer.intro')}</p>
      {failure && (
        <div className="error-box" role="alert">
          {failure}
        </div>
      )}
      <DataTable
        label={t('dealer.table')}
        columns={columns}
        rows={list.data?.entries}
        rowId={(e) => String(e.id)}
        loading={list.isPending}
        failed={list.isError}
        onRetry={() => void list.refetch()}
        emptyText={t('dealer.empty')}
        actionsHeader={t('dealer.actions')}
        actions={(e) => (
          <>
            {!e.read && (
              <button
                type="button"
                className="button button-secondary button-small"
                disabled={markRead.isPending}
                aria-label={t('dealer.markReadLabel', { name: e.name })}
                onClick={() => contacted(e)}
              >
                {t('dealer.markRead')}
              </button>
            )}
            {e.status === 'open' && (
              <button
                type="button"
                className="button button-small"
                disabled={answer.isPending}
                aria-label={t('dealer.markAnsweredLabel', { name: e.name })}
                onClick={() => void markAnswered(e)}
              >
                {t('dealer.markAnswered')}
              </button>
            )}
          </>
        )}
      />
      <ServerPager
        label={t('dealer.table')}
        page={page}
        pageSize={PAGE_SIZE}
        total={list.data?.total ?? 0}
        busy={list.isFetching}
        onPage={setPage}
      />
    </DashboardSection>
  );
}
