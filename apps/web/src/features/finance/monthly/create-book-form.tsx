import { ZCreateBookInput } from '@samity/domain';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { FormField } from '../../../components/form-field';
import { useZodForm } from '../../../components/use-zod-form';
import { trpc } from '../../../lib/trpc';
import { useFormat } from '../../../lib/use-format';

interface Props {
  month: string;
  /** Called with the success message once the book exists. */
  onCreated(text: string): void;
}

/**
 * A month without a book: its contribution amount and Create Book. The book bills the members active at
 * that moment; the server refuses a second book for the month (409) and the form shows why.
 */
export function CreateBookForm({ month, onCreated }: Props) {
  const { t } = useTranslation('finance');
  const format = useFormat();
  const id = useId();
  const utils = trpc.useUtils();
  const create = trpc.finance.monthly.createBook.useMutation();
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
    const book = await create.mutateAsync(form.getValues());
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
    <form
      className="form-stack create-book"
      noValidate
      aria-labelledby={`${id}-title`}
      onSubmit={(event) => void save(event)}
    >
      <h2 id={`${id}-title`} className="no-book">
        {t('monthly.book.missing')}
      </h2>
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
  );
}
