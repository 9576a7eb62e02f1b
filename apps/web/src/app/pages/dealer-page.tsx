import type { DealerPage as DealerPageData } from '@samity/domain';
import { useParams } from 'wouter';
import { DealerContact } from '../../components/dealer-contact';
import { LoadError } from '../../components/load-error';
import { Spinner } from '../../components/spinner';
import { VerifiedBadge } from '../../components/verified-badge';
import { StockPage } from '../../features/public/stock/stock-page';
import { useTranslation } from '../../i18n/use-translation';
import { parseApiError } from '../../lib/api-errors';
import { trpc } from '../../lib/trpc';
import { useFormat } from '../../lib/use-format';
import { usePageMeta } from '../../lib/use-page-meta';
import './dealer-page.css';

type Member = Extract<DealerPageData, { state: 'member' }>['dealer'];

/** The member number an address segment starts with ("1001-rahman-motors" -> "1001"). */
const memberNoOf = (segment: string) => /^([0-9A-Za-z]{1,20})(?:-|$)/.exec(segment)?.[1] ?? segment;

/**
 * A dealer's own page (/dealers/<member no>-<business>): the business, address, phone and WhatsApp, since
 * when a member, whether verified today, and the dealer's cars for sale with the stock's own search and
 * sort. A former member and an unknown address say so.
 */
export function DealerPage() {
  const { t } = useTranslation('public');
  const { dealer: segment = '' } = useParams();
  // Unbatched, so it can be the response the page's HTML already asked for (dealerFirstScreenQueries).
  const query = trpc.public.dealerPages.get.useQuery(
    { member_no: memberNoOf(segment) },
    { retry: false, trpc: { context: { skipBatch: true } } },
  );
  const missing = query.isError && [400, 404].includes(parseApiError(query.error).status ?? 0);
  usePageMeta(query.data?.state === 'member' ? dealerName(query.data.dealer) : t('dealerPage.title'));
  return (
    <>
      {query.isPending && <Spinner />}
      {missing && <DealerMissing text={t('dealerPage.notFound')} />}
      {query.isError && !missing && <LoadError onRetry={() => void query.refetch()} />}
      {query.data?.state === 'former' && (
        <DealerMissing text={t('dealerPage.former', { business: query.data.business })} />
      )}
      {query.data?.state === 'member' && <DealerFound dealer={query.data.dealer} />}
    </>
  );
}

const dealerName = (dealer: Member) => dealer.business || dealer.name;

function DealerMissing({ text }: { text: string }) {
  const { t } = useTranslation('public');
  return (
    <section className="page narrow">
      <h1>{text}</h1>
      <p>
        <a href="/Stocklist">{t('dealerPage.allCars')}</a>
      </p>
    </section>
  );
}

function DealerFound({ dealer }: { dealer: Member }) {
  const { t } = useTranslation('public');
  const { date, digits } = useFormat();
  return (
    <>
      <section className="page dealer-page" aria-labelledby="dealer-name">
        <h1 id="dealer-name">{dealerName(dealer)}</h1>
        {/* Beside the heading, not in it: the badge opens an explanation, which is no part of the name. */}
        <VerifiedBadge path={dealer.verify_path} dealer={dealerName(dealer)} />
        <dl className="details-list dealer-facts">
          {dealer.business && (
            <>
              <dt>{t('dealerPage.owner')}</dt>
              <dd>{dealer.name}</dd>
            </>
          )}
          <dt>{t('dealerPage.address')}</dt>
          <dd>{dealer.address}</dd>
          <dt>{t('dealerPage.memberSince')}</dt>
          <dd>{date(dealer.member_since)}</dd>
          <dt>{t('dealerPage.memberNo')}</dt>
          <dd>{digits(dealer.member_no)}</dd>
        </dl>
        <DealerContact dealer={dealer} />
      </section>
      <StockPage
        dealer={dealer.member_no}
        heading={t('dealerPage.cars', { count: dealer.cars_for_sale, number: digits(dealer.cars_for_sale) })}
      />
    </>
  );
}
