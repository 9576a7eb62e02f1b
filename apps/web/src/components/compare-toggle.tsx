import { COMPARE_MAX_CARS, comparePath } from '@samity/domain';
import { useState } from 'react';
import { Link } from 'wouter';
import { useTranslation } from '../i18n/use-translation';
import { markToCompare, unmarkToCompare, useCompareList } from '../lib/compare-list';
import { useCarWords } from '../lib/use-car-words';
import { useFormat } from '../lib/use-format';
import './compare-toggle.css';

interface ComparedCar {
  id: number;
  brand: string;
  model: string;
  model_year: number;
}

/**
 * "Compare" on a car's card and page: a toggle (pressed while the car is marked) and, once a car is marked,
 * the link to the comparison. A fourth car is refused where it was asked for, saying why and how to go on, so
 * none of the three already chosen is dropped behind the buyer's back.
 */
export function CompareToggle({ car }: { car: ComparedCar }) {
  const { t } = useTranslation('public');
  const { digits } = useFormat();
  const words = useCarWords();
  const marked = useCompareList();
  const [full, setFull] = useState(false);
  const chosen = marked.includes(car.id);
  const toggle = () => {
    if (chosen) {
      unmarkToCompare(car.id);
      setFull(false);
    } else setFull(markToCompare(car.id) === 'full');
  };
  const open = (
    <Link to={comparePath(marked)} className="compare-open">
      {t('compare.open', { count: marked.length, number: digits(marked.length) })}
    </Link>
  );
  return (
    <div className="compare-toggle">
      <button
        type="button"
        className="button button-small button-secondary"
        aria-pressed={chosen}
        onClick={toggle}
      >
        <span aria-hidden="true" className="compare-check">
          {chosen ? '✓' : '+'}
        </span>{' '}
        {t('compare.mark')}
        <span className="visually-hidden">
          {' '}
          {t('stock.detailsOf', { ...words.names(car), year: digits(car.model_year) })}
        </span>
      </button>
      {chosen && open}
      {full && !chosen && (
        <p role="alert" className="compare-full">
          {t('compare.full', { max: digits(COMPARE_MAX_CARS) })} {open}
        </p>
      )}
    </div>
  );
}
