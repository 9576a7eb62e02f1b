import { type CashBookKind, REGISTER_PAGE_SIZE } from '@samity/domain';
import { keepPreviousData } from '@tanstack/react-query';
import { useState } from 'react';
import { DataTable } from '../../../components/data-table/data-table';
import { ServerPager } from '../../../components/data-table/pager';
import { useTranslation } from '../../../i18n/use-translation';
import { trpc } from '../../../lib/trpc';
import { useFormat } from '../../../lib/use-format';
import { useCashBookColumns, useDepositColumns, useMemberColumns } from './register-tables';

interface ListProps {
  from: string;
  to: string;
  /** The cash book's one kind of entry (the other registers have no kinds). */
  kind?: CashBookKind | undefined;
}

const pageOf = (page: number) => ({ limit: REGISTER_PAGE_SIZE, offset: page * REGISTER_PAGE_SIZE });

/** The member register of the range, a page at a time. */
export function MemberRegisterList({ from, to }: ListProps) {
  const { t } = useTranslation('registers', { keyPrefix: 'registers' });
  const [page, setPage] = useState(0);
  const list = trpc.finance.registers.members.useQuery(
    { from, to, ...pageOf(page) },
    { placeholderData: keepPreviousData },
  );
  return (
    <>
      <DataTable
        label={t('members.title')}
        columns={useMemberColumns()}
        rows={list.data?.entries}
        rowId={(m) => m.member_no}
        loading={list.isPending}
        failed={list.isError}
        onRetry={() => void list.refetch()}
        emptyText={t('members.empty')}
      />
      <ServerPager
        label={t('members.title')}
        page={page}
        pageSize={REGISTER_PAGE_SIZE}
        total={list.data?.total}
        busy={list.isFetching}
        onPage={setPage}
      />
    </>
  );
}

/** The deposit register of the range with the members' deposits at its end. */
export function DepositRegisterList({ from, to }: ListProps) {
  const { t } = useTranslation('registers', { keyPrefix: 'registers' });
  const { date, taka } = useFormat();
  const [page, setPage] = useState(0);
  const list = trpc.finance.registers.deposits.useQuery(
    { from, to, ...pageOf(page) },
    { placeholderData: keepPreviousData },
  );
  return (
    <>
      {list.data && (
        <div className="register-closing">
          <p>{t('deposits.listed', { amount: taka(list.data.amount_total) })}</p>
          <p>{t('deposits.closing', { date: date(to), amount: taka(list.data.closing) })}</p>
        </div>
      )}
      <DataTable
        label={t('deposits.title')}
        columns={useDepositColumns()}
        rows={list.data?.entries}
        rowId={(e) => String(e.id)}
        loading={list.isPending}
        failed={list.isError}
        onRetry={() => void list.refetch()}
        emptyText={t('deposits.empty')}
      />
      <ServerPager
        label={t('deposits.title')}
        page={page}
        pageSize={REGISTER_PAGE_SIZE}
        total={list.data?.total}
        busy={list.isFetching}
        onPage={setPage}
      />
    </>
  );
}

/** The cash book of the range (or one kind of its entries): receipts and payments in date order, balances by method group, and their totals. */
export function CashBookList({ from, to, kind }: ListProps) {
  const { t } = useTranslation('registers', { keyPrefix: 'registers' });
  const { taka } = useFormat();
  const [page, setPage] = useState(0);
  const list = trpc.finance.yearEnd.cashBook.useQuery(
    { from, to, ...(kind ? { kind } : {}), ...pageOf(page) },
    { placeholderData: keepPreviousData },
  );
  return (
    <>
      {list.data && (
        // What a year-end figure's link is checked against: the entries of every page added up.
        <p className="register-closing">
          {t('cashBook.totals', {
            receipts: taka(list.data.receipts_total),
            payments: taka(list.data.payments_total),
          })}
        </p>
      )}
      <DataTable
        label={t('cashBook.title')}
        columns={useCashBookColumns()}
        rows={list.data?.entries}
        rowId={(e) => `${e.kind}-${e.id}`}
        loading={list.isPending}
        failed={list.isError}
        onRetry={() => void list.refetch()}
        emptyText={t('cashBook.empty')}
      />
      <ServerPager
        label={t('cashBook.title')}
        page={page}
        pageSize={REGISTER_PAGE_SIZE}
        total={list.data?.total}
        busy={list.isFetching}
        onPage={setPage}
      />
    </>
  );
}
