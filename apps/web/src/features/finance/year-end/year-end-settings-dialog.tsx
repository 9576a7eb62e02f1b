import {
  BN_MONTH_NAMES,
  MONTH_NAMES,
  percentOfBp,
  type YearEndSettings,
  ZYearEndSettingsForm,
} from '@samity/domain';
import { useId, useLayoutEffect } from 'react';
import { FormDialog } from '../../../components/form-dialog';
import { FormField } from '../../../components/form-field';
import { useZodForm } from '../../../components/use-zod-form';
import { useTranslation } from '../../../i18n/use-translation';
import { trpc } from '../../../lib/trpc';
import { useFormat } from '../../../lib/use-format';

const RATES = ['reserve', 'development', 'other_funds_max', 'dividend_cap'] as const;

interface Props {
  open: boolean;
  current: YearEndSettings;
  onClose(): void;
  onSaved(): void;
}

/**
 * The financial year's first month, the appropriation rates and the dividend's cap (Full_Access), typed in
 * percent. Once a
 * year is closed the first month is locked (the server refuses a change): it is shown, not offered.
 */
export function YearEndSettingsDialog({ open, current, onClose, onSaved }: Props) {
  const { t } = useTranslation('yearend', { keyPrefix: 'yearEnd' });
  const { lng } = useFormat();
  const id = useId();
  const utils = trpc.useUtils();
  const save = trpc.finance.yearEnd.updateSettings.useMutation();
  const months = lng === 'bn' ? BN_MONTH_NAMES : MONTH_NAMES;
  const blank = () => ({
    first_month: String(current.first_month),
    reserve: percentOfBp(current.reserve_bp),
    development: percentOfBp(current.development_bp),
    other_funds_max: percentOfBp(current.other_funds_max_bp),
    dividend_cap: percentOfBp(current.dividend_cap_bp),
  });
  const { form, errorText, failure, submit, discard } = useZodForm({
    schema: ZYearEndSettingsForm,
    defaultValues: blank(),
    ns: 'yearend',
    failureKey: 'yearEnd.settings.saveFailed',
    messages: {
      reserve: { invalid: 'yearEnd.settings.errors.reserve', required: 'yearEnd.settings.errors.reserve' },
      development: { invalid: 'yearEnd.settings.errors.percent' },
      other_funds_max: { invalid: 'yearEnd.settings.errors.total' },
      dividend_cap: {
        invalid: 'yearEnd.settings.errors.dividendCap',
        required: 'yearEnd.settings.errors.dividendCap',
        tooLong: 'yearEnd.settings.errors.dividendCap',
      },
    },
  });
  // The form opens on what is stored now (it may have been saved since the page loaded).
  // Before the opened dialog is painted, so nothing typed into it can be overwritten by this reset.
  useLayoutEffect(() => {
    if (open) form.reset(blank());
  }, [open]);

  const close = () => {
    discard();
    onClose();
  };
  const run = submit(async (values) => {
    await save.mutateAsync(values);
    await utils.finance.yearEnd.invalidate();
    onSaved();
  });

  return (
    <FormDialog
      open={open}
      title={t('settings.title')}
      onClose={close}
      onSubmit={(event) => void run(event)}
      submitLabel={t('settings.save')}
      busyLabel={t('settings.saving')}
      busy={save.isPending}
      failure={failure}
    >
      {current.locked ? (
        <div className="year-end-locked">
          <p>
            <strong>{t('settings.firstMonth')}</strong>: {months[current.first_month - 1]}
          </p>
          <p>{t('settings.locked')}</p>
        </div>
      ) : (
        <FormField
          id={`${id}-first_month`}
          label={t('settings.firstMonth')}
          hint={t('settings.firstMonthHint')}
          error={errorText('first_month')}
          required
        >
          {(control) => (
            <select {...control} {...form.register('first_month')}>
              {months.map((name, i) => (
                <option key={name} value={String(i + 1)}>
                  {name}
                </option>
              ))}
            </select>
          )}
        </FormField>
      )}
      {RATES.map((name) => (
        <FormField
          key={name}
          id={`${id}-${name}`}
          label={t(`settings.fields.${name}`)}
          hint={t(`settings.hints.${name}`)}
          error={errorText(name)}
          required
        >
          {(control) => (
            <input {...control} {...form.register(name)} inputMode="decimal" autoComplete="off" />
          )}
        </FormField>
      ))}
    </FormDialog>
  );
}
