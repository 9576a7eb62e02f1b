import { MEMBER_FIELD_MAX } from '@samity/domain';
import type { FieldValues, Path, UseFormRegister } from 'react-hook-form';
import { useTranslation } from '../../i18n/use-translation';
import { FormField } from '../form-field';

type TextField = 'member_no' | 'name' | 'father' | 'business' | 'address' | 'phone';

const MAX: Record<TextField, number> = { ...MEMBER_FIELD_MAX, member_no: 20, phone: 30 };

interface Props<T extends FieldValues> {
  id: string;
  fields: readonly TextField[];
  register: UseFormRegister<T>;
  errorText(name: Path<T>): string | undefined;
  required?: readonly TextField[];
  onMemberNoBlur?: (memberNo: string) => void;
}

/** The member's text fields as Add member, Update member and Deceased add show them, in this order. */
export function MemberFormFields<T extends FieldValues>({
  id,
  fields,
  register,
  errorText,
  required = ['member_no', 'name', 'phone'],
  onMemberNoBlur,
}: Props<T>) {
  const { t } = useTranslation('admin');
  return (
    <>
      {fields.map((name) => {
        const field = register(name as Path<T>);
        return (
          <FormField
            key={name}
            id={`${id}-${name}`}
            label={t(`membersAdmin.${name === 'member_no' ? 'memberNo' : name}`)}
            error={errorText(name as Path<T>)}
            required={required.includes(name)}
          >
            {(control) =>
              name === 'address' ? (
                <textarea {...control} {...field} rows={2} maxLength={MAX[name]} />
              ) : (
                <input
                  {...control}
                  {...field}
                  type={name === 'phone' ? 'tel' : 'text'}
                  inputMode={name === 'phone' ? 'tel' : undefined}
                  autoComplete="off"
                  maxLength={MAX[name]}
                  onBlur={(event) => {
                    void field.onBlur(event);
                    if (name === 'member_no') onMemberNoBlur?.(event.currentTarget.value.trim());
                  }}
                />
              )
            }
          </FormField>
        );
      })}
    </>
  );
}
