import { carPath, type PublicStockCar, thumbnailUrlOf } from '@samity/domain';
import { Link } from 'wouter';
import { CompareToggle } from '../../../components/compare-toggle';
import { DealerContact } from '../../../components/dealer-contact';
import { VerifiedBadge } from '../../../components/verified-badge';
import { useTranslation } from '../../../i18n/use-translation';
import { useCarWords } from '../../../lib/use-car-words';
import { useFormat } from '../../../lib/use-format';

/** A car card: photo, brand, model, years, cc, color, mileage, price and the dealer. */
interface StockCardProps {
  car: PublicStockCar;
  onDetails: (car: PublicStockCar) => void;
  /** The first cards are on screen at once: load their photos now (the first is the largest paint). */
  priority?: 'high' | 'eager';
}

export function StockCard({ car, onDetails, priority }: StockCardProps) {
  const { t } = useTranslation('public');
  const { digits, number, price } = useFormat();
  const words = useCarWords();
  const names = words.names(car);
  return (
    <li className="card stock-card">
      {/* The photo opens the car's page too: the biggest thing on the card is what a thumb taps. The title
          below is the same link for the keyboard, so this one is left out of the tab order. */}
      <Link to={carPath(car)} className="stock-photo-link" tabIndex={-1}>
        <img
          src={thumbnailUrlOf(car.pic)}
          alt={t('stock.photoOf', names)}
          width="400"
          height="263"
          loading={priority ? 'eager' : 'lazy'}
          fetchPriority={priority === 'high' ? 'high' : undefined}
          decoding="async"
        />
      </Link>
      <div className="stock-card-body">
        <h2>
          {/* The car's own page: an address to share, to reload, or to open in a new tab. */}
          <Link to={carPath(car)}>
            {names.brand} {names.model}
          </Link>
        </h2>
        <p className="stock-price">{price(car.asking_price)}</p>
        <ul className="stock-facts">
          <li>
            <span className="visually-hidden">{t('stock.modelYear')}: </span>
            {digits(car.model_year)}
          </li>
          <li>{t('stock.ccValue', { cc: digits(car.cc) })}</li>
          <li>{words.colour(car.color)}</li>
          <li>{t('stock.mileageValue', { km: number(car.mileage) })}</li>
        </ul>
        <p className="stock-dealer">
          <span className="visually-hidden">{t('stock.dealer')}: </span>
          <strong>{car.business}</strong> · {car.name}
        </p>
        <VerifiedBadge path={car.verify_path} dealer={car.business || car.name} checkedOn={car.verified_on} />
        <p className="stock-address">{car.address}</p>
        <DealerContact dealer={car} car={car} compact />
        <CompareToggle car={car} />
        <button type="button" className="button button-small" onClick={() => onDetails(car)}>
          {t('stock.details')}
          <span className="visually-hidden">
            {' '}
            {t('stock.detailsOf', { ...names, year: digits(car.model_year) })}
          </span>
        </button>
      </div>
    </li>
  );
}
