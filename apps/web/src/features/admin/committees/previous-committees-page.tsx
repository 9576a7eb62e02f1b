import type { PreviousCommitteeMember } from '@samity/domain';
import { useMemo } from 'react';
import { DataTable } from '../../../components/data-table/data-table';
import { LoadError } from '../../../components/load-error';
import { Spinner } from '../../../components/spinner';
import { useTranslation } from '../../../i18n/use-translation';
import { trpc } from '../../../lib/trpc';
import { usePageTitle } from '../../../lib/use-page-title';
import { committeeColumns, termLabel } from './committee-columns';
import './committees.css';

/** The server answers the terms in historical order; consecutive rows of one term form its group. */
function groupByTerm(rows: readonly PreviousCommitteeMember[]) {
  const groups: { term: string | null; rows: PreviousCommitteeMember[] }[] = [];
  for (const row of rows) {
    const last = groups.at(-1);
    if (last && last.term === row.term) last.rows.push(row);
    else groups.push({ term: row.term, rows: [row] });
  }
  return groups;
}

/** /PreviousCommitteesAdmin: the previous committees grouped by term with their labels, read only. */
export function PreviousCommitteesAdminPage() {
  const { t } = useTranslation('admin');
  usePageTitle(t('committeesAdmin.previousTitle'));
  const list = trpc.admin.previousCommittees.list.useQuery();
  const groups = useMemo(() => groupByTerm(list.data ?? []), [list.data]);
  const columns = committeeColumns<PreviousCommitteeMember>(t, true);

  let body: React.ReactNode;
  if (list.isError) body = <LoadError onRetry={() => void list.refetch()} />;
  else if (list.isPending) body = <Spinner />;
  else if (groups.length === 0) body = <p className="empty-state">{t('committeesAdmin.empty')}</p>;
  else
    body = groups.map((group) => {
      const label = termLabel(t, group.term);
      return (
        <section key={group.term ?? ''} className="term-group" aria-label={label}>
          <h2>{label}</h2>
          <DataTable
            label={label}
            columns={columns}
            rows={group.rows}
            rowId={(m) => String(m.id)}
            emptyText={t('committeesAdmin.empty')}
          />
        </section>
      );
    });

  return (
    <section className="page admin-committees">
      <h1>{t('committeesAdmin.previousTitle')}</h1>
      <p className="read-only-note">{t('committeesAdmin.readOnly')}</p>
      {body}
    </section>
  );
}
