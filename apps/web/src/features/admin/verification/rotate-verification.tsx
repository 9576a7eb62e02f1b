import { Suspense, useId, useState } from 'react';
import { useConfirm } from '../../../components/confirm-dialog';
import { useTranslation } from '../../../i18n/use-translation';
import { apiErrorText } from '../../../lib/api-errors';
import { trpc } from '../../../lib/trpc';
import './rotate-verification.css';

type Status = { kind: 'success'; path: string } | { kind: 'error'; text: string } | null;

/**
 * "New verification address" on a member found in Update member: after a confirmation (old certificates
 * stop working), the member's token is replaced. Its texts load on first use, inside its own boundary, so
 * the panel around it never waits for them.
 */
export function RotateVerification({ memberNo }: { memberNo: string }) {
  return (
    <Suspense fallback={null}>
      <RotateVerificationButton memberNo={memberNo} />
    </Suspense>
  );
}

function RotateVerificationButton({ memberNo }: { memberNo: string }) {
  const { t } = useTranslation('verification');
  const { t: tAdmin } = useTranslation('admin');
  const rotate = trpc.admin.verification.rotate.useMutation();
  const { confirm, dialog } = useConfirm();
  const [status, setStatus] = useState<Status>(null);
  const headingId = useId();

  async function run() {
    setStatus(null);
    const sure = await confirm({
      title: t('rotate.title'),
      message: t('rotate.body'),
      confirmLabel: t('rotate.confirm'),
    });
    if (!sure) return;
    try {
      const rotated = await rotate.mutateAsync({ member_no: memberNo });
      setStatus({ kind: 'success', path: rotated.path });
    } catch (error) {
      setStatus({
        kind: 'error',
        text: `${t('rotate.failed')} ${apiErrorText(error, tAdmin, 'common.errors.network')}`,
      });
    }
  }

  return (
    <section className="rotate-verification" aria-labelledby={headingId}>
      <h3 id={headingId}>{t('rotate.heading')}</h3>
      <p className="rotate-verification-explain">{t('rotate.explain')}</p>
      <button
        type="button"
        className="button button-secondary"
        disabled={rotate.isPending}
        onClick={() => void run()}
      >
        {t('rotate.button')}
      </button>
      {status?.kind === 'success' && (
        <p className="success-box" role="status">
          {t('rotate.done')}{' '}
          <a href={status.path} translate="no" lang="en" className="verify-path">
            {status.path}
          </a>
        </p>
      )}
      {status?.kind === 'error' && (
        <p className="error-box" role="alert">
          {status.text}
        </p>
      )}
      {dialog}
    </section>
  );
}
