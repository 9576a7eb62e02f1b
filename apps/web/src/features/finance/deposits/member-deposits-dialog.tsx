import type { AdminDepositEntry, FinancialMember } from '@samity/domain';
import { useState } from 'react';
import { type DataColumn, DataTable } from '../../../components/data-table/data-table';
import { Modal } from '../../../components/modal';
import { ReversalNote } from '../../../components/reversal/reversal-note';
import { ReverseDialog } from '../../../components/reversal/reverse-dialog';
import { useTranslation } from '../../../i18n/use-translation';
import { trpc } from '../../../lib/trpc';
import { useFormat } from '../../../lib/use-format';
import { useVocabulary } from '../../../lib/vocabulary';
import { AddEntryForm } from './add-entry-form';
import { BalanceAmount, DueAmount } from './deposit-amount';

interface Props {
  /** The member as the latest list has it: the figures follow a saved entry. */
  member: FinancialMember;
  onClose(): void;
}

/** One member's deposit entries in date order, what was still owed after each, and a form for a new one. */
export function MemberDepositsDialog({ member, onClose }: Props) {
  const { t } = useTranslation('finance');
  const { taka, date } = useFormat();
  const vocabulary = useVocabulary();
  const { t: tc } = useTranslation();
  const entries = trpc.finance.deposits.entries.useQuery({ member_no: member.member_no });
  const utils = trpc.useUtils();
  const reverse = trpc.finance.deposits.reverse.useMutation({
    onSuccess: () => utils.finance.deposits.invalidate(),
  });
  const [reversing, setReversing] = useState<AdminDepositEntry | null>(null);
  const columns: DataColumn<AdminDepositEntry>[] = [
    { id: 'date', nowrap: true, header: t('deposits.date'), cell: (e) => date(e.date) },
    { id: 'source', primary: true, header: t('deposits.source'), cell: (e) => vocabulary.source(e.source) },
    {
      id: 'method',
      priority: 2,
      header: t('deposits.method'),
      cell: (e) => vocabulary.paymentMethod(e.method),
    },
    { id: 'amount', header: t('deposits.amount'), cell: (e) => taka(e.amount) },
    {
      id: 'outstanding',
      header: t('deposits.outstanding'),
      cell: (e) => (
        <span className={e.outstanding > 0 ? 'deposits-due' : undefined}>{taka(e.outstanding)}</span>
      ),
    },
    {
      // One column for the correction: the link between a reversal and its original, or the Reverse action.
      id: 'reversal',
      header: t('deposits.correction'),
      cell: (e) =>
        e.original_id === null && e.reversed_by === null ? (
          <button
            type="button"
            className="button button-small button-secondary"
            onClick={() => setReversing(e)}
          >
            {tc('reversal.action')}
          </button>
        ) : (
          <ReversalNote entry={e} />
        ),
    },
  ];

  return (
    <Modal
      open
      title={t('deposits.entriesTitle', { name: member.name, memberNo: member.member_no })}
      onClose={onClose}
      className="deposits-dialog"
    >
      <section className="deposits-member-figures" aria-label={t('deposits.memberFigures')}>
        <dl>
          <div>
            <dt>{t('deposits.payable')}</dt>
            <dd>{taka(member.payable)}</dd>
          </div>
          <div>
            <dt>{t('deposits.deposits')}</dt>
            <dd>{taka(member.deposits)}</dd>
          </div>
          <div>
            <dt>{t('deposits.balance')}</dt>
            <dd>
              <BalanceAmount balance={member.balance} note />
            </dd>
          </div>
          <div>
            <dt>{t('deposits.due')}</dt>
            <dd>
              <DueAmount due={member.due} />
            </dd>
          </div>
        </dl>
      </section>
      <h3>{t('deposits.entriesHeading')}</h3>
      <DataTable
        label={t('deposits.entriesLabel', { memberNo: member.member_no })}
        columns={columns}
        rows={entries.data}
        rowId={(e) => String(e.id)}
        loading={entries.isPending}
        failed={entries.isError}
        onRetry={() => void entries.refetch()}
        emptyText={t('deposits.noEntries')}
      />
      <AddEntryForm memberNo={member.member_no} />
      {reversing && (
        <ReverseDialog
          what={t('deposits.reverseWhat', { amount: taka(reversing.amount), date: date(reversing.date) })}
          onReverse={(reason) => reverse.mutateAsync({ id: reversing.id, reason })}
          onClose={() => setReversing(null)}
        />
      )}
    </Modal>
  );
}
