import { FINANCE_LIMITS } from '@samity/domain';
import { useState } from 'react';
import { useTranslation } from '../../../i18n/use-translation';

/**
 * The ledger's source filter: the whole source, as the year-end statements group entries (letter case kept),
 * applied when the field is left or Enter is pressed rather than at each letter, since a part of a source
 * matches nothing.
 */
export function SourceFilter({
  id,
  value,
  onChange,
}: {
  id: string;
  value: string;
  onChange(source: string): void;
}) {
  const { t } = useTranslation('finance');
  const [typed, setTyped] = useState(value);
  // The address changed it (a link, Clear filters): show what is applied.
  const [shown, setShown] = useState(value);
  if (shown !== value) {
    setShown(value);
    setTyped(value);
  }
  const apply = () => {
    if (typed.trim() !== value) onChange(typed.trim());
  };
  return (
    <div className="field">
      <label htmlFor={id}>{t('ledger.filters.source')}</label>
      <input
        id={id}
        type="search"
        value={typed}
        maxLength={FINANCE_LIMITS.source}
        onChange={(event) => setTyped(event.target.value)}
        onBlur={apply}
        onKeyDown={(event) => {
          if (event.key === 'Enter') apply();
        }}
      />
    </div>
  );
}
