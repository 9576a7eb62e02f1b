import { useTranslation } from '../../i18n/use-translation';
import { useFormat } from '../../lib/use-format';
import { type PageSummary, pageSummary } from './paging';

interface PagerProps {
  /** The table's name, for "Pages of <label>". */
  label: string;
  summary: PageSummary;
  /** Disables both buttons, e.g. while the next page is on its way. */
  busy?: boolean;
  onPrevious(): void;
  onNext(): void;
}

/**
 * "26–50 of 170 (page 2 of 7)" between Previous and Next, announced to screen readers as it changes. One page
 * shows only the count. Used by DataTable's own paging and by lists the server pages (ServerPager).
 */
export function Pager({ label, summary, busy = false, onPrevious, onNext }: PagerProps) {
  const { t } = useTranslation();
  const { digits } = useFormat();
  const text = t('common.table.summary', {
    from: digits(summary.from),
    to: digits(summary.to),
    total: digits(summary.total),
    page: digits(summary.page),
    pages: digits(summary.pages),
  });
  if (summary.pages <= 1)
    return (
      <p className="pager-count" aria-live="polite">
        {text}
      </p>
    );
  return (
    <nav className="pager" aria-label={t('common.table.pages', { label })}>
      <button
        type="button"
        className="button button-secondary button-small"
        disabled={summary.page <= 1 || busy}
        onClick={onPrevious}
      >
        {t('common.table.previous')}
      </button>
      <p aria-live="polite">{text}</p>
      <button
        type="button"
        className="button button-secondary button-small"
        disabled={summary.page >= summary.pages || busy}
        onClick={onNext}
      >
        {t('common.table.next')}
      </button>
    </nav>
  );
}

interface ServerPagerProps {
  label: string;
  /** Zero-based page index. */
  page: number;
  pageSize: number;
  /** Rows the server has for the filters; undefined (or 0) while nothing is shown, and then no pager. */
  total: number | undefined;
  busy: boolean;
  onPage(page: number): void;
}

/** The pager of a list the server pages (limit and offset), such as the ledger or the audit trail. */
export function ServerPager({ label, page, pageSize, total, busy, onPage }: ServerPagerProps) {
  if (!total) return null;
  return (
    <Pager
      label={label}
      summary={pageSummary(page, pageSize, total)}
      busy={busy}
      onPrevious={() => onPage(page - 1)}
      onNext={() => onPage(page + 1)}
    />
  );
}
