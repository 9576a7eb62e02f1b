import type { AdminMemberComplaint, ComplaintFilter } from '@samity/domain';
import { useState } from 'react';
import { ComplaintDesk } from '../../../components/complaint-desk/complaint-desk';
import { DeskCard } from '../../../components/complaint-desk/desk-card';
import { useSolveAndRefresh } from '../../../components/complaint-desk/use-solve';
import { useTranslation } from '../../../i18n/use-translation';
import { trpc } from '../../../lib/trpc';
import { useFormat } from '../../../lib/use-format';

/** /AdminMembersComplain: members' complaints as cards, unsolved ones with Solve. */
export function MemberComplaintsPage() {
  const { t } = useTranslation('admin');
  const [filter, setFilter] = useState<ComplaintFilter>('unsolved');
  const utils = trpc.useUtils();
  const list = trpc.admin.memberComplaints.list.useQuery({ status: filter });
  const solve = trpc.admin.memberComplaints.solve.useMutation();
  const { status, onSolve } = useSolveAndRefresh(solve.mutateAsync, () =>
    utils.admin.memberComplaints.invalidate(),
  );
  const rows = list.data ?? [];

  return (
    <ComplaintDesk
      title={t('complaintsAdmin.members.title')}
      filter={filter}
      onFilter={setFilter}
      status={status}
      list={list}
      count={rows.length}
    >
      {rows.map((row) => (
        <MemberComplaintCard key={row.id} row={row} busy={solve.isPending} onSolve={onSolve(row.id)} />
      ))}
    </ComplaintDesk>
  );
}

function MemberComplaintCard({
  row,
  busy,
  onSolve,
}: {
  row: AdminMemberComplaint;
  busy: boolean;
  onSolve(solution: string): Promise<boolean>;
}) {
  const { t } = useTranslation('admin');
  const { digits } = useFormat();
  const type = t(`complaintsAdmin.types.${row.type === 'legal matter' ? 'legal' : 'general'}`);
  return (
    <DeskCard complaint={row} about={`${type}, ${row.member_no}`} busy={busy} onSolve={onSolve}>
      <p className="desk-meta">
        <span className="desk-badge">{type}</span>{' '}
        <span>
          {t('complaintsAdmin.memberNo')}: <strong>{digits(row.member_no)}</strong> ({row.member_name})
        </span>
      </p>
      <p className="desk-text">{row.objection}</p>
    </DeskCard>
  );
}
