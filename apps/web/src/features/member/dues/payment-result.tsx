import { PAYMENT_RESULTS, type PaymentResult as Result, receiptPath } from '@samity/domain';
import { useEffect, useState } from 'react';
import { useTranslation } from '../../../i18n/use-translation';
import { useSearchParams } from '../../../lib/navigation';
import { useFormat } from '../../../lib/use-format';
import './dues.css';

const isResult = (value: string | null): value is Result => PAYMENT_RESULTS.includes(value as Result);

/**
 * What became of a payment, once bKash has sent the member back (/MemberDashboard?payment=paid|cancelled|
 * failed, with &receipt=<payment id> when paid): a message in a live region, which is on the page before
 * the message is put in so screen readers say it, and for a paid one the receipt. Dismiss takes the
 * message and the address's parameters away, so a reload does not show it again.
 */
export function PaymentResult() {
  const { t } = useTranslation('member');
  const { lng } = useFormat();
  const [params, setParams] = useSearchParams();
  const payment = params.get('payment');
  const receipt = Number(params.get('receipt'));
  const [shown, setShown] = useState<Result | null>(null);

  useEffect(() => {
    setShown(isResult(payment) ? payment : null);
  }, [payment]);

  const dismiss = () =>
    setParams(
      (current) => {
        const next = new URLSearchParams(current);
        next.delete('payment');
        next.delete('receipt');
        return next;
      },
      { replace: true },
    );

  const paid = shown === 'paid';
  return (
    <div className="payment-result" aria-live={shown === 'failed' ? 'assertive' : 'polite'}>
      {shown && (
        <div className={paid ? 'success-box' : shown === 'cancelled' ? 'notice-box' : 'error-box'}>
          <p>
            <strong>{t(`dashboard.pay.result.${shown}`)}</strong>
          </p>
          <p>{t(`dashboard.pay.result.${shown}Detail`)}</p>
          {paid && Number.isSafeInteger(receipt) && receipt > 0 && (
            <p>
              <a className="button button-small" href={receiptPath(receipt, lng)} download>
                {t('dashboard.pay.result.receipt')}
              </a>
            </p>
          )}
          <button type="button" className="button button-small button-secondary" onClick={dismiss}>
            {t('dashboard.pay.result.dismiss')}
          </button>
        </div>
      )}
    </div>
  );
}
