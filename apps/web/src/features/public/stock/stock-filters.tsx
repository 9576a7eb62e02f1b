import { CC_BANDS, STOCK_SORTS, TEXT_MAX_LENGTH } from '@samity/domain';
import { useId, useState } from 'react';
import { useTranslation } from '../../../i18n/use-translation';
import { useFormat } from '../../../lib/use-format';
import { DEFAULT_STOCK_FORM, type StockForm } from './stock-query';

interface StockFiltersProps {
  form: StockForm;
  onChange: (form: StockForm) => void;
  invalid: { price: boolean; year: boolean };
}

const NUMBER_FIELDS = [
  ['priceMin', 'stock.priceMin'],
  ['priceMax', 'stock.priceMax'],
  ['yearMin', 'stock.yearMin'],
  ['yearMax', 'stock.yearMax'],
] as const;

/**
 * Search, price and model-year ranges, engine band and sort. Number boxes are text with a numeric
 * keyboard so Bengali digits and grouping commas can be typed; an emptied box means the default.
 * On a phone the filters fold away behind a button so the cars come first.
 */
export function StockFilters({ form, onChange, invalid }: StockFiltersProps) {
  const { t } = useTranslation('public');
  const { digits } = useFormat();
  const [open, setOpen] = useState(false);
  const panelId = useId();
  const errorId = useId();
  const set = <K extends keyof StockForm>(key: K, value: StockForm[K]) => onChange({ ...form, [key]: value });
  const rangeInvalid = (key: (typeof NUMBER_FIELDS)[number][0]) =>
    key.startsWith('price') ? invalid.price : invalid.year;

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
        {NUMBER_FIELDS.map(([key, label]) => (
          <div className="field" key={key}>
            <label htmlFor={`stock-${key}`}>{t(label)}</label>
            <input
              id={`stock-${key}`}
              type="text"
              inputMode="numeric"
              autoComplete="off"
              value={form[key]}
              placeholder={digits(DEFAULT_STOCK_FORM[key])}
              aria-invalid={rangeInvalid(key) || undefined}
              aria-describedby={rangeInvalid(key) ? errorId : undefined}
              onChange={(e) => set(key, e.target.value)}
            />
          </div>
        ))}
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
