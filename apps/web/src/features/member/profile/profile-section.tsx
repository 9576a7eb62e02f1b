import type { MemberSelf } from '@samity/domain';
import type { ReactNode } from 'react';
import { Avatar } from '../../../components/avatar';
import { DashboardSection, SECTION_IDS } from '../../../components/dashboard-section';
import { useTranslation } from '../../../i18n/use-translation';
import { useFormat } from '../../../lib/use-format';
import './profile.css';

interface Props {
  member: MemberSelf;
  /** Request Update beside the heading (the update requests are a concept of their own). */
  actions: ReactNode;
  /** The member's update requests and what became of them, below the details. */
  children: ReactNode;
}

/** Who the member is on the society's books, with the way to ask for a correction handed in. */
export function ProfileSection({ member, actions, children }: Props) {
  const { t } = useTranslation('member');
  const { digits } = useFormat();
  const rows = [
    ['dashboard.profile.memberNo', digits(member.member_no)],
    ['dashboard.profile.name', member.name],
    ['dashboard.profile.father', member.father],
    ['dashboard.profile.business', member.business],
    ['dashboard.profile.address', member.address],
    ['dashboard.profile.phone', digits(member.phone)],
  ] as const;

  return (
    <DashboardSection id={SECTION_IDS.profile} title={t('dashboard.profile.title')} actions={actions}>
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
      {children}
    </DashboardSection>
  );
}
