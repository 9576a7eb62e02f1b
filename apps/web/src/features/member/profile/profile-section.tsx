import type { MemberSelf } from '@samity/domain';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Avatar } from '../../../components/avatar';
import { useFormat } from '../../../lib/use-format';
import { DashboardSection, SECTION_IDS } from '../../../components/dashboard-section';
import { RequestUpdateDialog } from '../update-requests/request-update-dialog';
import { UpdateRequestsList } from '../update-requests/update-requests-list';

/** Who the member is on the society's books, and the way to ask for a correction. */
export function ProfileSection({ member }: { member: MemberSelf }) {
  const { t } = useTranslation('member');
  const { digits } = useFormat();
  const [open, setOpen] = useState(false);
  const [sent, setSent] = useState(false);
  const rows = [
    ['dashboard.profile.memberNo', digits(member.member_no)],
    ['dashboard.profile.name', member.name],
    ['dashboard.profile.father', member.father],
    ['dashboard.profile.business', member.business],
    ['dashboard.profile.address', member.address],
    ['dashboard.profile.phone', digits(member.phone)],
  ] as const;

  return (
    <DashboardSection
      id={SECTION_IDS.profile}
      title={t('dashboard.profile.title')}
      actions={
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
      }
    >
      <div className="dash-profile">
        <Avatar
          name={member.name}
          pic={member.pic}
          size={96}
          alt={t('dashboard.profile.pictureAlt', { name: member.name })}
        />
        <dl className="details-list">
          {rows.map(([key, value]) => (
            <div key={key} className="details-row">
              <dt>{t(key)}</dt>
              <dd>{value || '—'}</dd>
            </div>
          ))}
        </dl>
      </div>
      {sent && (
        <p className="success-box" role="status">
          {t('dashboard.requests.sent')}
        </p>
      )}
      <UpdateRequestsList />
      <RequestUpdateDialog
        open={open}
        onClose={() => setOpen(false)}
        onSaved={() => {
          setOpen(false);
          setSent(true);
        }}
      />
    </DashboardSection>
  );
}
