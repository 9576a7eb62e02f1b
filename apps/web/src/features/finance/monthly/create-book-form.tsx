import { hasMonthStarted, ZCreateBookInput } from '@samity/domain';
import { useId } from 'react';
import { useConfirm } from '../../../components/confirm-dialog';
import { FormField } from '../../../components/form-field';
import { useZodForm } from '../../../components/use-zod-form';
import { useTranslation } from '../../../i18n/use-translation';
import { parseApiError } from '../../../lib/api-errors';
import { trpc } from '../../../lib/trpc';
import { useFormat } from '../../../lib/use-format';

interface Props {
  month: string;
  /** The members active now: the rows the book will add. */
  activeMembers: number;
  /** Called with the success message once the book exists. */
  onCreated(text: string): void;
}

/**
 * A month without a book: its contribution amount and Create Book. The book bills the members active at
 * that moment; the server refuses a second book for the month (409) and the form shows why. A month that
 * has not started bills everyone ahead, so it is created only after a confirmation that says how many
 * members it bills; the server's clock decides too (a refusal for want of it asks the same question).
 */
export function CreateBookForm({ month, activeMembers, onCreated }: Props) {
  const { t } = useTranslation('finance');
  const format = useFormat();
  const id = useId();
  const utils = trpc.useUtils();
  const create = trpc.finance.monthly.createBook.useMutation();
  const { confirm, dialog } = useConfirm();
  const upcoming = !hasMonthStarted(month, Date.now());
  const confirmFuture = () =>
    confirm({
      title: t('monthly.book.futureTitle', { month: format.month(month) }),
      message: t('monthly.book.futureText', {
        count: activeMembers,
        n: format.digits(activeMembers),
        month: format.month(month),
      }),
      confirmLabel: t('monthly.book.futureConfirm'),
    });
  const invalid = 'monthly.book.invalidAmount';
  const { form, errorText, failure, submit } = useZodForm({
    schema: ZCreateBookInput,
    defaultValues: { month, amount: '' },
    ns: 'finance',
    failureKey: 'monthly.book.failed',
    messages: { amount: { required: invalid, invalid, tooLong: invalid } },
  });

  // The schema has checked the amount; what the admin typed (taka) is sent, and the server checks it again.
  const save = submit(async () => {
    if (upcoming && !(await confirmFuture())) return;
    let book: Awaited<ReturnType<typeof create.mutateAsync>>;
    try {
      book = await create.mutateAsync({ ...form.getValues(), confirmFuture: upcoming });
    } catch (error) {
      // This device's clock said the month had started; the server's says not: ask, then send again.
      if (upcoming || parseApiError(error).key !== 'monthly.futureNotConfirmed' || !(await confirmFuture()))
        throw error;
      book = await create.mutateAsync({ ...form.getValues(), confirmFuture: true });
    }
    await utils.finance.monthly.invalidate();
    onCreated(
      t('monthly.book.created', {
        count: book.rows,
        n: format.digits(book.rows),
        month: format.month(month),
      }),
    );
  });

  const failed = t('monthly.book.failed');
  return (
    <>
      <form
        className="form-stack create-book"
        noValidate
        aria-labelledby={`${id}-title`}
        onSubmit={(event) => void save(event)}
      >
        <h2 id={`${id}-title`} className="no-book">
          {t('monthly.book.missing')}
        </h2>
        {upcoming && (
          <p className="field-hint">{t('monthly.book.futureHint', { month: format.month(month) })}</p>
        )}
        <FormField
          id={`${id}-amount`}
          label={t('monthly.book.amount')}
          hint={t('monthly.book.help')}
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
        {failure && (
          <div className="error-box" role="alert">
            <p>{failed}</p>
            {failure !== failed && <p>{failure}</p>}
          </div>
        )}
        <div className="form-actions">
          <button type="submit" className="button" disabled={create.isPending}>
            {create.isPending ? t('monthly.book.creating') : t('monthly.book.create')}
          </button>
        </div>
      </form>
      {dialog}
    </>
  );
}
