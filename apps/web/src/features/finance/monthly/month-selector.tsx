import { useId } from 'react';
import { useTranslation } from '../../../i18n/use-translation';
import { useFormat } from '../../../lib/use-format';

interface Props {
  value: string;
  choices: readonly string[];
  onChange(month: string): void;
}

/** The month to show: a native select (keyboard and screen readers know it), months in the page's language. */
export function MonthSelector({ value, choices, onChange }: Props) {
  const { t } = useTranslation('finance');
  const format = useFormat();
  const id = useId();
  return (
    <div className="field month-selector">
      <label htmlFor={id}>{t('monthly.month')}</label>
      <select id={id} value={value} onChange={(event) => onChange(event.target.value)}>
        {choices.map((label) => (
          <option key={label} value={label}>
            {format.month(label)}
          </option>
        ))}
      </select>
    </div>
  );
}
