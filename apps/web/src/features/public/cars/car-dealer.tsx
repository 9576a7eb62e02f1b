import { dealerPath, type PublicStockCar } from '@samity/domain';
import type { ReactNode } from 'react';
import { Link } from 'wouter';
import { useTranslation } from '../../../i18n/use-translation';
import { useFormat } from '../../../lib/use-format';

/** Who offers the car: the member dealer, with room for a badge (the verification page's) by the business. */
export function CarDealer({ car, badge }: { car: PublicStockCar; badge?: ReactNode }) {
  const { t } = useTranslation('cars');
  const { digits } = useFormat();
  return (
    <section className="car-dealer" aria-labelledby="car-dealer-title">
      <h2 id="car-dealer-title">{t('dealer.heading')}</h2>
      <p className="car-dealer-business">
        <strong>{car.business}</strong> {badge}
      </p>
      <dl className="details-list">
        <dt>{t('dealer.name')}</dt>
        <dd>{car.name}</dd>
        <dt>{t('dealer.memberNo')}</dt>
        <dd>{digits(car.member_no)}</dd>
        <dt>{t('dealer.address')}</dt>
        <dd>{car.address}</dd>
      </dl>
      <p>
        <Link to={dealerPath(car)}>{t('dealer.page', { dealer: car.business || car.name })}</Link>
      </p>
    </section>
  );
}
