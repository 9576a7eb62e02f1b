import { keepPreviousData } from '@tanstack/react-query';
import { lazy, type ReactNode, Suspense, useEffect, useMemo, useRef, useState } from 'react';
import { LoadError } from '../../../components/load-error';
import { Spinner } from '../../../components/spinner';
import { useTranslation } from '../../../i18n/use-translation';
import { useSearchParams } from '../../../lib/navigation';
import { trpc } from '../../../lib/trpc';
import { usePageTitle } from '../../../lib/use-page-title';
import { ContributionsChart } from './contributions-chart';
import { MonthBook } from './month-book';
import { MonthSelector } from './month-selector';
import {
  BOOK_PAGE_SIZE,
  chosenMonth,
  FIRST_BOOK_VIEW,
  monthChoices,
  withLinkedMonth,
} from './monthly-values';
import './monthly.css';

// Shown only for a month without a book (rarely the month a desk opens): its form library and schema are
// fetched then, not with every visit of the page.
const CreateBookForm = lazy(() => import('./create-book-form').then((m) => ({ default: m.CreateBookForm })));

/**
 * /FinancialMonthly: a month's book (who owes what and who paid) a page at a time, its payments, creating
 * the book of a month that has none, collectable vs collected over a year, and (handed in by the page) the
 * members in arrears with their reminders. The month is kept in the address (?month=January-2025), so a
 * reload or a shared link shows the same month.
 */
export function MonthlyPage({ arrears }: { arrears: ReactNode }) {
  const { t } = useTranslation('finance');
  usePageTitle(t('monthly.title'));
  const [params, setParams] = useSearchParams();
  const requested = params.get('month');
  const choices = useMemo(() => withLinkedMonth(monthChoices(), requested), [requested]);
  const month = chosenMonth(requested, choices);
  const [view, setView] = useState(FIRST_BOOK_VIEW);
  const contributions = trpc.finance.monthly.list.useQuery(
    {
      month,
      search: view.search.trim() || undefined,
      unpaid: view.unpaid,
      limit: BOOK_PAGE_SIZE,
      offset: view.page * BOOK_PAGE_SIZE,
    },
    // Unbatched: index.html preloads the current month's first page at its own address (first-screen.ts).
    { placeholderData: keepPreviousData, trpc: { context: { skipBatch: true } } },
  );
  const [created, setCreated] = useState<string | null>(null);
  const createdBox = useRef<HTMLParagraphElement>(null);
  // The create form is replaced by the book: focus goes to the message that says so, not to the page's top.
  useEffect(() => {
    if (created) createdBox.current?.focus();
  }, [created]);

  return (
    <section className="page finance-monthly">
      <h1>{t('monthly.title')}</h1>
      <p className="page-intro">{t('monthly.intro')}</p>
      <MonthSelector
        value={month}
        choices={choices}
        onChange={(next) => {
          setCreated(null);
          setView(FIRST_BOOK_VIEW);
          setParams({ month: next }, { replace: true });
        }}
      />
      {created && (
        <p ref={createdBox} className="success-box" role="status" tabIndex={-1}>
          {created}
        </p>
      )}
      {contributions.isPending ? (
        <Spinner />
      ) : contributions.isError ? (
        <LoadError onRetry={() => void contributions.refetch()} />
      ) : contributions.data.book === null ? (
        <Suspense fallback={<Spinner />}>
          <CreateBookForm
            key={month}
            month={month}
            activeMembers={contributions.data.active_members}
            onCreated={setCreated}
          />
        </Suspense>
      ) : (
        <MonthBook
          key={month}
          month={month}
          contributions={contributions.data}
          view={view}
          onView={setView}
          busy={contributions.isFetching}
        />
      )}
      {/* Shown once the book is there, so the book's arrival does not push them down the screen (a layout
          shift a phone measured); their data is asked for meanwhile. */}
      <div hidden={contributions.isPending}>
        <ContributionsChart month={month} />
        {arrears}
      </div>
    </section>
  );
}
