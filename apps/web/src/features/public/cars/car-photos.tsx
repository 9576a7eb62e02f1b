import type { PublicStockCar } from '@samity/domain';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useFormat } from '../../../lib/use-format';

/** The car's large picture (the cover first, the page's largest paint) and every picture to choose from. */
export function CarPhotos({ car }: { car: PublicStockCar }) {
  const { t } = useTranslation('cars');
  const { digits } = useFormat();
  const [shown, setShown] = useState(0);
  const pics = car.pics.length > 0 ? car.pics : [car.pic];
  return (
    <div className="car-photos">
      <img
        className="car-photo-main"
        src={pics[shown] ?? car.pic}
        alt={t('page.photoOf', { brand: car.brand, model: car.model })}
        width="800"
        height="526"
        fetchPriority={shown === 0 ? 'high' : undefined}
        decoding="async"
      />
      {pics.length > 1 && (
        <ul className="car-photo-strip" aria-label={t('page.photos')}>
          {pics.map((url, index) => (
            <li key={url}>
              <button
                type="button"
                aria-pressed={index === shown}
                aria-label={t('page.photoNumber', {
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
    </div>
  );
}
