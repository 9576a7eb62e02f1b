import { MonthlyPage } from '../../features/finance/monthly/monthly-page';
import { DuesReminders } from '../../features/finance/reminders/dues-reminders';

/** /FinancialMonthly: the month's book and figures, with the dues reminders under them. */
export function FinanceMonthlyPage() {
  return <MonthlyPage reminders={<DuesReminders />} />;
}
