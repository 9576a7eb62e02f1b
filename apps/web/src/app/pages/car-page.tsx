import {
  CAR_PAGE_PREFIX,
  type CarPage as CarPageData,
  carIdOfSlug,
  carPath,
  formatPrice,
} from '@samity/domain';
import { useEffect } from 'react';
import { Link, useParams } from 'wouter';
import { CompareToggle } from '../../components/compare-toggle';
import { DealerContact } from '../../components/dealer-contact';
import { EnquireButton } from '../../components/enquiry/enquire-button';
import { LoadError } from '../../components/load-error';
import { Spinner } from '../../components/spinner';
import { FirstContent } from '../../components/static-shell';
import { VerifiedBadge } from '../../components/verified-badge';
import { CarDealer } from '../../features/public/cars/car-dealer';
import { CarFacts } from '../../features/public/cars/car-facts';
import { CarGone } from '../../features/public/cars/car-gone';
import { CarPhotos } from '../../features/public/cars/car-photos';
import { FairPriceHint } from '../../features/public/cars/fair-price-hint';
import { ShareActions } from '../../features/public/cars/share-actions';
import { useTranslation } from '../../i18n/use-translation';
import { parseApiError } from '../../lib/api-errors';
import { useAddress, useNavigate } from '../../lib/navigation';
import { trpc } from '../../lib/trpc';
import { useCarWords } from '../../lib/use-car-words';
import { useFormat } from '../../lib/use-format';
import { usePageMeta } from '../../lib/use-page-meta';
import '../../features/public/cars/cars.css';

type ForSale = Extract<CarPageData, { state: 'forSale' }>;

/**
 * A car's own page (/Stocklist/<id>-<brand>-<model>-<year>): pictures, facts, the price hint, the dealer,
 * and the actions row (Call and Share here; other features add theirs, e.g. an enquiry, to the same row).
 * The server already sent the head and preloaded this page's data at the address the query uses
 * (unbatched); a link with another slug is corrected in place to the canonical address.
 */
export function CarPage() {
  const { t } = useTranslation('cars');
  const { car: segment = '' } = useParams();
  const id = carIdOfSlug(segment);
  useLinkLanguage();
  const page = trpc.public.carPages.get.useQuery(
    { id: id ?? 0 },
    {
      enabled: id !== undefined,
      trpc: { context: { skipBatch: true } },
      retry: (count, error) => parseApiError(error).status !== 404 && count < 2,
    },
  );
  useCanonicalAddress(segment, page.data, id);

  if (id === undefined || (page.isError && parseApiError(page.error).status === 404)) return <CarNotFound />;
  return (
    <section className="page car-page">
      <p className="car-back">
        <Link to="/Stocklist">{t('page.backToStock')}</Link>
      </p>
      {/* The first load keeps the car the server wrote into the page (static-shell.tsx) until its data is here. */}
      {page.isPending && <FirstContent selector=".car-layout" fallback={<Spinner />} />}
      {page.isError && <LoadError onRetry={() => void page.refetch()} />}
      {page.data?.state === 'gone' && <GoneCar data={page.data} />}
      {page.data?.state === 'forSale' && <CarForSale data={page.data} />}
    </section>
  );
}

function CarForSale({ data }: { data: ForSale }) {
  const { t } = useTranslation('cars');
  const format = useFormat();
  const { digits, lng } = format;
  const { car } = data;
  const names = useCarWords().names(car);
  const title = t('page.heading', { ...names, year: digits(car.model_year) });
  const price = format.price(car.asking_price);
  usePageMeta(
    title,
    t('page.metaDescription', {
      ...names,
      year: digits(car.model_year),
      business: car.business,
      price,
    }),
  );
  const url = `${window.location.origin}${carPath(car)}${lng === 'bn' ? '?lang=bn' : ''}`;
  return (
    <article className="car-layout">
      <h1 className="car-title">{title}</h1>
      <CarPhotos car={car} />
      <div className="car-side">
        <CarFacts car={car} />
        <section className="car-actions" aria-label={t('page.actions')}>
          <DealerContact dealer={car} car={car} />
          <ShareActions
            url={url}
            title={t('share.shareText', { title, price: formatPrice(car.asking_price, lng) })}
          />
          <EnquireButton car={car} />
          <CompareToggle car={car} />
        </section>
        <FairPriceHint car={car} fairPrice={data.fair_price} />
        <CarDealer
          car={car}
          badge={
            <VerifiedBadge
              path={car.verify_path}
              dealer={car.business || car.name}
              checkedOn={car.verified_on}
            />
          }
        />
      </div>
    </article>
  );
}

function GoneCar({ data }: { data: Extract<CarPageData, { state: 'gone' }> }) {
  const { t } = useTranslation('cars');
  usePageMeta(t('gone.title'));
  return <CarGone {...data} />;
}

function CarNotFound() {
  const { t } = useTranslation('cars');
  usePageMeta(t('notFound.title'));
  return (
    <section className="page narrow">
      <h1>{t('notFound.title')}</h1>
      <p>{t('notFound.text')}</p>
      <Link className="button" to="/Stocklist">
        {t('gone.seeAll')}
      </Link>
    </section>
  );
}

/** A shared link's ?lang=bn|en sets the page's language, as the server's head was written in it. */
function useLinkLanguage() {
  const { i18n } = useTranslation();
  const { search } = useAddress();
  const asked = new URLSearchParams(search).get('lang');
  useEffect(() => {
    if ((asked === 'bn' || asked === 'en') && i18n.language !== asked) void i18n.changeLanguage(asked);
  }, [asked, i18n]);
}

/** An old or wrong slug with the right id: the address bar shows the canonical one (no new history entry). */
function useCanonicalAddress(segment: string, data: CarPageData | undefined, id: number | undefined) {
  const navigate = useNavigate();
  const { search } = useAddress();
  useEffect(() => {
    if (!data || id === undefined) return;
    const canonical = carPath(data.state === 'forSale' ? data.car : { ...data, id });
    if (`${CAR_PAGE_PREFIX}${segment}` !== canonical)
      void navigate(`${canonical}${search}`, { replace: true });
  }, [data, id, segment, search, navigate]);
}
