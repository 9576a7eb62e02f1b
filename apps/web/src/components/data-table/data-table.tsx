import {
  createColumnHelper,
  createPaginatedRowModel,
  type RowData,
  rowPaginationFeature,
  tableFeatures,
  useTable,
} from '@tanstack/react-table';
import { Fragment, type ReactNode, useId, useMemo, useState } from 'react';
import { useTranslation } from '../../i18n/use-translation';
import { LoadError } from '../load-error';
import { Spinner } from '../spinner';
import { Pager } from './pager';
import { pageSummary } from './paging';
import { CARDS_QUERY, useColumnFit, useMediaQuery } from './use-column-fit';
import './data-table.css';

export interface DataColumn<T> {
  id: string;
  /** The column heading, already translated. */
  header: string;
  cell(row: T): ReactNode;
  /** The label beside the value on a phone's card and in a row's details; the header when left out. */
  label?: string;
  /** What names the row (a name, a number): the title of the row's card on a phone, without a label. */
  primary?: boolean;
  /**
   * 1 (the default) always stays in the row; 3, then 2, leave the row for its details view when the table
   * is wider than its place, so no column is clipped and no one scrolls sideways to reach an action.
   */
  priority?: 1 | 2 | 3;
  /** Keeps the value on one line (an amount, a date); other values wrap. */
  nowrap?: boolean;
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
const DETAILS_ID = 'details';
/** Priority levels that can leave the row: 3, then 2. */
const DROP_LEVELS = 2;
/**
 * The table's roles, spelled out: the cards restyle rows and cells as blocks, which would otherwise cost the
 * table its semantics in some browsers (spread, as the linter takes them for the elements' own).
 */
const ROLES = {
  table: { role: 'table' },
  rowgroup: { role: 'rowgroup' },
  row: { role: 'row' },
  columnheader: { role: 'columnheader' },
  cell: { role: 'cell' },
} as const;

/** One cell: a component type that stays the same across renders, so a cell keeps its DOM and focus. */
function ColumnCell<T>({ render, row }: { render: ((row: T) => ReactNode) | undefined; row: T }) {
  return render ? render(row) : null;
}

/** Whether a column has left the row at this drop level (1 takes priority 3 out, 2 takes 2 and 3). */
const isDropped = (column: { priority?: number }, dropped: number) =>
  dropped > 0 && (column.priority ?? 1) > 3 - dropped;

/**
 * A table configured by its columns: loading, error with retry, empty state, paging and row actions, with
 * @tanstack/react-table doing the row and page bookkeeping. Below 768 px each row is a card (every value
 * with its column's label, the actions inside the card); the markup stays a table with its roles, so screen
 * readers still hear rows and columns. On a wider screen values wrap, and when the table is still wider than
 * its place the low-priority columns move into a details view each row opens with its Details button.
 * Only if that is not enough does the table scroll sideways, and says so above it.
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
  const cards = useMediaQuery(CARDS_QUERY);
  const levels = columns.some((c) => (c.priority ?? 1) > 1) ? DROP_LEVELS : 0;
  const fit = useColumnFit(levels, cards);
  const [open, setOpen] = useState<ReadonlySet<string>>(() => new Set());
  const actionsLabel = actionsHeader ?? t('common.table.actions');

  const shown = useMemo(() => columns.filter((c) => !isDropped(c, fit.dropped)), [columns, fit.dropped]);
  const hidden = useMemo(() => columns.filter((c) => isDropped(c, fit.dropped)), [columns, fit.dropped]);

  // Cells are rendered by one component type declared below, not by tanstack's FlexRender: FlexRender mounts
  // each cell function as a component of its own, so a screen that builds its columns anew on every render
  // would remount every cell and lose the focus inside it (a dialog could not give focus back to its button).
  const { columnDefs, renderers } = useMemo(() => {
    const helper = createColumnHelper<typeof features, T>();
    const renderers = new Map<string, (row: T) => ReactNode>(shown.map((column) => [column.id, column.cell]));
    const defs = shown.map((column) => helper.display({ id: column.id, header: column.header }));
    if (hidden.length > 0) defs.push(helper.display({ id: DETAILS_ID, header: t('common.table.details') }));
    if (actions) {
      renderers.set(ACTIONS_ID, (row) => <div className="row-actions">{actions(row)}</div>);
      defs.push(helper.display({ id: ACTIONS_ID, header: actionsLabel }));
    }
    return { columnDefs: defs, renderers };
  }, [shown, hidden.length, actions, actionsLabel, t]);

  const meta = useMemo(() => new Map(columns.map((c) => [c.id, c])), [columns]);
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

  const toggle = (key: string) =>
    setOpen((current) => {
      const next = new Set(current);
      if (!next.delete(key)) next.add(key);
      return next;
    });
  const cellClass = (columnId: string) => {
    const column = meta.get(columnId);
    if (columnId === ACTIONS_ID) return 'cell-actions';
    if (columnId === DETAILS_ID) return 'cell-details';
    return [column?.primary && 'cell-primary', column?.nowrap && 'cell-nowrap'].filter(Boolean).join(' ');
  };
  const cellLabel = (columnId: string) =>
    columnId === ACTIONS_ID ? actionsLabel : (meta.get(columnId)?.label ?? meta.get(columnId)?.header);

  const { pageIndex } = table.state.pagination;
  const summary = pageSummary(pageIndex, pageSize ?? Math.max(1, rows.length), rows.length);
  const width = columnDefs.length;
  return (
    <div className={`data-table-block${cards ? ' as-cards' : ''}`}>
      {fit.overflowing && (
        <p className="table-scroll-hint" id={`${id}-hint`}>
          {t('common.table.scrollHint')}
        </p>
      )}
      <section
        ref={fit.ref}
        className={`table-scroll${fit.overflowing ? ' overflowing' : ''}`}
        aria-label={label}
        aria-describedby={fit.overflowing ? `${id}-hint` : undefined}
        // A region that scrolls must be reachable by keyboard to scroll it.
        tabIndex={fit.overflowing ? 0 : undefined}
      >
        <table className="data-table" aria-label={label} {...ROLES.table}>
          <thead {...ROLES.rowgroup}>
            {table.getHeaderGroups().map((group) => (
              <tr key={group.id} {...ROLES.row}>
                {group.headers.map((header) => (
                  <th
                    key={header.id}
                    scope="col"
                    {...ROLES.columnheader}
                    className={cellClass(header.column.id)}
                  >
                    <table.FlexRender header={header} />
                  </th>
                ))}
              </tr>
            ))}
          </thead>
          <tbody {...ROLES.rowgroup}>
            {table.getRowModel().rows.map((row) => {
              const detailsId = `${id}-details-${row.id}`;
              const expanded = hidden.length > 0 && open.has(row.id);
              return (
                <Fragment key={row.id}>
                  <tr {...ROLES.row} className={expanded ? 'row-expanded' : undefined}>
                    {row.getAllCells().map((cell) => (
                      <td
                        key={cell.id}
                        {...ROLES.cell}
                        className={cellClass(cell.column.id) || undefined}
                        data-label={cellLabel(cell.column.id)}
                      >
                        {cell.column.id === DETAILS_ID ? (
                          <button
                            type="button"
                            className="button button-small button-secondary details-button"
                            aria-expanded={expanded}
                            aria-controls={expanded ? detailsId : undefined}
                            onClick={() => toggle(row.id)}
                          >
                            {t('common.table.details')}
                          </button>
                        ) : (
                          <ColumnCell render={renderers.get(cell.column.id)} row={row.original} />
                        )}
                      </td>
                    ))}
                  </tr>
                  {expanded && (
                    <tr id={detailsId} {...ROLES.row} className="row-details">
                      <td {...ROLES.cell} colSpan={width}>
                        <dl>
                          {hidden.map((column) => (
                            <div key={column.id}>
                              <dt>{column.label ?? column.header}</dt>
                              <dd>
                                <ColumnCell render={column.cell} row={row.original} />
                              </dd>
                            </div>
                          ))}
                        </dl>
                      </td>
                    </tr>
                  )}
                </Fragment>
              );
            })}
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
