import {
  type CarPage,
  carPath,
  dealerPath,
  type FairPrice,
  type PublicStockCar,
  thumbnailUrlOf,
} from '@samity/domain';
import type { UseQueryResult } from '@tanstack/react-query';
import { Link } from 'wouter';
import { DealerContact } from '../../components/dealer-contact';
import { LoadError } from '../../components/load-error';
import { Spinner } from '../../components/spinner';
import { VerifiedBadge } from '../../components/verified-badge';
import { useTranslation } from '../../i18n/use-translation';
import { parseApiError } from '../../lib/api-errors';
import { useCarWords } from '../../lib/use-car-words';
import { useFormat } from '../../lib/use-format';

interface ColumnProps {
  id: number;
  position: number;
  total: number;
  query: UseQueryResult<CarPage, unknown>;
  onRemove: () => void;
}

/**
 * One car of the comparison, its rows in the same order as every other column's (the page lines them up
 * across). A car sold or removed since it was marked, or a number that is no car, says so in its column and
 * can be taken out; the others are still compared.
 */
export function CompareColumn({ id, position, total, query, onRemove }: ColumnProps) {
  const { t } = useTranslation('public');
  const { digits } = useFormat();
  const words = useCarWords();
  const data = query.data;
  const car = data?.state === 'forSale' ? data.car : null;
  const name = car ? words.carName(car) : data?.state === 'gone' ? words.carName(data) : '';
  const missing = query.isError && parseApiError(query.error).status === 404;
  return (
    <article className="card compare-column" aria-labelledby={`compare-car-${id}`}>
      <p className="compare-position">
        {t('compare.position', { number: digits(position), total: digits(total) })}
      </p>
      {car ? (
        <CarRows car={car} fairPrice={data?.state === 'forSale' ? data.fair_price : null} />
      ) : (
        <div className="compare-unavailable">
          <h2 id={`compare-car-${id}`}>{name || t('compare.carNumber', { number: digits(id) })}</h2>
          {query.isPending && <Spinner />}
          {missing && <p>{t('compare.notFound')}</p>}
          {query.isError && !missing && <LoadError onRetry={() => void query.refetch()} />}
          {data?.state === 'gone' && (
            <>
              <p>{t('compare.gone')}</p>
              <Link className="compare-tap" to={carPath({ ...data, id })}>
                {t('compare.similar')}
              </Link>
            </>
          )}
        </div>
      )}
      <button
        type="button"
        className="button button-small button-secondary compare-remove"
        onClick={onRemove}
      >
        {t('compare.remove')}
        <span className="visually-hidden"> {name || digits(id)}</span>
      </button>
    </article>
  );
}

function CarRows({ car, fairPrice }: { car: PublicStockCar; fairPrice: FairPrice | null }) {
  const { t } = useTranslation('public');
  const { digits, number, price } = useFormat();
  const words = useCarWords();
  const dealer = car.business || car.name;
  return (
    <>
      <Link to={carPath(car)} className="compare-photo" tabIndex={-1}>
        <img
          src={thumbnailUrlOf(car.pic)}
          alt={t('stock.photoOf', words.names(car))}
          width="400"
          height="263"
          decoding="async"
        />
      </Link>
      <h2 id={`compare-car-${car.id}`}>
        <Link className="compare-tap" to={carPath(car)}>
          {words.carName(car)}
        </Link>
      </h2>
      <dl className="compare-rows">
        <div>
          <dt>{t('stock.price')}</dt>
          <dd className="compare-price">{price(car.asking_price)}</dd>
        </div>
        <div>
          <dt>{t('stock.modelYear')}</dt>
          <dd>{digits(car.model_year)}</dd>
        </div>
        <div>
          <dt>{t('stock.mileage')}</dt>
          <dd>{t('stock.mileageValue', { km: number(car.mileage) })}</dd>
        </div>
        <div>
          <dt>{t('stock.engine')}</dt>
          <dd>{t('stock.ccValue', { cc: digits(car.cc) })}</dd>
        </div>
        <div>
          <dt>{t('stock.color')}</dt>
          <dd>{words.colour(car.color)}</dd>
        </div>
        <div>
          <dt>{t('stock.dealer')}</dt>
          <dd>
            <Link to={dealerPath(car)}>{dealer}</Link>
            {/* The badge where the car page has it, by the business; a dealer without one is not marked. */}
            <VerifiedBadge path={car.verify_path} dealer={dealer} />
            <DealerContact dealer={car} car={car} compact />
          </dd>
        </div>
        <div>
          <dt>{t('compare.usualPrice')}</dt>
          <dd>
            {fairPrice
              ? t('compare.usualPriceRange', {
                  low: price(fairPrice.low),
                  high: price(fairPrice.high),
                  count: fairPrice.comparables,
                  number: digits(fairPrice.comparables),
                })
              : t('compare.usualPriceNone')}
          </dd>
        </div>
      </dl>
    </>
  );
}
