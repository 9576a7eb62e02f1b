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
