import { asLang } from '@samity/domain';
import { type InputHTMLAttributes, type Ref, useEffect, useRef, useState } from 'react';
import { useTranslation } from '../../i18n/use-translation';
import { dayMonthYearToIso, isoToDayMonthYear, maskDayMonthYear } from './date-text';
import './date-field.css';

type TextInputProps = Omit<
  InputHTMLAttributes<HTMLInputElement>,
  'value' | 'onChange' | 'type' | 'min' | 'max'
>;

export interface DateInputProps extends TextInputProps {
  /** The date as ISO yyyy-mm-dd, or '' for none. */
  value: string;
  /** Called with the ISO date once a complete, real date is typed or picked; with '' when it is cleared or unfinished. */
  onChange(iso: string): void;
  min?: string;
  max?: string;
  /** The text box, e.g. for a form to focus the field with an error. */
  ref?: Ref<HTMLInputElement>;
}

/**
 * A date field showing day/month/year in both languages, whatever the browser's locale (a native date input
 * shows mm/dd/yyyy under an English-US one): a text box masked to dd/mm/yyyy, and a calendar button opening the
 * browser's own picker on a hidden native date input. The value in and out stays ISO yyyy-mm-dd.
 */
export function DateInput({
  value,
  onChange,
  min,
  max,
  onBlur,
  disabled,
  className,
  ref,
  ...input
}: DateInputProps) {
  const { t, i18n } = useTranslation();
  const lng = asLang(i18n.language);
  const [text, setText] = useState(() => isoToDayMonthYear(value, lng));
  const [touched, setTouched] = useState(false);
  const picker = useRef<HTMLInputElement>(null);

  // A value set from outside (a reset, the picker, another language) replaces what is shown, unless it is
  // what the text already says.
  useEffect(() => {
    setText((shown) =>
      dayMonthYearToIso(shown) === value && value !== '' ? shown : isoToDayMonthYear(value, lng),
    );
  }, [value, lng]);

  const incomplete = text !== '' && dayMonthYearToIso(text) === null;
  function type(typed: string) {
    const masked = maskDayMonthYear(typed, lng);
    setText(masked);
    const iso = dayMonthYearToIso(masked);
    const inRange = iso !== null && (!min || iso >= min) && (!max || iso <= max);
    onChange(inRange ? iso : '');
  }
  function openPicker() {
    const native = picker.current;
    if (!native) return;
    try {
      native.showPicker();
    } catch {
      native.focus(); // browsers without showPicker: the native input takes the focus and opens on a key
    }
  }

  return (
    <span className={`date-input${className ? ` ${className}` : ''}`}>
      <input
        {...input}
        ref={ref}
        type="text"
        inputMode="numeric"
        autoComplete="off"
        placeholder={t('common.dateField.placeholder')}
        value={text}
        disabled={disabled}
        aria-invalid={input['aria-invalid'] ?? (touched && incomplete ? true : undefined)}
        onChange={(event) => type(event.target.value)}
        onBlur={(event) => {
          setTouched(true);
          onBlur?.(event);
        }}
      />
      <button
        type="button"
        className="date-input-calendar"
        disabled={disabled}
        aria-label={t('common.dateField.calendar')}
        onClick={openPicker}
      >
        <svg aria-hidden="true" viewBox="0 0 24 24" width="20" height="20" focusable="false">
          <path
            fill="currentColor"
            d="M7 2h2v2h6V2h2v2h3a1 1 0 0 1 1 1v15a1 1 0 0 1-1 1H4a1 1 0 0 1-1-1V5a1 1 0 0 1 1-1h3V2Zm12 8H5v9h14v-9ZM5 8h14V6H5v2Zm2 4h3v3H7v-3Z"
          />
        </svg>
      </button>
      <input
        ref={picker}
        type="date"
        className="date-input-native"
        tabIndex={-1}
        aria-hidden="true"
        value={value}
        min={min}
        max={max}
        onChange={(event) => onChange(event.target.value)}
      />
      {touched && incomplete && <span className="date-input-hint">{t('common.dateField.incomplete')}</span>}
    </span>
  );
}
