import { useState } from 'react';
import { type Status, StatusBox } from '../../../components/status-box';
import { useTranslation } from '../../../i18n/use-translation';
import { apiErrorText } from '../../../lib/api-errors';
import { trpc } from '../../../lib/trpc';
import { useFormat } from '../../../lib/use-format';

/** An sms: address that opens the phone's messaging app with the number and the solution filled in. */
export function smsLink(phone: string, body: string): string {
  return `sms:${encodeURIComponent(phone)}?body=${encodeURIComponent(body)}`;
}

interface Props {
  complaintId: number;
  phone: string;
  solution: string;
}

/**
 * Send Solution: the server queues an SMS of the stored solution to the complainant and the card says
 * whether it went out or why not (no SMS provider on this server). The sms: link stays beside it, so the
 * admin can always send it from their own phone.
 */
export function SendSolution({ complaintId, phone, solution }: Props) {
  const { t } = useTranslation('admin');
  const { digits } = useFormat();
  const send = trpc.admin.publicComplaints.sendSolution.useMutation();
  const [status, setStatus] = useState<Status>(null);

  async function run() {
    setStatus(null);
    try {
      const answer = await send.mutateAsync({ id: complaintId });
      if (!answer.smsAvailable) setStatus({ kind: 'error', text: t('complaintsAdmin.public.smsOff') });
      else if (answer.queued)
        setStatus({ kind: 'success', text: t('complaintsAdmin.public.smsQueued', { phone: digits(phone) }) });
      else setStatus({ kind: 'error', text: t('complaintsAdmin.public.smsNotQueued') });
    } catch (error) {
      setStatus({ kind: 'error', text: apiErrorText(error, t, 'complaintsAdmin.public.smsFailed') });
    }
  }

  return (
    <div className="send-solution">
      <div className="form-actions">
        <button type="button" className="button" disabled={send.isPending} onClick={() => void run()}>
          {send.isPending ? t('complaintsAdmin.public.sending') : t('complaintsAdmin.public.sendSolution')}
        </button>
        <a className="button button-secondary" href={smsLink(phone, solution)}>
          {t('complaintsAdmin.public.sendFromPhone')}
        </a>
      </div>
      <StatusBox status={status} />
    </div>
  );
}
