import type { ReactNode } from 'react';
import { useTranslation } from '../../i18n/use-translation';
import { useFormat } from '../../lib/use-format';
import { Solution } from './solution';
import { SolveForm } from './solve-form';

interface Props {
  complaint: { submission_timestamp: string; solution: string | null; solution_timestamp: string | null };
  /** Who or what the complaint is, for the Solve form's label. */
  about: string;
  busy: boolean;
  onSolve(solution: string): Promise<boolean>;
  /** Shown under a solution once given (the public desk's Send by SMS). */
  afterSolution?: ReactNode;
  /** The complaint itself: who filed it and what it says. */
  children: ReactNode;
}

/** One complaint on a desk: its own text, when it came in, then its solution or the Solve form. */
export function DeskCard({ complaint, about, busy, onSolve, afterSolution, children }: Props) {
  const { t } = useTranslation('admin');
  const { moment } = useFormat();
  return (
    <li className={`card desk-card${complaint.solution ? '' : ' unsolved'}`}>
      {children}
      <p className="desk-time">
        {t('complaintsAdmin.submitted')}:{' '}
        <time dateTime={complaint.submission_timestamp}>{moment(complaint.submission_timestamp)}</time>
      </p>
      {complaint.solution ? (
        <>
          <Solution solution={complaint.solution} at={complaint.solution_timestamp} />
          {afterSolution}
        </>
      ) : (
        <SolveForm about={about} busy={busy} onSubmit={onSolve} />
      )}
    </li>
  );
}
