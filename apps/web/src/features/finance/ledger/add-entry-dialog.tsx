import {
  FINANCIAL_ENTRY_TYPES,
  type FinancialEntryInput,
  todayInDhaka,
  ZFinancialEntryInput,
} from '@samity/domain';
import { useId, useState } from 'react';
import { DateField } from '../../../components/date-field/date-field';
import { FormDialog } from '../../../components/form-dialog';
import { ImagePicker } from '../../../components/image-picker/image-picker';
import { useZodForm } from '../../../components/use-zod-form';
import { useTranslation } from '../../../i18n/use-translation';
import { trpc } from '../../../lib/trpc';
import { ENTRY_MESSAGES, EntryFields } from './entry-fields';

interface Props {
  open: boolean;
  onClose(): void;
  onSaved(entry: { type: string; source: string }): void;
}

const blank = (): FinancialEntryInput => ({
  // No type chosen yet: the treasurer says Income or Expense on purpose, the schema refuses neither.
  type: '' as FinancialEntryInput['type'],
  date: todayInDhaka(),
  source: '',
  method: '',
  note: '',
  amount: '',
  receipt: '',
});

/**
 * Add an income or expense: type, date (today by default), source, method, note, amount and receipt
 * pictures. Add waits while a picture is still uploading; the receipts go as the API's comma-joined string.
 */
export function AddEntryDialog({ open, onClose, onSaved }: Props) {
  const { t } = useTranslation('finance');
  const id = useId();
  const utils = trpc.useUtils();
  const create = trpc.finance.ledger.create.useMutation();
  const [uploading, setUploading] = useState(false);
  const [defaults] = useState(blank);
  const { form, errorText, failure, submit, discard } = useZodForm({
    schema: ZFinancialEntryInput,
    defaultValues: defaults,
    ns: 'finance',
    failureKey: 'ledger.form.saveFailed',
    messages: ENTRY_MESSAGES,
  });

  const close = () => {
    discard();
    form.reset({ ...blank() });
    setUploading(false);
    onClose();
  };

  // The schema's output has the amount in poisha and the receipts as a list: the API takes what was typed.
  const save = submit(async () => {
    const values = form.getValues();
    const created = await create.mutateAsync(values);
    await utils.finance.ledger.invalidate();
    setUploading(false);
    onSaved(created);
  });

  const typeError = errorText('type');
  const receiptError = errorText('receipt');
  return (
    <FormDialog
      open={open}
      title={t('ledger.add.title')}
      onClose={close}
      onSubmit={(event) => void save(event)}
      submitLabel={t('ledger.add.submit')}
      busyLabel={uploading ? t('ledger.form.uploading') : t('ledger.form.saving')}
      busy={create.isPending || uploading}
      failure={failure}
    >
      <fieldset
        className={`field ledger-type${typeError ? ' has-error' : ''}`}
        aria-describedby={typeError ? `${id}-type-error` : undefined}
      >
        <legend className="field-label ledger-type-legend">
          {t('ledger.form.type')}
          <span aria-hidden="true"> *</span>
        </legend>
        <div className="ledger-type-options">
          {FINANCIAL_ENTRY_TYPES.map((type) => (
            <label key={type} className="ledger-type-option">
              <input type="radio" value={type} required {...form.register('type')} />
              {t(`ledger.types.${type}`)}
            </label>
          ))}
        </div>
        {typeError && (
          <p id={`${id}-type-error`} className="field-error">
            {typeError}
          </p>
        )}
      </fieldset>
      <EntryFields
        idPrefix={id}
        register={(name) => form.register(name)}
        dateField={(control) => <DateField {...control} formControl={form.control} name="date" />}
        errorText={errorText}
      />
      <div className={`field${receiptError ? ' has-error' : ''}`}>
        <ImagePicker
          label={t('ledger.form.receipts')}
          multiple
          onBusyChange={setUploading}
          onChange={(images) =>
            form.setValue('receipt', images.map((image) => image.secure_url).join(','), {
              shouldValidate: form.formState.isSubmitted,
            })
          }
        />
        {receiptError && (
          <p className="field-error" role="alert">
            {receiptError}
          </p>
        )}
      </div>
    </FormDialog>
  );
}
