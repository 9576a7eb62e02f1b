import { type GatewayPaymentEntry, PAYMENT_LIMITS, ZGatewayRefundInput } from '@samity/domain';
import { useEffect, useId, useRef } from 'react';
import { useConfirm } from '../../../components/confirm-dialog';
import { FormDialog } from '../../../components/form-dialog';
import { FormField } from '../../../components/form-field';
import { useZodForm } from '../../../components/use-zod-form';
import { useTranslation } from '../../../i18n/use-translation';
import { trpc } from '../../../lib/trpc';
import { useFormat } from '../../../lib/use-format';

interface Props {
  /** The completed payment to refund; null while closed. */
  entry: GatewayPaymentEntry | null;
  onClose(): void;
  onRefunded(entry: GatewayPaymentEntry): void;
}

/**
 * Refund a completed bKash payment, all of it: a reason is required, and a confirmation says what happens
 * (the money goes back through bKash and the month is due again) before anything is sent. What the server
 * refuses (too old, already refunded, bKash said no) is shown in the dialog, and nothing changes.
 */
export function RefundDialog({ entry, onClose, onRefunded }: Props) {
  const { t } = useTranslation('finance');
  const { taka, month, digits } = useFormat();
  const id = useId();
  const utils = trpc.useUtils();
  const refund = trpc.finance.payments.refund.useMutation();
  const { confirm, dialog } = useConfirm();
  // A reason typed before the confirmation was declined is kept (the form starts over after each submit).
  const kept = useRef<string | null>(null);
  const { form, errorText, failure, submit, discard } = useZodForm({
    schema: ZGatewayRefundInput,
    defaultValues: { id: entry?.id ?? 0, reason: '' },
    ns: 'finance',
    messages: { reason: { required: 'gateway.refund.reasonRequired' } },
    failureKey: 'gateway.refund.failed',
  });

  useEffect(() => {
    if (entry) form.reset({ id: entry.id, reason: '' });
  }, [entry, form]);

  const close = () => {
    discard();
    onClose();
  };

  const send = submit(async (values) => {
    if (!entry) return;
    const yes = await confirm({
      title: t('gateway.refund.confirmTitle'),
      message: t('gateway.refund.confirmMessage', {
        amount: taka(entry.amount),
        name: entry.name,
        memberNo: digits(entry.member_no),
        month: month(entry.month),
      }),
      confirmLabel: t('gateway.refund.confirm'),
    });
    if (!yes) {
      kept.current = values.reason;
      return;
    }
    const refunded = await refund.mutateAsync({ id: entry.id, reason: values.reason });
    await Promise.all([utils.finance.payments.invalidate(), utils.finance.monthly.invalidate()]);
    onRefunded(refunded);
  });

  return (
    <>
      <FormDialog
        open={entry !== null}
        title={entry ? t('gateway.refund.title', { amount: taka(entry.amount), name: entry.name }) : ''}
        onClose={close}
        onSubmit={(event) => {
          void send(event).then(() => {
            if (kept.current !== null) form.setValue('reason', kept.current);
            kept.current = null;
          });
        }}
        submitLabel={t('gateway.refund.submit')}
        busyLabel={t('gateway.refund.busy')}
        busy={refund.isPending}
        failure={
          failure && (
            <>
              <p>
                <strong>{t('gateway.refund.failed')}</strong>
              </p>
              <p>{failure}</p>
            </>
          )
        }
      >
        {entry && (
          <p className="refund-facts">
            {t('gateway.refund.facts', {
              memberNo: digits(entry.member_no),
              month: month(entry.month),
              trxId: entry.trx_id ?? '',
            })}
          </p>
        )}
        <FormField
          id={`${id}-reason`}
          label={t('gateway.refund.reason')}
          error={errorText('reason')}
          required
        >
          {(control) => (
            <textarea
              {...control}
              {...form.register('reason')}
              rows={3}
              maxLength={PAYMENT_LIMITS.refundReason}
            />
          )}
        </FormField>
      </FormDialog>
      {dialog}
    </>
  );
}
