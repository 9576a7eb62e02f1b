import { PHONE_PHOTO_MEDIA, type PublicStockCar, thumbnailOf, thumbnailUrlOf } from '@samity/domain';
import { useState } from 'react';
import { useTranslation } from '../../../i18n/use-translation';
import { useCarWords } from '../../../lib/use-car-words';
import { useFormat } from '../../../lib/use-format';

/**
 * The car's large picture (the cover first, the page's largest paint) and every picture to choose from.
 * On a phone the large picture is the stored thumbnail (the size the stock's cards show; the server's head
 * preloads the same one), with a link to the full picture for a closer look; wider windows get the full one.
 */
export function CarPhotos({ car }: { car: PublicStockCar }) {
  const { t } = useTranslation('cars');
  const { digits } = useFormat();
  const words = useCarWords();
  const [shown, setShown] = useState(0);
  const pics = car.pics.length > 0 ? car.pics : [car.pic];
  const url = pics[shown] ?? car.pic;
  const phoneSize = thumbnailOf(url);
  return (
    <div className="car-photos">
      <picture>
        {phoneSize && <source media={PHONE_PHOTO_MEDIA} srcSet={phoneSize} />}
        <img
          className="car-photo-main"
          src={url}
          alt={t('page.photoOf', words.names(car))}
          // The box keeps this shape (CSS aspect-ratio, object-fit) before and after the picture arrives.
          width="800"
          height="526"
          fetchPriority={shown === 0 ? 'high' : undefined}
          decoding="async"
        />
      </picture>
      {phoneSize && (
        <a className="car-photo-full" href={url}>
          {t('page.fullPicture')}
        </a>
      )}
      {pics.length > 1 && (
        <ul className="car-photo-strip" aria-label={t('page.photos')}>
          {pics.map((pic, index) => (
            <li key={pic}>
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
                <img
                  src={thumbnailUrlOf(pic)}
                  alt=""
                  width="96"
                  height="63"
                  loading="lazy"
                  decoding="async"
                />
              </button>
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}
