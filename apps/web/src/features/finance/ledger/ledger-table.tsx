import type { FinancialEntry } from '@samity/domain';
import {
  createContext,
  type MouseEvent,
  useCallback,
  useContext,
  useId,
  useMemo,
  useRef,
  useState,
} from 'react';
import { type DataColumn, DataTable } from '../../../components/data-table/data-table';
import { ReversalNote } from '../../../components/reversal/reversal-note';
import { useTranslation } from '../../../i18n/use-translation';
import { useFormat } from '../../../lib/use-format';
import { useVocabulary } from '../../../lib/vocabulary';
import { splitReceipts } from './ledger-values';
import { RowMenu } from './row-menu';
import { TypeBadge } from './type-badge';

interface Props {
  label: string;
  rows: readonly FinancialEntry[] | undefined;
  loading: boolean;
  failed: boolean;
  onRetry(): void;
  emptyText: string;
  onUpdate(entry: FinancialEntry): void;
  onDelete(entry: FinancialEntry): void;
  onReverse(entry: FinancialEntry): void;
  onViewReceipts(entry: FinancialEntry): void;
}

interface OpenMenu {
  entry: FinancialEntry;
  at: { x: number; y: number };
  /** The row's Actions button: focus goes back to it when the menu closes. */
  opener: HTMLButtonElement;
}

/**
 * Which row's menu is open, for the rows' Actions buttons. Through a context, not the column definitions:
 * the shared table renders a cell as a component of its column, so new definitions would remount every
 * cell, and the button that has focus, whenever the menu opens or closes.
 */
const MenuState = createContext<{
  openId: number | null;
  menuId: string;
  toggle(entry: FinancialEntry, button: HTMLButtonElement): void;
}>({ openId: null, menuId: '', toggle: () => {} });

function MenuButton({ entry, description }: { entry: FinancialEntry; description: string }) {
  const { t } = useTranslation('finance');
  const { openId, menuId, toggle } = useContext(MenuState);
  const expanded = openId === entry.id;
  return (
    <button
      type="button"
      className="button button-small button-secondary ledger-menu-button"
      data-entry-id={entry.id}
      aria-haspopup="menu"
      aria-expanded={expanded}
      aria-controls={expanded ? menuId : undefined}
      onClick={(event) => toggle(entry, event.currentTarget)}
    >
      <span aria-hidden="true">⋮ </span>
      {t('ledger.actions')}
      <span className="visually-hidden"> {description}</span>
    </button>
  );
}

/**
 * The ledger rows (newest first, as the server sends them) with each row's menu, Update and Delete. The
 * menu opens with a right-click anywhere on a row, or with the row's Actions button (touch, keyboard, and
 * the context-menu key).
 */
