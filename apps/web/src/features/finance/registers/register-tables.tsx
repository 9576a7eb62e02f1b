import type { CashBookPage, DepositRegisterEntry, MemberRegisterEntry } from '@samity/domain';
import { paymentMethodLabel, sourceLabel } from '@samity/domain';
import type { DataColumn } from '../../../components/data-table/data-table';
import { useTranslation } from '../../../i18n/use-translation';
import { useFormat } from '../../../lib/use-format';

type CashBookEntry = CashBookPage['entries'][number];

/** The member register's columns: number, name, father, joining, death and nominee. */
export function useMemberColumns(): DataColumn<MemberRegisterEntry>[] {
  const { t } = useTranslation('registers', { keyPrefix: 'registers' });
  const { date, digits } = useFormat();
  return [
    { id: 'no', header: t('members.no'), nowrap: true, cell: (m) => digits(m.member_no) },
    { id: 'name', header: t('members.name'), primary: true, cell: (m) => m.name },
    { id: 'father', header: t('members.father'), priority: 3, cell: (m) => m.father },
    { id: 'joined', header: t('members.joined'), nowrap: true, cell: (m) => date(m.joined_on) },
    {
      id: 'died',
      header: t('members.died'),
      priority: 2,
      nowrap: true,
      cell: (m) => (m.deceased_on ? date(m.deceased_on) : ''),
    },
    {
      id: 'nominee',
      header: t('members.nominee'),
      priority: 2,
      cell: (m) =>
        m.nominee
          ? `${m.nominee}${m.nominee_relation ? ` (${m.nominee_relation})` : ''}`
          : t('members.noNominee'),
    },
  ];
}

/** The deposit register's columns: each entry with the member's and the society's running balance. */
export function useDepositColumns(): DataColumn<DepositRegisterEntry>[] {
  const { t, i18n } = useTranslation('registers', { keyPrefix: 'registers' });
  const { date, digits, taka } = useFormat();
  const lng = i18n.language === 'bn' ? 'bn' : 'en';
  return [
    { id: 'date', header: t('deposits.date'), nowrap: true, cell: (e) => date(e.date) },
    {
      id: 'member',
      header: t('deposits.member'),
      primary: true,
      cell: (e) => `${digits(e.member_no)} ${e.name}`,
    },
    { id: 'source', header: t('deposits.source'), priority: 3, cell: (e) => sourceLabel(e.source, lng) },
    {
      id: 'method',
      header: t('deposits.method'),
      priority: 3,
      cell: (e) => paymentMethodLabel(e.method, lng),
    },
    { id: 'amount', header: t('deposits.amount'), nowrap: true, cell: (e) => taka(e.amount) },
    {
      id: 'memberBalance',
      header: t('deposits.memberBalance'),
      priority: 2,
      nowrap: true,
      cell: (e) => taka(e.member_balance),
    },
    {
      id: 'registerBalance',
      header: t('deposits.registerBalance'),
      nowrap: true,
      cell: (e) => taka(e.register_balance),
    },
  ];
}

/** The cash book's columns: receipts and payments in date order with each account's running balance. */
export function useCashBookColumns(): DataColumn<CashBookEntry>[] {
  const { t, i18n } = useTranslation('registers', { keyPrefix: 'registers' });
  const { date, digits, taka } = useFormat();
  const lng = i18n.language === 'bn' ? 'bn' : 'en';
  return [
    { id: 'date', header: t('cashBook.date'), nowrap: true, cell: (e) => date(e.date) },
    { id: 'kind', header: t('cashBook.kind'), primary: true, cell: (e) => t(`cashBook.kinds.${e.kind}`) },
    { id: 'reference', header: t('cashBook.reference'), priority: 3, cell: (e) => digits(e.reference) },
    {
      id: 'method',
      header: t('cashBook.method'),
      priority: 2,
      cell: (e) => `${paymentMethodLabel(e.method, lng)} · ${t(`cashBook.groups.${e.group}`)}`,
    },
    {
      id: 'receipt',
      header: t('cashBook.receipt'),
      nowrap: true,
      cell: (e) => (e.receipt ? taka(e.receipt) : ''),
    },
    {
      id: 'payment',
      header: t('cashBook.payment'),
      nowrap: true,
      cell: (e) => (e.payment ? taka(e.payment) : ''),
    },
    // One running balance per account in its own column, so no column mixes cash, bank and wallet.
    ...(['cash', 'bank', 'wallet'] as const).map(
      (group): DataColumn<CashBookEntry> => ({
        id: `balance-${group}`,
        header: t(`cashBook.balances.${group}`),
        nowrap: true,
        cell: (e) => taka(e.balances[group]),
      }),
    ),
  ];
}
