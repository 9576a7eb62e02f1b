import type { ComplianceCalendar as Calendar } from '@samity/domain';
import { useEffect } from 'react';
import { Link } from 'wouter';
import { LoadError } from '../../../components/load-error';
import { loadNamespaces } from '../../../i18n';
import { useTranslation } from '../../../i18n/use-translation';
import { trpc } from '../../../lib/trpc';
import { useFormat } from '../../../lib/use-format';
import './compliance-calendar.css';

type Tone = 'done' | 'due' | 'late' | 'unknown';

interface Item {
  id: string;
  title: string;
  path: string;
  /** What is due and when. */
  when: string;
  /** Where it stands, with a tone that colours it. */
  state: string;
  tone: Tone;
}

/**
 * The admin home's compliance calendar (docs/year-end.md): the last ended financial year's annual statements,
 * its audit and annual general meeting, and the committee's term, each with the days left (computed by the
 * server from its clock, in Dhaka) and a link to the page where it is done. One source for all four:
 * admin.complianceCalendar.get.
 */
export function ComplianceCalendar() {
  const { t, ready } = useTranslation('yearend', { useSuspense: false, keyPrefix: 'yearEnd.calendar' });
  useEffect(() => void loadNamespaces('yearend'), []);
  const calendar = trpc.admin.complianceCalendar.get.useQuery();
  const format = useFormat();
  if (!ready) return null;
  return (
    <section className="compliance-calendar" aria-labelledby="compliance-calendar-title">
      <h2 id="compliance-calendar-title">{t('title')}</h2>
      {calendar.isError ? (
        <LoadError onRetry={() => void calendar.refetch()} />
      ) : !calendar.data ? (
        <p className="compliance-calendar-loading">{t('loading')}</p>
      ) : (
        <CalendarItems calendar={calendar.data} t={t} format={format} />
      )}
    </section>
  );
}

type T = (key: string, options?: Record<string, unknown>) => string;

function CalendarItems({
  calendar,
  t,
  format,
}: {
  calendar: Calendar;
  t: T;
  format: ReturnType<typeof useFormat>;
}) {
  const { date } = format;
  const countdown = (days: number, ended = 'late'): [string, Tone] =>
    days > 0
      ? [t('daysLeft', { count: days }), 'due']
      : days === 0
        ? [t('today'), 'due']
        : [t(ended, { count: -days }), 'late'];
  const { statements, audit, agm, term } = calendar;

  const items: Item[] = [
    {
      id: 'statements',
      title: t('statements.title', { year: format.digits(calendar.year.label) }),
      path: statements.path,
      when: t('statements.due', { date: date(statements.due) }),
      ...(statements.state === 'closed'
        ? { state: t('statements.closed'), tone: 'done' as const }
        : toItem(countdown(statements.days_left))),
    },
    {
      id: 'audit',
      title: t('audit.title'),
      path: audit.path,
      when: audit.completed_on
        ? t('audit.completed', { date: date(audit.completed_on) })
        : t('audit.unrecorded'),
      ...(audit.completed_on
        ? { state: t('audit.done'), tone: 'done' as const }
        : { state: t('audit.notYet'), tone: 'unknown' as const }),
    },
    {
      id: 'agm',
      title: t('agm.title'),
      path: agm.path,
      when: agm.due ? t('agm.due', { date: date(agm.due) }) : t('agm.unknown'),
      ...agmState(calendar, t, date),
    },
    {
      id: 'term',
      title: t('term.title'),
      path: term.path,
      when: term.ends
        ? t(term.state === 'ended' ? 'term.ended' : 'term.ends', { date: date(term.ends) })
        : t('term.unrecorded'),
      ...(term.days_left === null
        ? { state: t('term.none'), tone: 'unknown' as const }
        : toItem(countdown(term.days_left, 'term.over'))),
    },
  ];

  return (
    <ul className="compliance-calendar-items">
      {items.map((item) => (
        <li key={item.id} className={`compliance-item compliance-${item.tone}`}>
          <Link to={item.path} className="compliance-item-title">
            {item.title}
          </Link>
          <span className="compliance-item-when">{item.when}</span>
          <strong className="compliance-item-state">{item.state}</strong>
        </li>
      ))}
    </ul>
  );
}

const toItem = ([state, tone]: [string, Tone]) => ({ state, tone });

function agmState({ agm }: Calendar, t: T, date: (iso: string) => string): { state: string; tone: Tone } {
  if (agm.state === 'adopted' && agm.date !== null)
    return { state: t('agm.adopted', { date: date(agm.date) }), tone: agm.late ? 'late' : 'done' };
  if (agm.date === null) return { state: t('agm.unscheduled'), tone: 'unknown' };
  const key = agm.state === 'held' ? 'agm.held' : 'agm.scheduled';
  const when = t(key, { date: date(agm.date) });
  if (agm.late) return { state: `${when} · ${t('agm.late')}`, tone: 'late' };
  return { state: when, tone: agm.state === 'held' ? 'done' : 'due' };
}