export function LedgerTable({
  label,
  rows,
  loading,
  failed,
  onRetry,
  emptyText,
  onUpdate,
  onDelete,
  onReverse,
  onViewReceipts,
}: Props) {
  const { t } = useTranslation('finance');
  const { t: tc } = useTranslation();
  const { taka, date, digits } = useFormat();
  const vocabulary = useVocabulary();
  const menuId = useId();
  const [menu, setMenu] = useState<OpenMenu | null>(null);
  const menuRef = useRef(menu);
  menuRef.current = menu;

  // The row as its Actions and receipts buttons name it: its source as the Source column shows it.
  const describe = useCallback(
    (entry: FinancialEntry) => `${vocabulary.source(entry.source)}, ${date(entry.date)}`,
    [vocabulary, date],
  );

  const openBelow = useCallback((entry: FinancialEntry, button: HTMLButtonElement) => {
    const box = button.getBoundingClientRect();
    setMenu({ entry, at: { x: box.right - 160, y: box.bottom + 4 }, opener: button });
  }, []);
  const toggle = useCallback(
    (entry: FinancialEntry, button: HTMLButtonElement) => {
      if (menuRef.current?.entry.id === entry.id) setMenu(null);
      else openBelow(entry, button);
    },
    [openBelow],
  );
  const menuState = useMemo(
    () => ({ openId: menu?.entry.id ?? null, menuId, toggle }),
    [menu?.entry.id, menuId, toggle],
  );
  const actions = useCallback(
    (entry: FinancialEntry) => <MenuButton entry={entry} description={describe(entry)} />,
    [describe],
  );

  // A right-click on any cell of a row opens that row's menu at the pointer; the row is found through its
  // Actions button, so the shared table needs no handler of its own.
  function onContextMenu(event: MouseEvent<HTMLDivElement>) {
    const row = (event.target as HTMLElement).closest('tbody tr');
    const button = row?.querySelector<HTMLButtonElement>('button[data-entry-id]');
    const entry = rows?.find((e) => String(e.id) === button?.dataset.entryId);
    if (!button || !entry) return;
    event.preventDefault();
    // The context-menu key (or Shift+F10) gives no pointer position: open under the button instead.
    if (event.clientX === 0 && event.clientY === 0) openBelow(entry, button);
    else setMenu({ entry, at: { x: event.clientX, y: event.clientY }, opener: button });
  }

  const columns = useMemo<DataColumn<FinancialEntry>[]>(
    () => [
      { id: 'type', header: t('ledger.columns.type'), cell: (e) => <TypeBadge type={e.type} /> },
      { id: 'date', nowrap: true, header: t('ledger.columns.date'), cell: (e) => date(e.date) },
      {
        id: 'source',
        primary: true,
        header: t('ledger.columns.source'),
        cell: (e) => vocabulary.source(e.source),
      },
      {
        id: 'method',
        priority: 2,
        header: t('ledger.columns.method'),
        cell: (e) => vocabulary.paymentMethod(e.method),
      },
      {
        id: 'note',
        priority: 3,
        header: t('ledger.columns.note'),
        cell: (e) => (e.note ? <span className="ledger-note">{e.note}</span> : '-'),
      },
      {
        id: 'amount',
        header: t('ledger.columns.amount'),
        cell: (e) => <span className={`ledger-amount ledger-${e.type.toLowerCase()}`}>{taka(e.amount)}</span>,
      },
      {
        id: 'correction',
        priority: 2,
        header: t('ledger.correction'),
        cell: (e) => <ReversalNote entry={e} />,
      },
      {
        id: 'balance',
        header: t('ledger.columns.balance'),
        cell: (e) => <span className="ledger-amount">{taka(e.balance_after_transaction)}</span>,
      },
      {
        id: 'receipt',
        priority: 2,
        header: t('ledger.columns.receipt'),
        cell: (e) => {
          const count = splitReceipts(e.receipt).length;
          if (count === 0) return '-';
          return (
            <button
              type="button"
              className="button button-small button-secondary"
              onClick={() => onViewReceipts(e)}
            >
              {t('ledger.view')}
              <span className="visually-hidden">
                {' '}
                {t('ledger.viewReceipts', { count, n: digits(count), entry: describe(e) })}
              </span>
            </button>
          );
        },
      },
      { id: 'added_by', priority: 3, header: t('ledger.columns.addedBy'), cell: (e) => e.added_by },
    ],
    [t, date, taka, digits, describe, onViewReceipts, vocabulary],
  );

  return (
    // biome-ignore lint/a11y/noStaticElementInteractions: the right-click is a pointer shortcut; every row's Actions button opens the same menu for keyboard and touch
    <div className="ledger-table" onContextMenu={onContextMenu}>
      <MenuState.Provider value={menuState}>
        <DataTable
          label={label}
          columns={columns}
          rows={rows}
          rowId={(e) => String(e.id)}
          loading={loading}
          failed={failed}
          onRetry={onRetry}
          emptyText={emptyText}
          actionsHeader={t('ledger.columns.actions')}
          actions={actions}
        />
      </MenuState.Provider>
      {menu && (
        <RowMenu
          key={`${menu.entry.id}-${menu.at.x}-${menu.at.y}`}
          id={menuId}
          label={t('ledger.menuLabel', { entry: describe(menu.entry) })}
          at={menu.at}
          // A reversal and a reversed entry stay as they are: nothing to update, delete or reverse.
          items={
            menu.entry.original_id !== null || menu.entry.reversed_by !== null
              ? []
              : [
                  { id: 'update', label: t('ledger.update'), onSelect: () => onUpdate(menu.entry) },
                  { id: 'reverse', label: tc('reversal.action'), onSelect: () => onReverse(menu.entry) },
                  { id: 'delete', label: t('ledger.delete'), onSelect: () => onDelete(menu.entry) },
                ]
          }
          opener={menu.opener}
          onClose={() => setMenu(null)}
        />
      )}
    </div>
  );
}
