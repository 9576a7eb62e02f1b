import type { UseFormRegisterReturn } from 'react-hook-form';
import { FormField } from '../../../components/form-field';
import { useTranslation } from '../../../i18n/use-translation';

interface Props {
  id: string;
  error: string | undefined;
  register: UseFormRegisterReturn;
}

/**
 * The register number of the adopted resolution that decided a committee change (year/number, as the
 * register shows it): outside an election's results the committee changes only as a meeting decided.
 */
export function ResolutionField({ id, error, register }: Props) {
  const { t } = useTranslation('admin');
  return (
    <FormField
      id={`${id}-resolution`}
      label={t('committeesAdmin.resolution')}
      hint={t('committeesAdmin.resolutionHint')}
      error={error}
      required
    >
      {(control) => (
        <input
          {...control}
          {...register}
          autoComplete="off"
          inputMode="numeric"
          lang="en"
          translate="no"
          placeholder="2026/14"
          maxLength={11}
        />
      )}
    </FormField>
  );
}
