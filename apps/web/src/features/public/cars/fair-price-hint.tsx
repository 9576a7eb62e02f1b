import { type FairPrice, formatNumber, type Lang, type PublicStockCar } from '@samity/domain';
import { useTranslation } from '../../../i18n/use-translation';
import { useCarWords } from '../../../lib/use-car-words';
import { useFormat } from '../../../lib/use-format';

/** Taka as lakh (100,000 taka), with a tenth when there is one: 1,520,000 -> "15.2". */
const lakh = (taka: number, lng: Lang) => {
  const value = Math.round(taka / 10_000) / 10;
  return formatNumber(value, lng, Number.isInteger(value) ? 0 : 1);
};

/**
 * The price hint: what other dealers usually list cars like this one at, in lakh taka, and in plain words
 * what that is based on (which cars, how many, from how many dealers), or that too few are listed to say.
 */
export function FairPriceHint({ car, fairPrice }: { car: PublicStockCar; fairPrice: FairPrice | null }) {
  const { t } = useTranslation('cars');
  const { digits, lng } = useFormat();
  const words = useCarWords();
  return (
    <section className="car-fair-price" aria-labelledby="car-fair-price-title">
      <h2 id="car-fair-price-title">{t('fairPrice.heading')}</h2>
      {fairPrice ? (
        <>
          <p>
            <strong>
              {t('fairPrice.range', { low: lakh(fairPrice.low, lng), high: lakh(fairPrice.high, lng) })}
            </strong>
          </p>
          <p className="car-fair-price-basis">
            {t(`fairPrice.basis.${fairPrice.basis}`, {
              ...words.names(car),
              cars: digits(fairPrice.comparables),
              dealers: digits(fairPrice.dealers),
              from: digits(fairPrice.year_min),
              to: digits(fairPrice.year_max),
              body: fairPrice.body ? t(`fairPrice.bodies.${fairPrice.body}`) : '',
              band:
                fairPrice.band_high === null
                  ? t('fairPrice.bandTop', { low: lakh(fairPrice.band_low ?? 0, lng) })
                  : t('fairPrice.band', {
                      low: lakh(fairPrice.band_low ?? 0, lng),
                      high: lakh(fairPrice.band_high, lng),
                    }),
            })}
          </p>
        </>
      ) : (
        <p className="car-fair-price-basis">{t('fairPrice.none')}</p>
      )}
    </section>
  );
}
