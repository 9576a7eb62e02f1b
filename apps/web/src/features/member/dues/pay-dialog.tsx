import { MIN_PAYMENT_TAKA, type MonthlyRow } from '@samity/domain';
import { useEffect, useId, useState } from 'react';
import { FormField } from '../../../components/form-field';
import { LoadError } from '../../../components/load-error';
import { Modal } from '../../../components/modal';
import { Spinner } from '../../../components/spinner';
import { useZodForm } from '../../../components/use-zod-form';
import { useTranslation } from '../../../i18n/use-translation';
import { trpc } from '../../../lib/trpc';
import { useFormat } from '../../../lib/use-format';
import { dueOf } from './due-of';
import { type PayForm, ZPayForm } from './pay-schema';
import './dues.css';

interface Props {
  /** The monthly rows to pay (one month, or every month with dues); null while the dialog is closed. */
  rows: readonly MonthlyRow[] | null;
  onClose(): void;
}

const EMPTY: PayForm = { method: '' as PayForm['method'] };

/** Only a web address may receive the browser: bKash's payment page, never a script. */
function isWebAddress(address: string): boolean {
  try {
    return ['https:', 'http:'].includes(new URL(address, window.location.href).protocol);
  } catch {
    return false;
  }
}

/** A sandbox's payer pages speak the member's language when told (`lang`); bKash's own page chooses for itself. */
function inLanguage(address: string, language: string): string {
  const url = new URL(address, window.location.href);
  if (language === 'bn') url.searchParams.set('lang', 'bn');
  return url.toString();
}

/**
 * Pay Now: the amount is what is still due on the rows and the reason names the months, both fixed; the
 * member chooses the method, and only methods the server says work now are offered (bKash). Pay starts the
 * payment on the server and sends the browser to bKash's page in this tab; bKash brings it back to the
 * dashboard, where the result is shown. Without a working method the dialog says so and offers no Pay.
 */
export function PayDialog({ rows, onClose }: Props) {
  const { t, i18n } = useTranslation('member');
  const { taka, month } = useFormat();
  const id = useId();
  const open = rows !== null && rows.length > 0;
  // Asked afresh at each opening: whether bKash works can change while the page is open.
  const methods = trpc.member.payments.methods.useQuery(undefined, { enabled: open, staleTime: 0 });
  const create = trpc.member.payments.bkashCreate.useMutation();
  const createAll = trpc.member.payments.bkashCreateAll.useMutation();
  const [leaving, setLeaving] = useState(false);
  const { form, errorText, failure, submit, discard } = useZodForm({
    schema: ZPayForm,
    defaultValues: EMPTY,
    ns: 'member',
    messages: { method: { required: 'dashboard.pay.chooseMethod', invalid: 'dashboard.pay.chooseMethod' } },
    failureKey: 'dashboard.pay.failed',
  });

  useEffect(() => {
    if (open) setLeaving(false);
  }, [open]);

  const close = () => {
    discard();
    onClose();
  };

  const pay = submit(async () => {
    if (!rows?.[0]) return;
    // Several months are one payment of their sum; the server refuses it if the dues changed meanwhile.
    const { bkashURL } =
      rows.length === 1
        ? await create.mutateAsync({ main_id: rows[0].id })
        : await createAll.mutateAsync({ main_ids: rows.map((r) => r.id), amount: dueOf(rows) });
    if (!isWebAddress(bkashURL)) throw new Error('Not a payment page address');
    setLeaving(true);
    window.location.assign(methods.data?.sandbox ? inLanguage(bkashURL, i18n.language) : bkashURL);
  });

  const body = () => {
    if (!rows?.length) return null;
    const due = dueOf(rows);
    if (methods.isError) return <LoadError onRetry={() => void methods.refetch()} />;
    if (methods.isPending) return <Spinner />;
    if (!methods.data.bkash)
      return (
        <>
          <div className="notice-box" role="status">
            <p>
              <strong>{t('dashboard.pay.unavailable')}</strong>
            </p>
            <p>{t('dashboard.pay.unavailableHint')}</p>
          </div>
          <div className="form-actions">
            <button type="button" className="button button-secondary" onClick={close}>
              {t('dashboard.pay.close')}
            </button>
          </div>
        </>
      );
    const tooSmall = due < MIN_PAYMENT_TAKA;
    const busy = create.isPending || createAll.isPending || leaving;
    return (
      <form className="form-stack dialog-form pay-form" noValidate onSubmit={(event) => void pay(event)}>
        {methods.data.sandbox && (
          <p className="sandbox-label">
            <span className="badge badge-wait">{t('dashboard.pay.sandbox')}</span>
          </p>
        )}
        <FormField id={`${id}-amount`} label={t('dashboard.pay.amount')}>
          {(control) => <input {...control} type="text" value={taka(due)} readOnly />}
        </FormField>
        <FormField id={`${id}-reason`} label={t('dashboard.pay.reason')}>
          {(control) => (
            // A text area, so the whole reason shows on a phone rather than being cut at the edge.
            <textarea
              {...control}
              value={t('dashboard.pay.reasonValue', {
                month: rows.map((r) => month(r.month)).join(', '),
              })}
              rows={rows.length > 2 ? 3 : 2}
              readOnly
            />
          )}
        </FormField>
        {tooSmall ? (
          <p className="notice-box" role="status">
            {t('dashboard.pay.tooSmall', { amount: taka(MIN_PAYMENT_TAKA) })}
          </p>
        ) : (
          <FormField
            id={`${id}-method`}
            label={t('dashboard.pay.method')}
            error={errorText('method')}
            required
          >
            {(control) => (
              <select {...control} {...form.register('method')}>
                <option value="">{t('dashboard.pay.chooseMethod')}</option>
                <option value="bkash">{t('dashboard.pay.bkash')}</option>
              </select>
            )}
          </FormField>
        )}
        {failure && (
          <div className="error-box" role="alert">
            <p>{t('dashboard.pay.failed')}</p>
            <p>{failure}</p>
          </div>
        )}
        <p className="pay-status" aria-live="polite">
          {leaving && t('dashboard.pay.leaving')}
        </p>
        <div className="form-actions">
          {!tooSmall && (
            <button type="submit" className="button" disabled={busy}>
              {busy ? t('dashboard.pay.paying') : t('dashboard.pay.pay')}
            </button>
          )}
          <button type="button" className="button button-secondary" onClick={close}>
            {t('dashboard.pay.cancel')}
          </button>
        </div>
      </form>
    );
  };

  return (
    <Modal
      open={open}
      title={t(rows && rows.length > 1 ? 'dashboard.pay.titleAll' : 'dashboard.pay.title')}
      onClose={close}
    >
      {body()}
    </Modal>
  );
}
