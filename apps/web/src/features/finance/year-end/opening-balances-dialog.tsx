import {
  financialYear,
  financialYearOf,
  todayInDhaka,
  type YearEndSettings,
  ZOpeningBalancesInput,
} from '@samity/domain';
import { useId, useLayoutEffect } from 'react';
import { FormDialog } from '../../../components/form-dialog';
import { FormField } from '../../../components/form-field';
import { useZodForm } from '../../../components/use-zod-form';
import { useTranslation } from '../../../i18n/use-translation';
import { trpc } from '../../../lib/trpc';
import { useFormat } from '../../../lib/use-format';

const AMOUNTS = [
  'cash',
  'bank',
  'wallet',
  'dues_receivable',
  'member_deposits',
  'reserve_fund',
  'development_fund',
  'other_funds',
] as const;

interface Props {
  open: boolean;
  firstMonth: number;
  current: YearEndSettings['opening'];
  onClose(): void;
  onSaved(): void;
}

/**
 * The opening balances of the first financial year kept in Samity: dated on that year's first day, in taka.
 * They can be corrected until the first year is closed (the server refuses afterwards).
 */
export function OpeningBalancesDialog({ open, firstMonth, current, onClose, onSaved }: Props) {
  const { t } = useTranslation('yearend', { keyPrefix: 'yearEnd' });
  const format = useFormat();
  const id = useId();
  const utils = trpc.useUtils();
  const save = trpc.finance.yearEnd.saveOpening.useMutation();
  const thisYear = financialYearOf(todayInDhaka(), firstMonth).year;
  const starts = Array.from({ length: 11 }, (_, i) => financialYear(thisYear - i, firstMonth));
  const blank = () => ({
    as_of: current?.as_of ?? starts[0]!.start,
    ...Object.fromEntries(AMOUNTS.map((name) => [name, current ? String(current[name]) : '0'])),
  });
  const { form, errorText, failure, submit, discard } = useZodForm({
    schema: ZOpeningBalancesInput,
    defaultValues: blank() as never,
    ns: 'yearend',
    failureKey: 'yearEnd.opening.saveFailed',
  });
  // The form opens on what is stored now (it may have been saved since the page loaded).
  // Before the opened dialog is painted, so nothing typed into it can be overwritten by this reset.
  useLayoutEffect(() => {
    if (open) form.reset(blank() as never);
  }, [open]);

  const close = () => {
    discard();
    onClose();
  };
  // The schema's output is in poisha: the API takes the taka that were typed.
  const run = submit(async () => {
    await save.mutateAsync(form.getValues() as never);
    await utils.finance.yearEnd.invalidate();
    onSaved();
  });

  return (
    <FormDialog
      open={open}
      title={t('opening.title')}
      onClose={close}
      onSubmit={(event) => void run(event)}
      submitLabel={t('opening.save')}
      busyLabel={t('opening.saving')}
      busy={save.isPending}
      failure={failure}
    >
      <FormField id={`${id}-as_of`} label={t('opening.asOf')} error={errorText('as_of')} required>
        {(control) => (
          <select {...control} {...form.register('as_of')}>
            {starts.map((fy) => (
              <option key={fy.start} value={fy.start}>
                {format.date(fy.start)}
              </option>
            ))}
          </select>
        )}
      </FormField>
      {AMOUNTS.map((name) => (
        <FormField
          key={name}
          id={`${id}-${name}`}
          label={t(`opening.fields.${name}`)}
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
