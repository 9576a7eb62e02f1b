import type { AdminPublicComplaint, ComplaintFilter } from '@samity/domain';
import { useState } from 'react';
import { ComplaintDesk } from '../../../components/complaint-desk/complaint-desk';
import { DeskCard } from '../../../components/complaint-desk/desk-card';
import { useSolveAndRefresh } from '../../../components/complaint-desk/use-solve';
import { useTranslation } from '../../../i18n/use-translation';
import { trpc } from '../../../lib/trpc';
import { useFormat } from '../../../lib/use-format';
import { SendSolution } from './send-solution';

/** /AdminPublicComplain: visitors' complaints (Filed By, Against), unsolved ones with Solve. */
export function PublicComplaintsPage() {
  const { t } = useTranslation('admin');
  const [filter, setFilter] = useState<ComplaintFilter>('unsolved');
  const utils = trpc.useUtils();
  const list = trpc.admin.publicComplaints.list.useQuery({ status: filter });
  const solve = trpc.admin.publicComplaints.solve.useMutation();
  const { status, onSolve } = useSolveAndRefresh(solve.mutateAsync, () =>
    utils.admin.publicComplaints.invalidate(),
  );
  const rows = list.data ?? [];

  return (
    <ComplaintDesk
      title={t('complaintsAdmin.public.title')}
      filter={filter}
      onFilter={setFilter}
      status={status}
      list={list}
      count={rows.length}
    >
      {rows.map((row) => (
        <PublicComplaintCard key={row.id} row={row} busy={solve.isPending} onSolve={onSolve(row.id)} />
      ))}
    </ComplaintDesk>
  );
}

function PublicComplaintCard({
  row,
  busy,
  onSolve,
}: {
  row: AdminPublicComplaint;
  busy: boolean;
  onSolve(solution: string): Promise<boolean>;
}) {
  const { t } = useTranslation('admin');
  const { digits } = useFormat();
  const none = t('complaintsAdmin.public.none');
  return (
    <DeskCard
      complaint={row}
      about={`${row.name}, ${row.phone}`}
      busy={busy}
      onSolve={onSolve}
      afterSolution={
        row.solution && <SendSolution complaintId={row.id} phone={row.phone} solution={row.solution} />
      }
    >
      <div className="desk-parties">
        <div>
          <h2 className="desk-party-title">{t('complaintsAdmin.public.filedBy')}</h2>
          <p>{row.name}</p>
          <p>
            <a href={`tel:${row.phone}`}>{digits(row.phone)}</a>
          </p>
        </div>
        <div>
          <h2 className="desk-party-title">{t('complaintsAdmin.public.against')}</h2>
          <p>
            {t('complaintsAdmin.memberNo')}: {row.member_no ? digits(row.member_no) : none}
          </p>
          <p>
            {t('complaintsAdmin.public.business')}: {row.business ?? none}
          </p>
          {row.member_business && (
            <p>
              {t('complaintsAdmin.public.businessOnRecord')}: <strong>{row.member_business}</strong>
            </p>
          )}
        </div>
      </div>
      <p className="desk-text">
        <strong>{t('complaintsAdmin.public.issue')}:</strong> {row.issue}
      </p>
    </DeskCard>
  );
}
