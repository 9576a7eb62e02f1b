import { FINANCE_LIMITS, PAYMENT_METHODS } from '@samity/domain';
import type { ReactNode } from 'react';
import type { UseFormRegisterReturn } from 'react-hook-form';
import { type FieldControlProps, FormField } from '../../../components/form-field';
import { useTranslation } from '../../../i18n/use-translation';

/** The text fields the Add and Edit dialogs share. */
export type EntryTextField = 'date' | 'source' | 'method' | 'note' | 'amount';

/** Per field and kind of mistake, the message key (finance namespace) of both dialogs. */
export const ENTRY_MESSAGES = {
  type: { required: 'ledger.form.typeRequired', invalid: 'ledger.form.typeRequired' },
  date: { required: 'ledger.form.dateRequired', invalid: 'ledger.form.dateInvalid' },
  source: { required: 'ledger.form.sourceRequired' },
  method: { required: 'ledger.form.methodRequired' },
  amount: { required: 'ledger.form.amountInvalid', invalid: 'ledger.form.amountInvalid' },
  receipt: { invalid: 'ledger.form.receiptInvalid', tooLong: 'ledger.form.receiptInvalid' },
};

interface Props {
  idPrefix: string;
  register(name: EntryTextField): UseFormRegisterReturn;
  /** The date control: a DateField on the dialog's own form (day/month/year in both languages). */
  dateField(control: FieldControlProps): ReactNode;
  errorText(name: EntryTextField): string | undefined;
  /** Editing: the date and amount are not offered (a reversal and a new entry change them). */
  figuresFixed?: boolean;
}

/** Date, source, method (free text with the usual methods offered), note and amount in taka. */
export function EntryFields({ idPrefix, register, dateField, errorText, figuresFixed = false }: Props) {
  const { t } = useTranslation('finance');
  const methods = `${idPrefix}-methods`;
  return (
    <>
      {!figuresFixed && (
        <FormField id={`${idPrefix}-date`} label={t('ledger.form.date')} error={errorText('date')} required>
          {dateField}
        </FormField>
      )}
      <FormField
        id={`${idPrefix}-source`}
        label={t('ledger.form.source')}
        error={errorText('source')}
        required
      >
        {(control) => (
          <input {...control} {...register('source')} maxLength={FINANCE_LIMITS.source} autoComplete="off" />
        )}
      </FormField>
      <FormField
        id={`${idPrefix}-method`}
        label={t('ledger.form.method')}
        hint={t('ledger.form.methodHint')}
        error={errorText('method')}
        required
      >
        {(control) => (
          <>
            <input
              {...control}
              {...register('method')}
              list={methods}
              maxLength={FINANCE_LIMITS.method}
              autoComplete="off"
            />
            <datalist id={methods}>
              {PAYMENT_METHODS.map((method) => (
                <option key={method} value={method} />
              ))}
            </datalist>
          </>
        )}
      </FormField>
      <FormField id={`${idPrefix}-note`} label={t('ledger.form.note')} error={errorText('note')} optional>
        {(control) => (
          <textarea {...control} {...register('note')} rows={2} maxLength={FINANCE_LIMITS.note} />
        )}
      </FormField>
      {!figuresFixed && (
        <FormField
          id={`${idPrefix}-amount`}
          label={t('ledger.form.amount')}
          hint={t('ledger.form.amountHint')}
          error={errorText('amount')}
          required
        >
          {(control) => (
            <input
              {...control}
              {...register('amount')}
              inputMode="decimal"
              autoComplete="off"
              maxLength={20}
            />
          )}
        </FormField>
      )}
    </>
  );
}
