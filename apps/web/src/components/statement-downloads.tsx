import { useTranslation } from '../i18n/use-translation';
import { useFormat } from '../lib/use-format';
import './statement-downloads.css';

/**
 * A statement as files from the server: the PDF in the page's language and the CSV. Plain links: the
 * browser sends the member's session cookie with them and saves what the server names.
 */
export function StatementDownloads({
  statement,
  label,
}: {
  statement: 'deposits' | 'monthly';
  label: string;
}) {
  const { t } = useTranslation('member');
  const { lng } = useFormat();
  const base = `/api/member/statements/${statement}`;
  return (
    <p className="dash-downloads">
      <a className="button button-small" href={`${base}.pdf?lang=${lng}`} download>
        {t('dashboard.statements.downloadPdf')}
        <span className="visually-hidden"> {label}</span>
      </a>
      <a className="button button-small button-secondary" href={`${base}.csv?lang=${lng}`} download>
        {t('dashboard.statements.downloadCsv')}
        <span className="visually-hidden"> {label}</span>
      </a>
    </p>
  );
}
