import type { MemberSelf } from '@samity/domain';
import { useState } from 'react';
import { ProfileSection } from '../../features/member/profile/profile-section';
import { RequestUpdateDialog } from '../../features/member/update-requests/request-update-dialog';
import { UpdateRequestsList } from '../../features/member/update-requests/update-requests-list';
import { CertificatePanel } from '../../features/member/verification/certificate-panel';
import { useTranslation } from '../../i18n/use-translation';

/**
 * The profile with the member's update requests: Request Update beside the heading opens the dialog, a sent
 * request is confirmed under the details, then the list of requests. Two features, so composed here.
 */
export function MemberProfileSection({ member }: { member: MemberSelf }) {
  const { t } = useTranslation('member');
  const [open, setOpen] = useState(false);
  const [sent, setSent] = useState(false);
  const requestUpdate = (
    <button
      type="button"
      className="button button-small"
      onClick={() => {
        setSent(false);
        setOpen(true);
      }}
    >
      {t('dashboard.profile.requestUpdate')}
    </button>
  );

  return (
    <ProfileSection member={member} actions={requestUpdate}>
      {sent && (
        <p className="success-box" role="status">
          {t('dashboard.requests.sent')}
        </p>
      )}
      <UpdateRequestsList />
      <CertificatePanel />
      <RequestUpdateDialog
        open={open}
        onClose={() => setOpen(false)}
        onSaved={() => {
          setOpen(false);
          setSent(true);
        }}
      />
    </ProfileSection>
  );
}
