import { ArrearsList } from '../../features/finance/monthly/arrears-list';
import { MonthlyPage } from '../../features/finance/monthly/monthly-page';
import { useDuesReminders } from '../../features/finance/reminders/use-dues-reminders';

/**
 * /FinancialMonthly: the month's book and figures, then one list of the members in arrears whose actions
 * are the dues reminders (the reminders feature provides them, the monthly feature the list).
 */
export function FinanceMonthlyPage() {
  const reminders = useDuesReminders();
  return <MonthlyPage arrears={<ArrearsList {...reminders} />} />;
}
