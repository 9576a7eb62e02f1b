import type { AlertFilters } from '@samity/domain';
import { useTranslation } from '../../../i18n/use-translation';
import { useFormat } from '../../../lib/use-format';

/**
 * What is about to be saved, in words: the buyer sees the search the SMS will follow (the filters are set on
 * the page behind the dialog, partly folded away on a phone). The engine bands' names are the stock page's.
 */
export function SearchSummary({ filters }: { filters: AlertFilters }) {
  const { t } = useTranslation('alerts');
  const { number, digits } = useFormat();
  const parts = [
    filters.search ? `“${filters.search}”` : t('save.anyCar'),
    `৳${number(filters.price_min)}–৳${number(filters.price_max)}`,
    `${digits(filters.year_min)}–${digits(filters.year_max)}`,
    filters.cc_band
      ? t(`stock.ccBands.${filters.cc_band}`, { ns: 'public' })
      : t('stock.ccAny', { ns: 'public' }),
  ];
  return (
    <p>
      <strong>{t('save.summary')}</strong> {parts.join(' · ')}
    </p>
  );
}
