import type { MonthlyRow } from '@samity/domain';
import { useTranslation } from '../../../i18n/use-translation';
import { useFormat } from '../../../lib/use-format';
import { dueOf } from './due-of';

interface Props {
  /** The months with something due, oldest first. */
  dueRows: readonly MonthlyRow[];
  onPay(rows: readonly MonthlyRow[]): void;
}

/**
 * The dues summary's own Pay Now, so paying never needs the table: one month due pays that month; several
 * pay them all in one payment ("Pay all dues (N months, ৳X)").
 */
export function DuesPayNow({ dueRows, onPay }: Props) {
  const { t } = useTranslation('member');
  const { taka, digits, month } = useFormat();
  const [only] = dueRows;
  if (!only) return null;
  if (dueRows.length === 1)
    return (
      <button type="button" className="button dues-pay-now" onClick={() => onPay(dueRows)}>
        {t('dashboard.pay.payNow')}
        <span className="visually-hidden"> {month(only.month)}</span>
      </button>
    );
  return (
    <button type="button" className="button dues-pay-now" onClick={() => onPay(dueRows)}>
      {t('dashboard.pay.payAll', {
        count: dueRows.length,
        months: digits(dueRows.length),
        amount: taka(dueOf(dueRows)),
      })}
    </button>
  );
}
