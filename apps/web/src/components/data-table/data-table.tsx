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

interface DataTableProps<T> {
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
 * A table configured by its columns: loading, error with retry, empty state, paging and row actions. The
 * bookkeeping is a list of columns and a page number (a table library cost 10 KB gzipped on every page with a
 * table for no more than that). Below 768 px each row is a card (every value
 * with its column's label, the actions inside the card); the markup stays a table with its roles, so screen
 * readers still hear rows and columns. On a wider screen values wrap, and when the table is still wider than
 * its place the low-priority columns move into a details view each row opens with its Details button.
 * Only if that is not enough does the table scroll sideways, and says so above it.
 */
export function DataTable<T>({
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

  // The columns of a row: the shown ones, then Details when some left the row, then the row's actions.
  const cellIds = useMemo(
    () => [
      ...shown.map((c) => c.id),
      ...(hidden.length > 0 ? [DETAILS_ID] : []),
      ...(actions ? [ACTIONS_ID] : []),
    ],
    [shown, hidden.length, actions],
  );
  // Cells are rendered by one component type (ColumnCell), so a screen that builds its columns anew on every
  // render keeps each cell's DOM and the focus inside it (a dialog can give focus back to its button).
  const renderers = useMemo(() => {
    const map = new Map<string, (row: T) => ReactNode>(shown.map((column) => [column.id, column.cell]));
    if (actions) map.set(ACTIONS_ID, (row) => <div className="row-actions">{actions(row)}</div>);
    return map;
  }, [shown, actions]);
  const meta = useMemo(() => new Map(columns.map((c) => [c.id, c])), [columns]);
  // The page, kept with the rows it was chosen for: new rows (another filter, a search) start at page one.
  const [paging, setPaging] = useState({ rows, index: 0 });
  const pageIndex = paging.rows === rows ? paging.index : 0;

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

  const summary = pageSummary(pageIndex, pageSize ?? Math.max(1, rows.length), rows.length);
  const pageRows = rows.slice(summary.from - 1, summary.to);
  const width = cellIds.length;
  const header = (columnId: string) =>
    columnId === DETAILS_ID
      ? t('common.table.details')
      : columnId === ACTIONS_ID
        ? actionsLabel
        : meta.get(columnId)?.header;
  const turn = (by: number) => setPaging({ rows, index: summary.page - 1 + by });
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
            <tr {...ROLES.row}>
              {cellIds.map((columnId) => (
                <th key={columnId} scope="col" {...ROLES.columnheader} className={cellClass(columnId)}>
                  {header(columnId)}
                </th>
              ))}
            </tr>
          </thead>
          <tbody {...ROLES.rowgroup}>
            {pageRows.map((row) => {
              const key = rowId(row);
              const detailsId = `${id}-details-${key}`;
              const expanded = hidden.length > 0 && open.has(key);
              return (
                <Fragment key={key}>
                  <tr {...ROLES.row} className={expanded ? 'row-expanded' : undefined}>
                    {cellIds.map((columnId) => (
                      <td
                        key={columnId}
                        {...ROLES.cell}
                        className={cellClass(columnId) || undefined}
                        data-label={cellLabel(columnId)}
                      >
                        {columnId === DETAILS_ID ? (
                          <button
                            type="button"
                            className="button button-small button-secondary details-button"
                            aria-expanded={expanded}
                            aria-controls={expanded ? detailsId : undefined}
                            onClick={() => toggle(key)}
                          >
                            {t('common.table.details')}
                          </button>
                        ) : (
                          <ColumnCell render={renderers.get(columnId)} row={row} />
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
                                <ColumnCell render={column.cell} row={row} />
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
        <Pager label={label} summary={summary} onPrevious={() => turn(-1)} onNext={() => turn(1)} />
      )}
    </div>
  );
}
