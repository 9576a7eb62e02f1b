import { type Control, type FieldValues, type Path, useController } from 'react-hook-form';
import type { FieldControlProps } from '../form-field';
import { DateInput } from './date-input';

interface DateFieldProps<T extends FieldValues, C, V extends FieldValues> extends FieldControlProps {
  /** The form's control (useZodForm's form.control) and the date field's name in it. */
  formControl: Control<T, C, V>;
  name: Path<T>;
  /** What an empty field holds: '' (the default) or null for an optional date the schema takes as null. */
  empty?: '' | null;
  min?: string;
  max?: string;
}

/** DateInput tied to a form field: the form holds the ISO date (yyyy-mm-dd) exactly as a native date input gave it. */
export function DateField<T extends FieldValues, C, V extends FieldValues>({
  formControl,
  name,
  empty = '',
  ...rest
}: DateFieldProps<T, C, V>) {
  const { field } = useController({ control: formControl, name });
  return (
    <DateInput
      {...rest}
      ref={field.ref}
      name={field.name}
      value={typeof field.value === 'string' ? field.value : ''}
      onChange={(iso) => field.onChange(iso === '' ? empty : iso)}
      onBlur={field.onBlur}
    />
  );
}
