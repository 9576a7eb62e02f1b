import { asLang, VEHICLE_COLOURS } from '@samity/domain';
import { useState } from 'react';
import type { FieldControlProps } from '../../../components/form-field';
import { useTranslation } from '../../../i18n/use-translation';

const OTHER = 'other';

/**
 * The car's colour from the bilingual list, stored by its English name (so a Bengali page says "ধূসর" and a
 * search for "ধূসর" finds it), or "Other colour" with the dealer's own words in a box of its own.
 */
export function ColourField({
  control,
  value,
  onChange,
}: {
  control: FieldControlProps;
  value: string;
  onChange(value: string): void;
}) {
  const { t, i18n } = useTranslation('member');
  const lng = asLang(i18n.language);
  const [other, setOther] = useState(value !== '' && !VEHICLE_COLOURS.some((c) => c.en === value));
  const otherId = `${control.id}-other`;
  return (
    <>
      <select
        {...control}
        value={other ? OTHER : value}
        onChange={(event) => {
          const chosen = event.target.value;
          setOther(chosen === OTHER);
          onChange(chosen === OTHER ? '' : chosen);
        }}
      >
        <option value="">{t('dashboard.stock.colourChoose')}</option>
        {VEHICLE_COLOURS.map((colour) => (
          <option key={colour.en} value={colour.en}>
            {colour[lng]}
          </option>
        ))}
        <option value={OTHER}>{t('dashboard.stock.colourOther')}</option>
      </select>
      {other && (
        <>
          <label htmlFor={otherId} className="field-label">
            {t('dashboard.stock.colourOtherLabel')}
          </label>
          <input
            id={otherId}
            type="text"
            value={value}
            maxLength={40}
            autoComplete="off"
            aria-required
            aria-invalid={control['aria-invalid']}
            aria-describedby={control['aria-describedby']}
            onChange={(event) => onChange(event.target.value)}
          />
        </>
      )}
    </>
  );
}
