import type { PublicStockCar } from '@samity/domain';
import { useEffect, useState } from 'react';
import { EnquireButton } from '../../../components/enquiry/enquire-button';
import { Modal } from '../../../components/modal';
import { useTranslation } from '../../../i18n/use-translation';
import { useCarWords } from '../../../lib/use-car-words';
import { useFormat } from '../../../lib/use-format';

/**
 * A car's detail view: the larger photo with every picture of the car to choose from (cover first), every
 * fact and the dealer's contact.
 */
export function StockDetails({ car, onClose }: { car: PublicStockCar | null; onClose: () => void }) {
  const { t } = useTranslation('public');
  const { digits, number, price } = useFormat();
  const words = useCarWords();
  const [shown, setShown] = useState(0);
  // A newly opened car starts at its cover.
  useEffect(() => setShown(0), [car?.id]);
  const pics = car ? (car.pics.length > 0 ? car.pics : [car.pic]) : [];
  const title = car ? t('stock.detailsOf', { ...words.names(car), year: digits(car.model_year) }) : '';
  return (
    <Modal open={car !== null} onClose={onClose} title={title} className="stock-modal">
      {car && (
        <div className="stock-details">
          <img
            src={pics[shown] ?? car.pic}
            alt={t('stock.photoOf', words.names(car))}
            width="640"
            height="420"
            decoding="async"
          />
          {pics.length > 1 && (
            <ul className="stock-photo-strip" aria-label={t('stock.photos')}>
              {pics.map((url, index) => (
                <li key={url}>
                  <button
                    type="button"
                    aria-pressed={index === shown}
                    aria-label={t('stock.photoNumber', {
                      number: digits(index + 1),
                      count: pics.length,
                      total: digits(pics.length),
                    })}
                    onClick={() => setShown(index)}
                  >
                    <img src={url} alt="" width="96" height="63" loading="lazy" decoding="async" />
                  </button>
                </li>
              ))}
            </ul>
          )}
          <p className="stock-price">{price(car.asking_price)}</p>
          <dl className="details-list">
            <dt>{t('stock.brand')}</dt>
            <dd>{words.brand(car.brand)}</dd>
            <dt>{t('stock.model')}</dt>
            <dd>{words.model(car.model)}</dd>
            <dt>{t('stock.modelYear')}</dt>
            <dd>{digits(car.model_year)}</dd>
            <dt>{t('stock.regYear')}</dt>
            <dd>{digits(car.reg_year)}</dd>
            <dt>{t('stock.engine')}</dt>
            <dd>{t('stock.ccValue', { cc: digits(car.cc) })}</dd>
            <dt>{t('stock.color')}</dt>
            <dd>{words.colour(car.color)}</dd>
            <dt>{t('stock.mileage')}</dt>
            <dd>{t('stock.mileageValue', { km: number(car.mileage) })}</dd>
          </dl>
          <section className="dealer-contact" aria-labelledby="dealer-contact-title">
            <h3 id="dealer-contact-title">{t('stock.contact')}</h3>
            <dl className="details-list">
              <dt>{t('stock.dealer')}</dt>
              <dd>{car.name}</dd>
              <dt>{t('stock.memberNo')}</dt>
              <dd>{digits(car.member_no)}</dd>
              <dt>{t('stock.business')}</dt>
              <dd>{car.business}</dd>
              <dt>{t('stock.address')}</dt>
              <dd>{car.address}</dd>
            </dl>
            {car.phone && (
              <a className="button" href={`tel:${car.phone}`}>
                {t('stock.call', { phone: digits(car.phone) })}
              </a>
            )}
            {/* The enquiry form reaches the dealer by SMS, for buyers who would rather not call. */}
            <EnquireButton car={car} />
          </section>
        </div>
      )}
    </Modal>
  );
}
