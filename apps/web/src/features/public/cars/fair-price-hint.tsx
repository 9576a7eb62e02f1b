import { FAIR_PRICE_YEAR_SPAN, type FairPrice, type PublicStockCar } from '@samity/domain';
import { useTranslation } from '../../../i18n/use-translation';
import { useFormat } from '../../../lib/use-format';

/**
 * The fair-price hint: the middle half of comparable cars' asking prices, where this car falls, and what
 * that is computed from (or that too few cars were listed to say).
 */
export function FairPriceHint({ car, fairPrice }: { car: PublicStockCar; fairPrice: FairPrice | null }) {
  const { t } = useTranslation('cars');
  const { digits, taka } = useFormat();
  const names = { brand: car.brand, model: car.model };
  return (
    <section className="car-fair-price" aria-labelledby="car-fair-price-title">
      <h2 id="car-fair-price-title">{t('fairPrice.heading')}</h2>
      {fairPrice ? (
        <>
          <p>
            <strong>{t('fairPrice.range', { low: taka(fairPrice.low), high: taka(fairPrice.high) })}</strong>{' '}
            {t(`fairPrice.${fairPrice.position}`)}
          </p>
          <p className="car-fair-price-basis">
            {t('fairPrice.basis', {
              ...names,
              count: fairPrice.comparables,
              number: digits(fairPrice.comparables),
              from: digits(fairPrice.year_min),
              to: digits(fairPrice.year_max),
            })}
          </p>
        </>
      ) : (
        <p className="car-fair-price-basis">
          {t('fairPrice.none', {
            ...names,
            from: digits(car.model_year - FAIR_PRICE_YEAR_SPAN),
            to: digits(car.model_year + FAIR_PRICE_YEAR_SPAN),
          })}
        </p>
      )}
    </section>
  );
}
