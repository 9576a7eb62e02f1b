import { FINANCE_PAGE_SIZE } from '@samity/domain';
import { useTranslation } from 'react-i18next';
import { pageSummary } from '../../components/data-table/paging';
import { useFormat } from '../../lib/use-format';

interface Props {
  /** The table's name ("Pages of Income and expenses"). */
  label: string;
  page: number;
  /** Rows the server has for the filters; undefined while the first page loads. */
  total: number | undefined;
  busy: boolean;
  onPage(page: number): void;
}

/**
 * Paging of a list the server pages: "26–50 of 170 (page 2 of 7)", said to screen readers as it changes,
 * with Previous and Next when there is more than one page.
 */
export function LedgerPager({ label, page, total, busy, onPage }: Props) {
  const { t } = useTranslation('finance');
  const { digits } = useFormat();
  if (!total) return null;
  const summary = pageSummary(page, FINANCE_PAGE_SIZE, total);
  const text = t('common.table.summary', {
    from: digits(summary.from),
    to: digits(summary.to),
    total: digits(summary.total),
    page: digits(summary.page),
    pages: digits(summary.pages),
  });
  if (summary.pages === 1)
    return (
      <p className="ledger-count" aria-live="polite">
        {text}
      </p>
    );
  return (
    <nav className="pager" aria-label={t('common.table.pages', { label })}>
      <button
        type="button"
        className="button button-secondary button-small"
        disabled={page === 0 || busy}
        onClick={() => onPage(page - 1)}
      >
        {t('common.table.previous')}
      </button>
      <p aria-live="polite">{text}</p>
      <button
        type="button"
        className="button button-secondary button-small"
        disabled={summary.page >= summary.pages || busy}
        onClick={() => onPage(page + 1)}
      >
        {t('common.table.next')}
      </button>
    </nav>
  );
}
