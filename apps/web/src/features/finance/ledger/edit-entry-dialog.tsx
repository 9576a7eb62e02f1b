import {
  type FinancialEntry,
  type UpdateFinancialEntryInput,
  ZUpdateFinancialEntryInput,
} from '@samity/domain';
import { useId, useRef, useState } from 'react';
import { useConfirm } from '../../../components/confirm-dialog';
import { DateField } from '../../../components/date-field/date-field';
import { FormDialog } from '../../../components/form-dialog';
import { ImagePicker } from '../../../components/image-picker/image-picker';
import { type Status, StatusBox } from '../../../components/status-box';
import { useZodForm } from '../../../components/use-zod-form';
import { useTranslation } from '../../../i18n/use-translation';
import { apiErrorText } from '../../../lib/api-errors';
import { trpc } from '../../../lib/trpc';
import { useFormat } from '../../../lib/use-format';
import { ENTRY_MESSAGES, EntryFields } from './entry-fields';
import { splitReceipts } from './ledger-values';

interface Props {
  /** The entry being edited; the dialog is mounted per entry and open while it is. */
  entry: FinancialEntry;
  onClose(): void;
  onSaved(entry: FinancialEntry): void;
}

/**
 * Edit Entry: source, method and note; the entry's receipts, each with a Delete (asked first, done at once on
 * the server); more receipts through the picker. Its type, date and amount are shown, not offered: they are
 * corrected by a reversal and a new entry (the server refuses a change, ledger.correctByReversal). Update
 * sends the whole entry, its figures unchanged and its receipts as the comma-joined string of the kept and the
 * new pictures.
 */
export function EditEntryDialog({ entry, onClose, onSaved }: Props) {
  const { t } = useTranslation('finance');
  const { digits, date, taka } = useFormat();
  const id = useId();
  const utils = trpc.useUtils();
  const update = trpc.finance.ledger.update.useMutation();
  const deleteReceipt = trpc.finance.ledger.deleteReceipt.useMutation();
  const { confirm, dialog } = useConfirm();
  const [kept, setKept] = useState(() => splitReceipts(entry.receipt));
  const [added, setAdded] = useState<string[]>([]);
  const [uploading, setUploading] = useState(false);
  const [receiptStatus, setReceiptStatus] = useState<Status>(null);
  const receiptsHeading = useRef<HTMLHeadingElement>(null);
  const [defaults] = useState<UpdateFinancialEntryInput>(() => ({
    id: entry.id,
    type: entry.type,
    date: entry.date,
    source: entry.source,
    method: entry.method,
    note: entry.note,
    amount: entry.amount.toFixed(2),
    receipt: entry.receipt,
  }));
  const { form, errorText, failure, submit, discard } = useZodForm({
    schema: ZUpdateFinancialEntryInput,
    defaultValues: defaults,
    ns: 'finance',
    failureKey: 'ledger.form.saveFailed',
    messages: ENTRY_MESSAGES,
  });

  const setReceipts = (nextKept: string[], nextAdded: string[]) =>
    form.setValue('receipt', [...nextKept, ...nextAdded].join(','), {
      shouldValidate: form.formState.isSubmitted,
    });

  const close = () => {
    discard();
    onClose();
  };

  // The schema's output has the amount in poisha and the receipts as a list: the API takes what was typed.
  const save = submit(async () => {
    const saved = await update.mutateAsync(form.getValues());
    await utils.finance.ledger.invalidate();
    onSaved(saved);
  });

  async function removeReceipt(url: string, index: number) {
    const yes = await confirm({
      title: t('ledger.edit.deleteReceiptTitle'),
      message: t('ledger.edit.deleteReceiptConfirm', { n: digits(index + 1) }),
      confirmLabel: t('ledger.edit.deleteReceipt'),
    });
    if (!yes) return;
    setReceiptStatus(null);
    try {
      const changed = await deleteReceipt.mutateAsync({ id: entry.id, url });
      const remaining = splitReceipts(changed.receipt);
      setKept(remaining);
      setReceipts(remaining, added);
      setReceiptStatus({ kind: 'success', text: t('ledger.edit.receiptDeleted') });
      await utils.finance.ledger.invalidate();
    } catch (error) {
      setReceiptStatus({
        kind: 'error',
        text: `${t('ledger.edit.receiptDeleteFailed')} ${apiErrorText(error, t, 'common.errors.network')}`,
      });
    }
    // The button that had focus is gone with its picture: the receipts' heading takes it.
    receiptsHeading.current?.focus();
  }

  const receiptError = errorText('receipt');
  return (
    <>
      <FormDialog
        open
        title={t('ledger.edit.title')}
        onClose={close}
        onSubmit={(event) => void save(event)}
        submitLabel={t('ledger.edit.submit')}
        busyLabel={uploading ? t('ledger.form.uploading') : t('ledger.form.saving')}
        busy={update.isPending || uploading || deleteReceipt.isPending}
        failure={failure}
      >
        <dl className="ledger-edit-figures">
          <div>
            <dt>{t('ledger.form.type')}</dt>
            <dd>{t(`ledger.types.${entry.type}`)}</dd>
          </div>
          <div>
            <dt>{t('ledger.form.date')}</dt>
            <dd>{date(entry.date)}</dd>
          </div>
          <div>
            <dt>{t('ledger.form.amount')}</dt>
            <dd>{taka(entry.amount)}</dd>
          </div>
        </dl>
        <p className="muted">{t('ledger.edit.figuresFixed')}</p>
        <EntryFields
          idPrefix={id}
          register={(name) => form.register(name)}
          dateField={(control) => <DateField {...control} formControl={form.control} name="date" />}
          errorText={errorText}
          figuresFixed
        />
        <section className="ledger-receipts" aria-labelledby={`${id}-receipts`}>
          <h3 id={`${id}-receipts`} ref={receiptsHeading} tabIndex={-1}>
            {t('ledger.edit.receipts')}
          </h3>
          {kept.length === 0 ? (
            <p className="muted">{t('ledger.edit.noReceipts')}</p>
          ) : (
            <ul className="ledger-receipt-list">
              {kept.map((url, index) => (
                <li key={url}>
                  <img
                    src={url}
                    alt={t('ledger.receiptAlt', { n: digits(index + 1), source: entry.source })}
                    width={96}
                    height={96}
                    loading="lazy"
                  />
                  <button
                    type="button"
                    className="button button-small button-secondary"
                    disabled={deleteReceipt.isPending}
                    onClick={() => void removeReceipt(url, index)}
                  >
                    {t('ledger.edit.deleteReceipt')}
                    <span className="visually-hidden">
                      {' '}
                      {t('ledger.edit.receiptN', { n: digits(index + 1) })}
                    </span>
                  </button>
                </li>
              ))}
            </ul>
          )}
          <StatusBox status={receiptStatus} />
          <div className={`field${receiptError ? ' has-error' : ''}`}>
            <ImagePicker
              label={t('ledger.edit.addReceipts')}
              multiple
              onBusyChange={setUploading}
              onChange={(images) => {
                const urls = images.map((image) => image.secure_url);
                setAdded(urls);
                setReceipts(kept, urls);
              }}
            />
            {receiptError && (
              <p className="field-error" role="alert">
                {receiptError}
              </p>
            )}
          </div>
        </section>
      </FormDialog>
      {dialog}
    </>
  );
}
