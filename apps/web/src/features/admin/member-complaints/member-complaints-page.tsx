import type { AdminMemberComplaint, ComplaintFilter } from '@samity/domain';
import { useState } from 'react';
import { ComplaintDesk } from '../../../components/complaint-desk/complaint-desk';
import { Solution } from '../../../components/complaint-desk/solution';
import { SolveForm } from '../../../components/complaint-desk/solve-form';
import { useSolveOutcome } from '../../../components/complaint-desk/use-solve';
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
  const { status, run } = useSolveOutcome();
  const onSolve = (id: number) => (solution: string) =>
    run(async () => {
      try {
        await solve.mutateAsync({ id, solution });
      } finally {
        // Solved here or by someone else meanwhile: the cards and the side menu's count follow.
        await utils.admin.memberComplaints.invalidate();
      }
    });
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
  const { digits, moment } = useFormat();
  const type = t(`complaintsAdmin.types.${row.type === 'legal matter' ? 'legal' : 'general'}`);
  return (
    <li className={`card desk-card${row.solution ? '' : ' unsolved'}`}>
      <p className="desk-meta">
        <span className="desk-badge">{type}</span>{' '}
        <span>
          {t('complaintsAdmin.memberNo')}: <strong>{digits(row.member_no)}</strong> ({row.member_name})
        </span>
      </p>
      <p className="desk-text">{row.objection}</p>
      <p className="desk-time">
        {t('complaintsAdmin.submitted')}:{' '}
        <time dateTime={row.submission_timestamp}>{moment(row.submission_timestamp)}</time>
      </p>
      {row.solution ? (
        <Solution solution={row.solution} at={row.solution_timestamp} />
      ) : (
        <SolveForm about={`${type}, ${row.member_no}`} busy={busy} onSubmit={onSolve} />
      )}
    </li>
  );
}
