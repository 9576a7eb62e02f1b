import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { loadNamespaces } from '../../../i18n';
import { trpc } from '../../../lib/trpc';
import { useFormat } from '../../../lib/use-format';

/**
 * The days left in the current committee's term (the last published election's), on the admin home, so an
 * election is called in time. Says nothing while loading; says so when no term is recorded yet.
 */
export function TermCountdown() {
  const { t, ready } = useTranslation('elections', { useSuspense: false });
  const { date } = useFormat();
  useEffect(() => void loadNamespaces('elections'), []);
  const term = trpc.admin.elections.currentTerm.useQuery();
  if (!ready || term.isLoading) return null;
  if (term.isError)
    return (
      <p className="error-box" role="alert">
        {t('termCountdown.failed')}
      </p>
    );
  const { term_ends, days_left } = term.data ?? { term_ends: null, days_left: null };
  return (
    <section className="term-countdown" aria-labelledby="term-countdown-title">
      <h2 id="term-countdown-title">{t('termCountdown.title')}</h2>
      {term_ends === null || days_left === null ? (
        <p>{t('termCountdown.none')}</p>
      ) : days_left >= 0 ? (
        <p>{t('termCountdown.left', { count: days_left, date: date(term_ends) })}</p>
      ) : (
        <p className="error-box">{t('termCountdown.over', { count: -days_left, date: date(term_ends) })}</p>
      )}
    </section>
  );
}
