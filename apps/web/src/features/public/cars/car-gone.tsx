import { carPath, type PublicStockCar, thumbnailUrlOf } from '@samity/domain';
import { Link } from 'wouter';
import { VerifiedBadge } from '../../../components/verified-badge';
import { useTranslation } from '../../../i18n/use-translation';
import { useCarWords } from '../../../lib/use-car-words';
import { useFormat } from '../../../lib/use-format';

interface CarGoneProps {
  brand: string;
  model: string;
  model_year: number;
  similar: PublicStockCar[];
}

/** A sold or removed car's page: it says so and offers similar cars for sale. */
export function CarGone({ brand, model, model_year, similar }: CarGoneProps) {
  const { t } = useTranslation('cars');
  const { digits, price } = useFormat();
  const words = useCarWords();
  return (
    <>
      <h1>{t('gone.heading')}</h1>
      <p>{t('gone.text', { ...words.names({ brand, model }), year: digits(model_year) })}</p>
      <h2>{t('gone.similar')}</h2>
      {similar.length === 0 ? (
        <p>{t('gone.noSimilar')}</p>
      ) : (
        <ul className="car-similar">
          {similar.map((car) => (
            <li key={car.id} className="card">
              <img
                src={thumbnailUrlOf(car.pic)}
                alt=""
                width="400"
                height="263"
                loading="lazy"
                decoding="async"
              />
              <Link to={carPath(car)}>
                {words.carName(car)} {digits(car.model_year)}
              </Link>
              <span className="car-similar-price">{price(car.asking_price)}</span>
              <VerifiedBadge
                path={car.verify_path}
                dealer={car.business || car.name}
                checkedOn={car.verified_on}
                inset
              />
            </li>
          ))}
        </ul>
      )}
      <Link className="button" to="/Stocklist">
        {t('gone.seeAll')}
      </Link>
    </>
  );
}
