import {
  createColumnHelper,
  createPaginatedRowModel,
  type RowData,
  rowPaginationFeature,
  tableFeatures,
  useTable,
} from '@tanstack/react-table';
import { type ReactNode, useId, useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { LoadError } from '../load-error';
import { Spinner } from '../spinner';
import { Pager } from './pager';
import { pageSummary } from './paging';
import { useOverflow } from './use-overflow';
import './data-table.css';

export interface DataColumn<T> {
  id: string;
  /** The column heading, already translated. */
  header: string;
  cell(row: T): ReactNode;
}

interface DataTableProps<T extends RowData> {
  /** Names the table (and its scroll region) for screen readers. */
  label: string;
  columns: readonly DataColumn<T>[];
  rows: readonly T[] | undefined;
  rowId(row: T): string;
  loading?: boolean;
  /** Set when loading failed: the table shows the error and a retry button. */
  onRetry?: () => void;
  failed?: boolean;
  /** Shown instead of an empty table. */
  emptyText: string;
  /** Rows per page; without it every row is on one page. */
  pageSize?: number;
  /** Buttons of one row (edit, delete, ...): real buttons, so keyboard and touch reach them alike. */
  actions?: (row: T) => ReactNode;
  actionsHeader?: string;
}

const features = tableFeatures({ rowPaginationFeature, paginatedRowModel: createPaginatedRowModel() });
const NO_ROWS: never[] = [];
const ACTIONS_ID = 'actions';

/** One cell: a component type that stays the same across renders, so a cell keeps its DOM and focus. */
function ColumnCell<T>({ render, row }: { render: ((row: T) => ReactNode) | undefined; row: T }) {
  return render ? render(row) : null;
}

/**
 * A table configured by its columns: loading, error with retry, empty state, paging and row actions, with
 * @tanstack/react-table doing the row and page bookkeeping. On a screen narrower than the table it scrolls
 * sideways inside a focusable region and says so above the table.
 */
export function DataTable<T extends RowData>({
  label,
  columns,
  rows,
  rowId,
  loading,
  failed,
  onRetry,
  emptyText,
  pageSize,
  actions,
  actionsHeader,
}: DataTableProps<T>) {
  const { t } = useTranslation();
  const id = useId();
  const [scroller, overflowing] = useOverflow();

  // Cells are rendered by one component type declared below, not by tanstack's FlexRender: FlexRender mounts
  // each cell function as a component of its own, so a screen that builds its columns anew on every render
  // would remount every cell and lose the focus inside it (a dialog could not give focus back to its button).
  const { columnDefs, renderers } = useMemo(() => {
    const helper = createColumnHelper<typeof features, T>();
    const renderers = new Map<string, (row: T) => ReactNode>(
      columns.map((column) => [column.id, column.cell]),
    );
    const defs = columns.map((column) => helper.display({ id: column.id, header: column.header }));
    if (actions) {
      renderers.set(ACTIONS_ID, (row) => <div className="row-actions">{actions(row)}</div>);
      defs.push(helper.display({ id: ACTIONS_ID, header: actionsHeader ?? t('common.table.actions') }));
    }
    return { columnDefs: defs, renderers };
  }, [columns, actions, actionsHeader, t]);

  const table = useTable({
    features,
    columns: columnDefs,
    data: (rows ?? NO_ROWS) as T[],
    getRowId: (row) => rowId(row),
    initialState: { pagination: { pageIndex: 0, pageSize: pageSize ?? Number.POSITIVE_INFINITY } },
  });

  if (failed && onRetry) return <LoadError onRetry={onRetry} />;
  if (loading || !rows) return <Spinner />;
  if (rows.length === 0) return <p className="empty-state">{emptyText}</p>;

  const { pageIndex } = table.state.pagination;
  const summary = pageSummary(pageIndex, pageSize ?? Math.max(1, rows.length), rows.length);
  return (
    <div className="data-table-block">
      {overflowing && (
        <p className="table-scroll-hint" id={`${id}-hint`}>
          {t('common.table.scrollHint')}
        </p>
      )}
      <section
        ref={scroller}
        className={`table-scroll${overflowing ? ' overflowing' : ''}`}
        aria-label={label}
        aria-describedby={overflowing ? `${id}-hint` : undefined}
        // biome-ignore lint/a11y/noNoninteractiveTabindex: a scrolling region must be reachable by keyboard to scroll it
        tabIndex={0}
      >
        <table className="data-table" aria-label={label}>
          <thead>
            {table.getHeaderGroups().map((group) => (
              <tr key={group.id}>
                {group.headers.map((header) => (
                  <th key={header.id} scope="col">
                    <table.FlexRender header={header} />
                  </th>
                ))}
              </tr>
            ))}
          </thead>
          <tbody>
            {table.getRowModel().rows.map((row) => (
              <tr key={row.id}>
                {row.getAllCells().map((cell) => (
                  <td key={cell.id}>
                    <ColumnCell render={renderers.get(cell.column.id)} row={row.original} />
                  </td>
                ))}
              </tr>
            ))}
          </tbody>
        </table>
      </section>
      {pageSize !== undefined && summary.pages > 1 && (
        <Pager
          label={label}
          summary={summary}
          onPrevious={() => table.previousPage()}
          onNext={() => table.nextPage()}
        />
      )}
    </div>
  );
}
