import {
  type MonthlyContributionRow,
  type MonthlyPaymentInput,
  PAYMENT_METHODS,
  todayInDhaka,
  ZMonthlyPaymentInput,
} from '@samity/domain';
import { useEffect, useId, useRef, useState } from 'react';
import { useConfirm } from '../../../components/confirm-dialog';
import { DateField } from '../../../components/date-field/date-field';
import { FormField } from '../../../components/form-field';
import { KEEP_VALUES, useZodForm } from '../../../components/use-zod-form';
import { useTranslation } from '../../../i18n/use-translation';
import { parseApiError } from '../../../lib/api-errors';
import { trpc } from '../../../lib/trpc';
import { useFormat } from '../../../lib/use-format';

/**
 * "Add New": a payment against one due row, dated today (Dhaka) unless changed. More than what is still due
 * is recorded only once the treasurer confirms it: the server names the amount due (409) and the form asks
 * with it. After a save the payments, the row, the summary, the chart and the arrears are read again.
 */
export function PaymentForm({ row }: { row: MonthlyContributionRow }) {
  const { t } = useTranslation('finance');
  const { t: tc } = useTranslation();
  const format = useFormat();
  const { confirm, dialog } = useConfirm();
  const id = useId();
  const utils = trpc.useUtils();
  const add = trpc.finance.monthly.addPayment.useMutation();
  const [saved, setSaved] = useState<string | null>(null);
  const done = useRef<HTMLParagraphElement>(null);
  const paid = row.due === 0;
  // The payment that settles the month replaces the form: focus moves to what took its place.
  useEffect(() => {
    if (paid && saved) done.current?.focus();
  }, [paid, saved]);
  const { form, errorText, failure, submit } = useZodForm({
    schema: ZMonthlyPaymentInput,
    defaultValues: {
      main_id: row.id,
      date: todayInDhaka(),
      method: '' as MonthlyPaymentInput['method'],
      note: '',
      amount: '',
    },
    ns: 'finance',
    messages: {
      method: { required: 'monthly.payments.chooseMethod', invalid: 'monthly.payments.chooseMethod' },
      amount: {
        required: 'monthly.payments.invalidAmount',
        invalid: 'monthly.payments.invalidAmount',
        tooLong: 'monthly.payments.invalidAmount',
      },
    },
  });

  // The schema has checked the form; what the admin typed (taka) is sent, and the server checks it again.
  const save = submit(async () => {
    setSaved(null);
    const values = form.getValues();
    let payment: Awaited<ReturnType<typeof add.mutateAsync>>;
    try {
      payment = await add.mutateAsync(values);
    } catch (error) {
      // More than is due is a typo as often as money paid ahead: asked, with the amount due, never refused.
      const parsed = parseApiError(error);
      if (parsed.key !== 'monthly.overpaymentNotConfirmed') throw error;
      const owed = format.number(Number(parsed.params?.owed ?? 0));
      const confirmed = await confirm({
        title: tc('reversal.overpayTitle'),
        message: tc('errors.monthly.overpaymentNotConfirmed', { owed }),
        confirmLabel: tc('reversal.overpayConfirm'),
      });
      if (!confirmed) return KEEP_VALUES;
      payment = await add.mutateAsync({ ...values, confirm_overpayment: true });
    }
    await utils.finance.monthly.invalidate();
    setSaved(t('monthly.payments.saved', { amount: format.taka(payment.amount) }));
  });

  if (paid)
    return (
      <>
        {saved && (
          <p className="success-box" role="status">
            {saved}
          </p>
        )}
        <p ref={done} className="fully-paid" tabIndex={-1}>
          {t('monthly.payments.fullyPaid')}
        </p>
      </>
    );

  return (
    <form
      className="form-stack payment-form"
      noValidate
      aria-labelledby={`${id}-title`}
      onSubmit={(event) => void save(event)}
    >
      <h3 id={`${id}-title`}>{t('monthly.payments.addNew')}</h3>
      {saved && (
        <p className="success-box" role="status">
          {saved}
        </p>
      )}
      <div className="payment-fields">
        <FormField id={`${id}-date`} label={t('monthly.payments.date')} error={errorText('date')} required>
          {(control) => <DateField {...control} formControl={form.control} name="date" />}
        </FormField>
        <FormField
          id={`${id}-method`}
          label={t('monthly.payments.method')}
          error={errorText('method')}
          required
        >
          {(control) => (
            <select {...control} {...form.register('method')}>
              <option value="">{t('monthly.payments.chooseMethod')}</option>
              {PAYMENT_METHODS.map((method) => (
                <option key={method} value={method}>
                  {t(`monthly.methods.${method}`)}
                </option>
              ))}
            </select>
          )}
        </FormField>
        <FormField id={`${id}-note`} label={t('monthly.payments.note')} error={errorText('note')} optional>
          {(control) => <input {...control} {...form.register('note')} type="text" maxLength={500} />}
        </FormField>
        <FormField
          id={`${id}-amount`}
          label={t('monthly.payments.amount')}
          error={errorText('amount')}
          required
        >
          {(control) => (
            <input
              {...control}
              {...form.register('amount')}
              type="text"
              inputMode="decimal"
              autoComplete="off"
            />
          )}
        </FormField>
      </div>
      {failure && (
        <div className="error-box" role="alert">
          <p>{t('monthly.payments.saveFailed')}</p>
          <p>{failure}</p>
        </div>
      )}
      <div className="form-actions">
        <button type="submit" className="button" disabled={add.isPending}>
          {add.isPending ? t('monthly.payments.saving') : t('monthly.payments.save')}
        </button>
      </div>
      {dialog}
    </form>
  );
}
