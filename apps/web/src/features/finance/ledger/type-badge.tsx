import type { FinancialEntryType } from '@samity/domain';
import { useTranslation } from '../../../i18n/use-translation';

/** Income or Expense, in words and colour (the words alone carry the meaning). */
export function TypeBadge({ type }: { type: FinancialEntryType }) {
  const { t } = useTranslation('finance');
  return (
    <span className={`ledger-badge ledger-badge-${type.toLowerCase()}`}>{t(`ledger.types.${type}`)}</span>
  );
}
