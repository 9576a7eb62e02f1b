import { PRICE_HINT_WAIT, toAsciiDigits } from '@samity/domain';
import { useId, useState } from 'react';
import { z } from 'zod';
import { FormDialog } from '../../../components/form-dialog';
import { FormField } from '../../../components/form-field';
import { LoadError } from '../../../components/load-error';
import { type Status, StatusBox } from '../../../components/status-box';
import { useZodForm } from '../../../components/use-zod-form';
import { useTranslation } from '../../../i18n/use-translation';
import { trpc } from '../../../lib/trpc';
import { useFormat } from '../../../lib/use-format';

/** The wait as typed: a whole number of days within the server's bounds, in either script's digits. */
const ZWaitForm = z.object({
  days: z
    .string()
    .trim()
    .refine((value) => {
      const text = toAsciiDigits(value);
      return (
        /^[0-9]+$/.test(text) &&
        Number(text) >= PRICE_HINT_WAIT.minDays &&
        Number(text) <= PRICE_HINT_WAIT.maxDays
      );
    }, 'Out of range'),
});

/**
 * The price hint's wait on /EnquiriesAdmin (issue 37): the days a car must have been listed before its price
 * counts for other cars' hints, and a dialog to change it. The page is Full_Access's, as the setting is.
 */
export function PriceHintSettings() {
  const { t } = useTranslation('enquiries');
  const { digits } = useFormat();
  const settings = trpc.admin.enquiries.priceHintSettings.useQuery();
  const [editing, setEditing] = useState(false);
  const [status, setStatus] = useState<Status>(null);

  if (settings.isError) return <LoadError onRetry={() => void settings.refetch()} />;
  if (!settings.data) return null;
  const days = settings.data.min_listed_days;
  return (
    <section className="price-hint-settings" aria-labelledby="price-hint-settings-title">
      <h2 id="price-hint-settings-title">{t('priceHint.heading')}</h2>
      <p>{t('priceHint.intro')}</p>
      <dl className="price-hint-settings-figures">
        <div>
          <dt>{t('priceHint.wait')}</dt>
          <dd>{t('priceHint.days', { count: days, n: digits(days) })}</dd>
        </div>
      </dl>
      <StatusBox status={status} />
      <button
        type="button"
        className="button button-secondary"
        onClick={() => {
          setStatus(null);
          setEditing(true);
        }}
      >
        {t('priceHint.change')}
      </button>
      <WaitDialog
        open={editing}
        days={days}
        onClose={() => setEditing(false)}
        onSaved={() => {
          setEditing(false);
          setStatus({ kind: 'success', text: t('priceHint.saved') });
        }}
      />
    </section>
  );
}

function WaitDialog({
  open,
  days,
  onClose,
  onSaved,
}: {
  open: boolean;
  days: number;
  onClose(): void;
  onSaved(): void;
}) {
  const { t } = useTranslation('enquiries');
  const { digits } = useFormat();
  const id = useId();
  const utils = trpc.useUtils();
  const update = trpc.admin.enquiries.updatePriceHintSettings.useMutation();
  const { form, errorText, failure, submit, discard } = useZodForm({
    schema: ZWaitForm,
    // In the page's digits (Bengali on a Bengali page); either script is read back.
    defaultValues: { days: digits(days) },
    ns: 'enquiries',
    messages: { days: { invalid: 'priceHint.invalid', required: 'priceHint.invalid' } },
  });
  const close = () => {
    discard();
    onClose();
  };
  const save = submit(async (values) => {
    await update.mutateAsync({ min_listed_days: Number(toAsciiDigits(values.days.trim())) });
    await utils.admin.enquiries.priceHintSettings.invalidate();
    onSaved();
  });
  return (
    <FormDialog
      open={open}
      title={t('priceHint.dialogTitle')}
      onClose={close}
      onSubmit={(event) => void save(event)}
      submitLabel={t('priceHint.save')}
      busyLabel={t('priceHint.saving')}
      busy={update.isPending}
      failure={
        failure && (
          <>
            <p>{t('priceHint.saveFailed')}</p>
            <p>{failure}</p>
          </>
        )
      }
    >
      <FormField
        id={`${id}-days`}
        label={t('priceHint.field')}
        hint={t('priceHint.hint')}
        error={errorText('days')}
        required
      >
        {(control) => (
          <input {...control} {...form.register('days')} type="text" inputMode="numeric" autoComplete="off" />
        )}
      </FormField>
    </FormDialog>
  );
}
