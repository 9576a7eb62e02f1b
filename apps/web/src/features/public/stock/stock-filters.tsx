import {
  CC_BANDS,
  STOCK_PRICE_DEFAULT,
  STOCK_SORTS,
  STOCK_YEAR_DEFAULT,
  TEXT_MAX_LENGTH,
  takaInWords,
} from '@samity/domain';
import { useId, useState } from 'react';
import { useTranslation } from '../../../i18n/use-translation';
import { useFormat } from '../../../lib/use-format';
import { DEFAULT_STOCK_FORM, readPriceBox, type StockForm, type StockNumberBox } from './stock-query';

interface StockFiltersProps {
  form: StockForm;
  onChange: (form: StockForm) => void;
  invalid: { price: boolean; year: boolean; unreadable: StockNumberBox[] };
}

/** What an empty box means, as its hint. */
const DEFAULTS: Record<StockNumberBox, number> = {
  priceMin: STOCK_PRICE_DEFAULT.min,
  priceMax: STOCK_PRICE_DEFAULT.max,
  yearMin: STOCK_YEAR_DEFAULT.min,
  yearMax: STOCK_YEAR_DEFAULT.max,
};

const NUMBER_FIELDS = [
  ['priceMin', 'stock.priceMin'],
  ['priceMax', 'stock.priceMax'],
  ['yearMin', 'stock.yearMin'],
  ['yearMax', 'stock.yearMax'],
] as const;

/**
 * Search, price and model-year ranges, engine band and sort. Number boxes are text, so Bengali digits,
 * grouping commas and words ("১৫ লাখ", "1.5 crore") can be typed; a price box echoes what it read in words
 * of the page's language ("১৫ লাখ টাকা"), a box it cannot read says so beside it, and an empty box means the
 * default (its hint). On a phone the filters fold away behind a button so the cars come first.
 */
export function StockFilters({ form, onChange, invalid }: StockFiltersProps) {
  const { t } = useTranslation('public');
  const { digits, lng } = useFormat();
  const [open, setOpen] = useState(false);
  const panelId = useId();
  const errorId = useId();
  const set = <K extends keyof StockForm>(key: K, value: StockForm[K]) => onChange({ ...form, [key]: value });
  const rangeInvalid = (key: StockNumberBox) => (key.startsWith('price') ? invalid.price : invalid.year);
  const isPrice = (key: StockNumberBox) => key === 'priceMin' || key === 'priceMax';
  /** The box's own line under it: why it cannot be read, or (a price) what it read, in words. */
  const note = (key: StockNumberBox) => {
    if (invalid.unreadable.includes(key))
      return { error: true, text: t(isPrice(key) ? 'stock.priceUnreadable' : 'stock.yearUnreadable') };
    if (!isPrice(key) || !form[key].trim()) return null;
    const taka = readPriceBox(form[key], DEFAULTS[key]);
    return taka === null ? null : { error: false, text: takaInWords(taka, lng) };
  };

  return (
    <form className="stock-filters" onSubmit={(e) => e.preventDefault()}>
      <div className="field stock-search">
        <label htmlFor="stock-search">{t('stock.searchLabel')}</label>
        <input
          id="stock-search"
          type="search"
          value={form.search}
          placeholder={t('stock.searchPlaceholder')}
          autoComplete="off"
          maxLength={TEXT_MAX_LENGTH.search}
          onChange={(e) => set('search', e.target.value)}
        />
      </div>
      <button
        type="button"
        className="button button-secondary filters-toggle"
        aria-expanded={open}
        aria-controls={panelId}
        onClick={() => setOpen((o) => !o)}
      >
        {open ? t('stock.hideFilters') : t('stock.showFilters')}
      </button>
      <fieldset id={panelId} className={`filters-panel${open ? ' open' : ''}`}>
        <legend className="visually-hidden">{t('stock.filters')}</legend>
        {NUMBER_FIELDS.map(([key, label]) => {
          const said = note(key);
          const bad = rangeInvalid(key) || said?.error;
          const described = [said && `stock-${key}-note`, rangeInvalid(key) && errorId].filter(Boolean);
          return (
            <div className={`field${said?.error ? ' has-error' : ''}`} key={key}>
              <label htmlFor={`stock-${key}`}>{t(label)}</label>
              <input
                id={`stock-${key}`}
                type="text"
                inputMode={isPrice(key) ? 'text' : 'numeric'}
                autoComplete="off"
                value={form[key]}
                placeholder={isPrice(key) ? takaInWords(DEFAULTS[key], lng) : digits(DEFAULTS[key])}
                aria-invalid={bad || undefined}
                aria-describedby={described.length > 0 ? described.join(' ') : undefined}
                onChange={(e) => set(key, e.target.value)}
              />
              {said && (
                <p
                  id={`stock-${key}-note`}
                  className={said.error ? 'field-error' : 'field-hint'}
                  aria-live="polite"
                >
                  {said.text}
                </p>
              )}
            </div>
          );
        })}
        <div className="field filters-choice">
          <label htmlFor="stock-cc">{t('stock.cc')}</label>
          <select
            id="stock-cc"
            value={form.ccBand}
            onChange={(e) => set('ccBand', e.target.value as StockForm['ccBand'])}
          >
            <option value="">{t('stock.ccAny')}</option>
            {CC_BANDS.map((band) => (
              <option key={band} value={band}>
                {t(`stock.ccBands.${band}`)}
              </option>
            ))}
          </select>
        </div>
        <div className="field filters-choice">
          <label htmlFor="stock-sort">{t('stock.sort')}</label>
          <select
            id="stock-sort"
            value={form.sort}
            onChange={(e) => set('sort', e.target.value as StockForm['sort'])}
          >
            <option value="">{t('stock.sortNewest')}</option>
            {STOCK_SORTS.map((sort) => (
              <option key={sort} value={sort}>
                {t(`stock.sorts.${sort}`)}
              </option>
            ))}
          </select>
        </div>
        <div className="field filters-reset">
          <button
            type="button"
            className="button button-secondary"
            onClick={() => onChange(DEFAULT_STOCK_FORM)}
          >
            {t('stock.reset')}
          </button>
        </div>
      </fieldset>
      {(invalid.price || invalid.year) && (
        <p id={errorId} className="error-box" role="alert">
          {t('stock.invalidRange')}
        </p>
      )}
    </form>
  );
}
