import { type DepositEntryInput, PAYMENT_METHODS, todayInDhaka, ZDepositEntryInput } from '@samity/domain';
import { useId, useState } from 'react';
import { useConfirm } from '../../../components/confirm-dialog';
import { DateField } from '../../../components/date-field/date-field';
import { FormField } from '../../../components/form-field';
import { type Status, StatusBox } from '../../../components/status-box';
import { KEEP_VALUES, useZodForm } from '../../../components/use-zod-form';
import { useTranslation } from '../../../i18n/use-translation';
import { parseApiError } from '../../../lib/api-errors';
import { trpc } from '../../../lib/trpc';
import { useFormat } from '../../../lib/use-format';

/** Mistakes of the entry form, as the finance namespace words them. */
const MESSAGES = {
  amount: { required: 'deposits.amountInvalid', invalid: 'deposits.amountInvalid' },
  date: { required: 'deposits.dateInvalid', invalid: 'deposits.dateInvalid' },
} as const;

/** A new deposit entry for one member: source, date (today by default), method and amount. */
export function AddEntryForm({ memberNo }: { memberNo: string }) {
  const { t } = useTranslation('finance');
  const { t: tc } = useTranslation();
  const { taka, number } = useFormat();
  const { confirm, dialog } = useConfirm();
  const id = useId();
  const utils = trpc.useUtils();
  const add = trpc.finance.deposits.add.useMutation();
  const [status, setStatus] = useState<Status>(null);
  const defaults: DepositEntryInput = {
    member_no: memberNo,
    source: '',
    date: todayInDhaka(),
    method: 'cash',
    amount: '',
  };
  const { form, errorText, failure, submit } = useZodForm({
    schema: ZDepositEntryInput,
    defaultValues: defaults,
    ns: 'finance',
    messages: MESSAGES,
  });

  // The schema turns taka into poisha; the API takes what was typed (taka) and checks it again itself.
  const save = submit(async () => {
    setStatus(null);
    const values = form.getValues();
    let entry: Awaited<ReturnType<typeof add.mutateAsync>>;
    try {
      entry = await add.mutateAsync(values);
    } catch (error) {
      // More than the member owes is a typo as often as an advance: the server names the amount owed,
      // and the entry is recorded only once the admin confirms it.
      const parsed = parseApiError(error);
      if (parsed.key !== 'deposit.overpaymentNotConfirmed') throw error;
      const owed = number(Number(parsed.params?.owed ?? 0));
      const confirmed = await confirm({
        title: tc('reversal.overpayTitle'),
        message: tc('errors.deposit.overpaymentNotConfirmed', { owed }),
        confirmLabel: tc('reversal.overpayConfirm'),
      });
      if (!confirmed) return KEEP_VALUES;
      entry = await add.mutateAsync({ ...values, confirm_overpayment: true });
    }
    await utils.finance.deposits.invalidate();
    setStatus({ kind: 'success', text: t('deposits.entryAdded', { amount: taka(entry.amount) }) });
  });

  return (
    <form
      className="form-stack deposits-entry-form"
      noValidate
      aria-labelledby={`${id}-title`}
      onSubmit={(event) => void save(event)}
    >
      <h3 id={`${id}-title`}>{t('deposits.addEntry')}</h3>
      <div className="deposits-entry-fields">
        <FormField id={`${id}-source`} label={t('deposits.source')} error={errorText('source')} required>
          {(control) => <input {...control} {...form.register('source')} maxLength={200} />}
        </FormField>
        <FormField id={`${id}-date`} label={t('deposits.date')} error={errorText('date')} required>
          {(control) => <DateField {...control} formControl={form.control} name="date" />}
        </FormField>
        <FormField id={`${id}-method`} label={t('deposits.method')} error={errorText('method')} required>
          {(control) => (
            <select {...control} {...form.register('method')}>
              {PAYMENT_METHODS.map((method) => (
                <option key={method} value={method}>
                  {t(`deposits.methods.${method}`)}
                </option>
              ))}
            </select>
          )}
        </FormField>
        <FormField
          id={`${id}-amount`}
          label={t('deposits.amountTaka')}
          hint={t('deposits.amountHint')}
          error={errorText('amount')}
          required
        >
          {(control) => (
            <input {...control} inputMode="decimal" autoComplete="off" {...form.register('amount')} />
          )}
        </FormField>
      </div>
      {failure && (
        <div className="error-box" role="alert">
          <p>{t('deposits.entryFailed')}</p>
          <p>{failure}</p>
        </div>
      )}
      <StatusBox status={status} />
      {dialog}
      <div className="form-actions">
        <button type="submit" className="button" disabled={add.isPending}>
          {add.isPending ? t('deposits.saving') : t('deposits.addEntryButton')}
        </button>
      </div>
    </form>
  );
}
