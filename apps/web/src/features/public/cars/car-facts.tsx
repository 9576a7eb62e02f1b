import type { PublicStockCar } from '@samity/domain';
import { useTranslation } from '../../../i18n/use-translation';
import { useCarWords } from '../../../lib/use-car-words';
import { useFormat } from '../../../lib/use-format';

/** The asking price and every fact of the car. */
export function CarFacts({ car }: { car: PublicStockCar }) {
  const { t } = useTranslation('cars');
  const { digits, number, price } = useFormat();
  const words = useCarWords();
  return (
    <section className="car-facts" aria-labelledby="car-facts-title">
      <p className="car-price">
        <span className="visually-hidden">{t('page.price')}: </span>
        {price(car.asking_price)}
      </p>
      <h2 id="car-facts-title" className="visually-hidden">
        {t('page.facts')}
      </h2>
      <dl className="details-list">
        <dt>{t('page.brand')}</dt>
        <dd>{words.brand(car.brand)}</dd>
        <dt>{t('page.model')}</dt>
        <dd>{words.model(car.model)}</dd>
        <dt>{t('page.modelYear')}</dt>
        <dd>{digits(car.model_year)}</dd>
        <dt>{t('page.regYear')}</dt>
        <dd>{digits(car.reg_year)}</dd>
        <dt>{t('page.engine')}</dt>
        <dd>{t('page.ccValue', { cc: digits(car.cc) })}</dd>
        <dt>{t('page.color')}</dt>
        <dd>{words.colour(car.color)}</dd>
        <dt>{t('page.mileage')}</dt>
        <dd>{t('page.mileageValue', { km: number(car.mileage) })}</dd>
      </dl>
    </section>
  );
}
