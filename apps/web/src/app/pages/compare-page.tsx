import { COMPARE_MAX_CARS, compareIdsOf, comparePath } from '@samity/domain';
import { useEffect } from 'react';
import { Link } from 'wouter';
import { ShareActions } from '../../features/public/cars/share-actions';
import { useTranslation } from '../../i18n/use-translation';
import { parseApiError } from '../../lib/api-errors';
import { unmarkToCompare, useCompareList } from '../../lib/compare-list';
import { useAddress, useNavigate } from '../../lib/navigation';
import { trpc } from '../../lib/trpc';
import { useFormat } from '../../lib/use-format';
import { usePageMeta } from '../../lib/use-page-meta';
import { CompareColumn } from './compare-column';
import '../../features/public/cars/cars.css';
import './compare-page.css';

/**
 * /compare?cars=12,34,56: up to three cars side by side, each with the same rows (price, model year, mileage,
 * engine, colour, the dealer with their badge, the usual price of similar cars), so a row reads across. On a
 * phone the columns are a row to swipe, one car at a time; from 768 px all of them are side by side. The cars
 * are the address's, so the page is a link to share; opened with none, it shows the cars this device marked.
 * Each car is its car page's own cached answer (public.carPages.get), asked for together in one request.
 */
export function ComparePage() {
  const { t } = useTranslation('public');
  const { digits, lng } = useFormat();
  usePageMeta(t('compare.title'), t('compare.metaDescription'));
  const address = useAddress();
  const navigate = useNavigate();
  const marked = useCompareList();
  const ids = compareIdsOf(address.search);
  const lang = new URLSearchParams(address.search).get('lang');

  // An address without cars (the header's way in, or a bookmark) opens this device's marked cars.
  const openMarked = ids.length === 0 && marked.length > 0;
  useEffect(() => {
    if (openMarked) navigate(comparePath(marked), { replace: true });
  }, [openMarked, marked, navigate]);

  const cars = trpc.useQueries((q) =>
    ids.map((id) =>
      q.public.carPages.get(
        { id },
        { retry: (count, error) => parseApiError(error).status !== 404 && count < 2 },
      ),
    ),
  );

  const remove = (id: number) => {
    unmarkToCompare(id);
    const rest = ids.filter((other) => other !== id);
    const query = lang === 'bn' || lang === 'en' ? `${rest.length ? '&' : '?'}lang=${lang}` : '';
    navigate(`${comparePath(rest)}${query}`, { replace: true });
  };

  const url = `${window.location.origin}${comparePath(ids)}${lng === 'bn' ? '&lang=bn' : ''}`;
  return (
    <section className="page compare-page">
      <h1>{t('compare.heading')}</h1>
      {ids.length === 0 ? (
        <div className="compare-empty">
          <p>{t('compare.empty', { max: digits(COMPARE_MAX_CARS) })}</p>
          <Link className="button" to="/Stocklist">
            {t('compare.seeStock')}
          </Link>
        </div>
      ) : (
        <>
          <p className="compare-intro">
            {t('compare.intro', { count: ids.length, number: digits(ids.length) })}
            {ids.length > 1 && <span className="compare-swipe"> {t('compare.swipe')}</span>}
          </p>
          <section
            className="compare-columns"
            aria-label={t('compare.columns')}
            // biome-ignore lint/a11y/noNoninteractiveTabindex: a row that scrolls sideways on a phone must be reachable by keyboard to scroll it
            tabIndex={0}
          >
            {ids.map((id, i) => (
              <CompareColumn
                key={id}
                id={id}
                position={i + 1}
                total={ids.length}
                query={cars[i]!}
                onRemove={() => remove(id)}
              />
            ))}
          </section>
          <div className="compare-share car-actions">
            <ShareActions
              url={url}
              title={t('compare.shareTitle', { count: ids.length, number: digits(ids.length) })}
            />
          </div>
        </>
      )}
    </section>
  );
}
