import { useTranslation } from 'react-i18next';
import { pageSummary } from '../../components/data-table/paging';
import { useFormat } from '../../lib/use-format';

interface Props {
  label: string;
  page: number;
  pageSize: number;
  /** Payments the server has for the filter; undefined while the first page loads. */
  total: number | undefined;
  busy: boolean;
  onPage(page: number): void;
}

/** Paging of the list the server pages: "26–50 of 170 (page 2 of 7)", with Previous and Next. */
export function GatewayPager({ label, page, pageSize, total, busy, onPage }: Props) {
  const { t } = useTranslation('finance');
  const { digits } = useFormat();
  if (!total) return null;
  const summary = pageSummary(page, pageSize, total);
  const text = t('common.table.summary', {
    from: digits(summary.from),
    to: digits(summary.to),
    total: digits(summary.total),
    page: digits(summary.page),
    pages: digits(summary.pages),
  });
  if (summary.pages === 1)
    return (
      <p className="gateway-count" aria-live="polite">
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
