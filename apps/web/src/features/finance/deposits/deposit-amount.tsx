import { useTranslation } from '../../../i18n/use-translation';
import { useFormat } from '../../../lib/use-format';

/**
 * A member's balance: negative while owing (a minus sign, in red), positive for an advance; with `note`, also
 * says "owing" or "advance" in words (the table keeps it short: its Due column says it).
 */
export function BalanceAmount({ balance, note }: { balance: number; note?: boolean }) {
  const { t } = useTranslation('finance');
  const { taka } = useFormat();
  if (balance < 0)
    return (
      <span className="deposits-negative">
        {taka(balance)}
        {note && <span className="deposits-note"> {t('deposits.owing')}</span>}
      </span>
    );
  if (balance > 0)
    return (
      <span>
        {taka(balance)}
        {note && <span className="deposits-note"> {t('deposits.advance')}</span>}
      </span>
    );
  return <span>{taka(balance)}</span>;
}

/** What a member still owes; nothing owed reads "Paid" (a badge with text, not a colour alone). */
export function DueAmount({ due }: { due: number }) {
  const { t } = useTranslation('finance');
  const { taka } = useFormat();
  if (due === 0)
    return (
      <span className="deposits-paid">
        <span aria-hidden="true">✓ </span>
        {t('deposits.paid')}
      </span>
    );
  return <span className="deposits-due">{taka(due)}</span>;
}
