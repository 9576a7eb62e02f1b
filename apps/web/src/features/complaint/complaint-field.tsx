import { useTranslation } from 'react-i18next';
import type { ComplaintField } from './complaint-validation';

interface FieldProps {
  name: ComplaintField;
  label: string;
  value: string;
  onChange: (value: string) => void;
  error?: string; // i18n key
  required?: boolean;
  hint?: string;
  multiline?: boolean;
  type?: 'text' | 'tel';
  autoComplete?: string;
  maxLength: number;
}

/** A labelled form field; its hint and error are tied to the input for screen readers. */
export function ComplaintFormField({
  name,
  label,
  value,
  onChange,
  error,
  required,
  hint,
  multiline,
  type = 'text',
  autoComplete,
  maxLength,
}: FieldProps) {
  const { t } = useTranslation();
  const id = `complaint-${name}`;
  const described = [hint && `${id}-hint`, error && `${id}-error`].filter(Boolean).join(' ') || undefined;
  const common = {
    id,
    name,
    value,
    maxLength,
    autoComplete,
    'aria-required': required || undefined,
    'aria-invalid': error ? true : undefined,
    'aria-describedby': described,
  };
  return (
    <div className={`field${error ? ' has-error' : ''}`}>
      <label htmlFor={id}>
        {label}
        {required ? (
          <span aria-hidden="true"> *</span>
        ) : (
          <span className="optional"> {t('complaint.optional')}</span>
        )}
      </label>
      {hint && (
        <span id={`${id}-hint`} className="field-hint">
          {hint}
        </span>
      )}
      {multiline ? (
        <textarea {...common} rows={6} onChange={(e) => onChange(e.target.value)} />
      ) : (
        <input
          {...common}
          type={type}
          inputMode={type === 'tel' ? 'tel' : undefined}
          onChange={(e) => onChange(e.target.value)}
        />
      )}
      {error && (
        <span id={`${id}-error`} className="field-error">
          {t(error)}
        </span>
      )}
    </div>
  );
}
