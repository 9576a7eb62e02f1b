import { Link } from 'wouter';
import { useTranslation } from '../../../i18n/use-translation';
import { useFormat } from '../../../lib/use-format';
import type { Statement } from './statement-rows';

/**
 * One statement as a table of labels and amounts (two or three columns, so it fits a phone without
 * scrolling sideways). A figure with entries behind it links to the finance page that lists them.
 */
export function StatementTable({ statement }: { statement: Statement }) {
  const format = useFormat();
  return (
    <section className="year-end-statement" aria-labelledby={`statement-${statement.id}`}>
      <h2 id={`statement-${statement.id}`}>{statement.title}</h2>
      {statement.note && <p className="year-end-statement-note">{statement.note}</p>}
      <table className="year-end-table" aria-labelledby={`statement-${statement.id}`}>
        <thead>
          <tr>
            <th scope="col">
              <span className="visually-hidden">{statement.title}</span>
            </th>
            {statement.columns.map((c) => (
              <th key={c} scope="col" className="amount">
                {c}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {statement.rows.map((row, index) =>
            row.kind === 'heading' ? (
              // Headings and labels may repeat (a source typed twice): the place tells them apart.
              <tr key={index} className="heading">
                <th scope="colgroup" colSpan={statement.columns.length + 1}>
                  {row.label}
                </th>
              </tr>
            ) : (
              <tr key={index} className={row.kind === 'total' ? 'total' : undefined}>
                <th scope="row">{row.label}</th>
                {row.values.map((value, column) => (
                  <td key={column} className="amount">
                    {row.href && value !== 0 && column < statement.yearColumns ? (
                      // The list opens at its top (its filters and total), not at this figure's depth: the
                      // admin area keeps the scroll position across pages.
                      <Link to={row.href} onClick={() => window.scrollTo(0, 0)}>
                        {format.taka(value)}
                      </Link>
                    ) : (
                      format.taka(value)
                    )}
                  </td>
                ))}
              </tr>
            ),
          )}
        </tbody>
      </table>
      <SignatureLines />
    </section>
  );
}

const SIGNERS = ['treasurer', 'secretary', 'president', 'auditor'] as const;

/**
 * Where the officers and the auditor sign a printed statement, each with the date: a statement is adopted
 * signed, so its page carries the lines as its PDF does.
 */
function SignatureLines() {
  const { t } = useTranslation('yearend', { keyPrefix: 'yearEnd.signatures' });
  return (
    <ul className="year-end-signatures" aria-label={t('title')}>
      {SIGNERS.map((who) => (
        <li key={who}>
          <span className="year-end-signature-line" aria-hidden="true" />
          <strong>{t(who)}</strong>
          <span>{t('date')}</span>
        </li>
      ))}
    </ul>
  );
}
