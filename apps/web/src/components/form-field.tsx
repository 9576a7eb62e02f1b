import type { ReactNode } from 'react';
import { useTranslation } from '../i18n/use-translation';
import './form.css';

/** What a field's control needs to be tied to its label, hint and error. */
export interface FieldControlProps {
  id: string;
  'aria-invalid'?: true;
  'aria-required'?: true;
  'aria-describedby'?: string;
}

interface FormFieldProps {
  id: string;
  label: string;
  /** Shown under the label, always (a format, a rule). */
  hint?: string;
  /** The message to show, already in the page's language. */
  error?: string;
  /** Marks the field with * (and aria-required); otherwise it is labelled "(optional)" when `optional`. */
  required?: boolean;
  optional?: boolean;
  /** The control, given the ids and ARIA attributes that tie it to the label, hint and error. */
  children: (control: FieldControlProps) => ReactNode;
}

/** The ARIA attributes of a field's control; exported for the unit test. */
export function fieldControlProps(
  id: string,
  { hint, error, required }: Pick<FormFieldProps, 'hint' | 'error' | 'required'>,
): FieldControlProps {
  const described = [hint && `${id}-hint`, error && `${id}-error`].filter(Boolean).join(' ');
  return {
    id,
    ...(error ? { 'aria-invalid': true } : {}),
    ...(required ? { 'aria-required': true } : {}),
    ...(described ? { 'aria-describedby': described } : {}),
  };
}

/**
 * A labelled form field: label with a required mark or "(optional)", a hint and an inline error, both tied
 * to the control for screen readers. The control itself (input, select, textarea) is the caller's, so a
 * form library's `register` spreads onto it unchanged.
 */
export function FormField({ id, label, hint, error, required, optional, children }: FormFieldProps) {
  const { t } = useTranslation();
  return (
    <div className={`field${error ? ' has-error' : ''}`}>
      <span className="field-label">
        <label htmlFor={id}>
          {label}
          {!required && optional && <span className="optional"> {t('common.form.optional')}</span>}
        </label>
        {/* Outside the label, so the field's name stays exactly its label; aria-required says it instead. */}
        {required && <span aria-hidden="true"> *</span>}
      </span>
      {hint && (
        <p id={`${id}-hint`} className="field-hint">
          {hint}
        </p>
      )}
      {children(fieldControlProps(id, { hint, error, required }))}
      {error && (
        <p id={`${id}-error`} className="field-error">
          {error}
        </p>
      )}
    </div>
  );
}
