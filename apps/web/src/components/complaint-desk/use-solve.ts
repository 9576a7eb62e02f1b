import { useState } from 'react';
import { useTranslation } from '../../i18n/use-translation';
import { apiErrorText, parseApiError } from '../../lib/api-errors';
import type { Status } from '../status-box';

/** The server's refusals this desk says in the page's language. */
const REASONS: Record<string, string> = {
  'complaints.alreadySolved': 'complaintsAdmin.alreadySolved',
  'complaints.notFound': 'complaintsAdmin.notFound',
};

/**
 * Runs a solve and says how it went: 'Solution submitted successfully.' or 'Error submitting solution.'
 * (with the server's reason when it gave one, e.g. already solved by another admin).
 */
export function useSolveOutcome() {
  const { t } = useTranslation('admin');
  const [status, setStatus] = useState<Status>(null);
  const run = async (solve: () => Promise<unknown>): Promise<boolean> => {
    setStatus(null);
    try {
      await solve();
      setStatus({ kind: 'success', text: t('complaintsAdmin.solved') });
      return true;
    } catch (error) {
      const failed = t('complaintsAdmin.solveFailed');
      const known = REASONS[parseApiError(error).key ?? ''];
      const reason = known ? t(known) : apiErrorText(error, t, 'complaintsAdmin.solveFailed');
      setStatus({ kind: 'error', text: reason === failed ? failed : `${failed} ${reason}` });
      return false;
    }
  };
  return { status, run };
}

/**
 * A desk's Solve: solves one complaint and, whatever the outcome, refreshes the desk (solved here or by
 * someone else meanwhile: the cards and the side menu's count follow).
 */
export function useSolveAndRefresh(
  solve: (input: { id: number; solution: string }) => Promise<unknown>,
  refresh: () => Promise<unknown>,
) {
  const { status, run } = useSolveOutcome();
  const onSolve = (id: number) => (solution: string) =>
    run(async () => {
      try {
        await solve({ id, solution });
      } finally {
        await refresh();
      }
    });
  return { status, onSolve };
}
