import type { StockSearchResult } from '@samity/domain';
import { useTranslation } from '../../../i18n/use-translation';
import { useCarWords } from '../../../lib/use-car-words';

/**
 * "Did you mean Toyota Axio?" under a search that found nothing: the known name nearest to it, in the page's
 * language; pressing it searches for that name (the vocabulary reads the Bengali name as well as the English).
 */
export function StockSuggestion({
  suggestion,
  onChoose,
}: {
  suggestion: NonNullable<StockSearchResult['suggestion']>;
  onChoose(name: string): void;
}) {
  const { t } = useTranslation('public');
  const words = useCarWords();
  const name = suggestion.model
    ? words.carName({ brand: suggestion.brand, model: suggestion.model })
    : words.brand(suggestion.brand);
  return (
    <p className="stock-suggestion">
      {t('stock.didYouMean')}{' '}
      <button type="button" className="button button-small" onClick={() => onChoose(name)}>
        {name}
      </button>
      ?
    </p>
  );
}
