import {
  addDays,
  daysBetween,
  financialYear,
  financialYearOf,
  STATEMENTS_DUE_DAYS,
  todayInDhaka,
} from '@samity/domain';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { loadNamespaces } from '../../../i18n';
import { trpc } from '../../../lib/trpc';
import { useFormat } from '../../../lib/use-format';
import './year-end.css';

/**
 * The admin home's compliance calendar: the last ended financial year's annual statements are due 30 days
 * after it ends; the card says how many days are left (or that they are late, or that the year is closed) and
 * links to /YearEnd, where they are made. Renders nothing until its texts and the settings are loaded.
 */
export function ComplianceCalendar() {
  const { t, ready } = useTranslation('yearend', { useSuspense: false, keyPrefix: 'yearEnd' });
  const format = useFormat();
  useEffect(() => void loadNamespaces('yearend'), []);
  const settings = trpc.finance.yearEnd.settings.useQuery();
  if (!ready || !settings.data) return null;
  const today = todayInDhaka();
  const firstMonth = settings.data.first_month;
  const last = financialYear(financialYearOf(today, firstMonth).year - 1, firstMonth);
  const due = addDays(last.end, STATEMENTS_DUE_DAYS);
  const left = daysBetween(today, due);
  const closed = settings.data.closed_years.some((c) => c.year === last.year);
  const label = format.digits(last.label);
  return (
    <section className="year-end-opening" aria-labelledby="compliance-calendar">
      <h2 id="compliance-calendar">{t('calendar.title')}</h2>
      <ul className="year-end-calendar">
        <li>
          <Link to="/YearEnd">{t('calendar.statements', { year: label, date: format.date(due) })}</Link>{' '}
          <span>
            {closed
              ? t('calendar.closed')
              : left >= 0
                ? t('calendar.daysLeft', { count: left })
                : t('calendar.late', { count: -left })}
          </span>
        </li>
      </ul>
    </section>
  );
}
