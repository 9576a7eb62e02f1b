import { todayInDhaka } from './dhaka-time';
import { AppError } from './errors';
import { formatDate } from './format';

/**
 * Money is recorded on or before today in Dhaka (docs/year-end.md, Dates): an entry dated ahead would be
 * counted in today's cash, receipts and statements for money not yet received. `today` is the server's
 * (ctx.now() in Dhaka), never the device's. The refusal names the field and today, in `params` for the
 * translated text (no English field error beside a Bengali form).
 */
export function futureDateRefusal(field: string, date: string, today: string): AppError | null {
  if (date <= today) return null;
  const message = `The ${field} ${date} is after today (${formatDate(today, 'en')}): money is recorded on or before the day it is received or paid.`;
  return new AppError('BAD_REQUEST', 'money.futureDate', message, { params: { field, date, today } });
}

/** Throws futureDateRefusal's refusal for the first of `dates` (field name -> YYYY-MM-DD) after today. */
export function assertNotFuture(dates: Record<string, string>, now: number): void {
  const today = todayInDhaka(now);
  for (const [field, date] of Object.entries(dates)) {
    const refusal = futureDateRefusal(field, date, today);
    if (refusal) throw refusal;
  }
}
