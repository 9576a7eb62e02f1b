import { type FinancialMember, toAsciiDigits, todayInDhaka } from '@samity/domain';
import { keepPreviousData } from '@tanstack/react-query';
import { useCallback, useMemo, useState } from 'react';
import { type DataColumn, DataTable } from '../../../components/data-table/data-table';
import { type Status, StatusBox } from '../../../components/status-box';
import { useTranslation } from '../../../i18n/use-translation';
import { downloadCsv } from '../../../lib/download-csv';
import { trpc } from '../../../lib/trpc';
import { useDebouncedValue } from '../../../lib/use-debounced-value';
import { useFormat } from '../../../lib/use-format';
import { usePageTitle } from '../../../lib/use-page-title';
import { BalanceAmount, DueAmount } from './deposit-amount';
import { DepositTotals } from './deposit-totals';
import { MemberDepositsDialog } from './member-deposits-dialog';
import { SetPayableDialog } from './set-payable-dialog';
import './deposits.css';

/** Members per page of the table (the society has about 170). */
const PAGE_SIZE = 25;

/**
 * /Financial: every member's payable deposit, what they have deposited, balance and due, with the society's
 * totals; a member's entries and a new entry in a dialog; the payable changed with a reason (audited).
 * The search goes to the server, and the totals are over the members it matches: they describe the rows listed.
 */
export function DepositsPage() {
  const { t } = useTranslation('finance');
  usePageTitle(t('deposits.title'));
  const { taka, digits } = useFormat();
  const [search, setSearch] = useState('');
  // Bengali digits typed on a Bengali keyboard find the same member numbers and phones.
  const term = useDebouncedValue(toAsciiDigits(search.trim()), 300);
  const list = trpc.finance.deposits.list.useQuery(term ? { search: term } : {}, {
    placeholderData: keepPreviousData,
  });
  const [entriesOf, setEntriesOf] = useState<FinancialMember | null>(null);
  const [payableOf, setPayableOf] = useState<FinancialMember | null>(null);
  const [status, setStatus] = useState<Status>(null);

  const rows = list.data?.members;
  // The dialog reads the member from the latest list, so its figures follow a saved entry.
  const entriesMember = entriesOf
    ? (rows?.find((m) => m.member_no === entriesOf.member_no) ?? entriesOf)
    : null;

  // Stable columns and row buttons: the table keeps its cells (and the focused button) across re-renders,
  // so a closed dialog gives the focus back to the button that opened it.
  const columns = useMemo<DataColumn<FinancialMember>[]>(
    () => [
      { id: 'member_no', nowrap: true, header: t('deposits.memberNo'), cell: (m) => digits(m.member_no) },
      { id: 'name', primary: true, header: t('deposits.name'), cell: (m) => m.name },
      { id: 'business', priority: 3, header: t('deposits.business'), cell: (m) => m.business },
      { id: 'phone', priority: 2, header: t('deposits.phone'), cell: (m) => digits(m.phone) },
      { id: 'payable', header: t('deposits.payable'), cell: (m) => taka(m.payable) },
      { id: 'deposits', header: t('deposits.deposits'), cell: (m) => taka(m.deposits) },
      { id: 'balance', header: t('deposits.balance'), cell: (m) => <BalanceAmount balance={m.balance} /> },
      { id: 'due', header: t('deposits.due'), cell: (m) => <DueAmount due={m.due} /> },
    ],
    [t, taka, digits],
  );

  const rowButtons = useCallback(
    (m: FinancialMember) => (
      <>
        <button
          type="button"
          className="button button-small"
          aria-label={t('deposits.entriesFor', { memberNo: m.member_no })}
          onClick={() => {
            setStatus(null);
            setEntriesOf(m);
          }}
        >
          {t('deposits.entries')}
        </button>
        <button
          type="button"
          className="button button-small button-secondary"
          aria-label={t('deposits.setPayableFor', { memberNo: m.member_no })}
          onClick={() => {
            setStatus(null);
            setPayableOf(m);
          }}
        >
          {t('deposits.setPayable')}
        </button>
      </>
    ),
    [t],
  );

  function exportCsv() {
    if (!rows) return;
    downloadCsv(
      `deposits-${todayInDhaka()}.csv`,
      columns.map((c) => c.header),
      // Amounts as numbers: a spreadsheet sums them, and a negative balance is not taken for a formula.
      rows.map((m) => [m.member_no, m.name, m.business, m.phone, m.payable, m.deposits, m.balance, m.due]),
    );
  }

  return (
    <section className="page finance-deposits">
      <h1>{t('deposits.title')}</h1>
      <p className="page-intro">{t('deposits.intro')}</p>
      <DepositTotals data={list.data} searching={term !== ''} />
      <StatusBox status={status} />
      <div className="deposits-toolbar">
        <div className="search-box">
          <label htmlFor="deposits-search">{t('deposits.searchLabel')}</label>
          <input
            id="deposits-search"
            type="search"
            value={search}
            maxLength={100}
            autoComplete="off"
            onChange={(event) => setSearch(event.target.value)}
          />
        </div>
        <button
          type="button"
          className="button button-secondary"
          disabled={!rows || rows.length === 0}
          onClick={exportCsv}
        >
          {t('deposits.exportCsv')}
        </button>
      </div>
      <DataTable
        // A new search starts again on the first page.
        key={term}
        label={t('deposits.tableLabel')}
        columns={columns}
        rows={rows}
        rowId={(m) => m.member_no}
        loading={list.isPending}
        failed={list.isError}
        onRetry={() => void list.refetch()}
        emptyText={t('deposits.noMatch')}
        pageSize={PAGE_SIZE}
        actions={rowButtons}
      />
      {entriesMember && (
        <MemberDepositsDialog
          key={entriesMember.member_no}
          member={entriesMember}
          onClose={() => setEntriesOf(null)}
        />
      )}
      {payableOf && (
        <SetPayableDialog
          key={payableOf.member_no}
          member={payableOf}
          onClose={() => setPayableOf(null)}
          onSaved={(updated) => {
            setPayableOf(null);
            setStatus({
              kind: 'success',
              text: t('deposits.payableSaved', {
                memberNo: updated.member_no,
                payable: taka(updated.payable),
                balance: taka(updated.balance),
                due: taka(updated.due),
              }),
            });
          }}
        />
      )}
    </section>
  );
}
