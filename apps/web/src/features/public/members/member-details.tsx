import type { PublicMember } from '@samity/domain';
import { Avatar } from '../../../components/avatar';
import { Modal } from '../../../components/modal';
import { useTranslation } from '../../../i18n/use-translation';
import { useFormat } from '../../../lib/use-format';

/** The Details modal of a member card: every public field of the member. */
export function MemberDetails({ member, onClose }: { member: PublicMember | null; onClose: () => void }) {
  const { t } = useTranslation('public');
  const { digits } = useFormat();
  return (
    <Modal open={member !== null} onClose={onClose} title={member?.name ?? ''}>
      {member && (
        <div className="member-details">
          <Avatar
            name={member.name}
            pic={member.pic}
            size={96}
            alt={t('members.photoOf', { name: member.name })}
          />
          <dl className="details-list">
            <dt>{t('members.memberNo')}</dt>
            <dd>{digits(member.member_no)}</dd>
            <dt>{t('members.father')}</dt>
            <dd>{member.father || '–'}</dd>
            <dt>{t('members.business')}</dt>
            <dd>{member.business || '–'}</dd>
            <dt>{t('members.address')}</dt>
            <dd>{member.address || '–'}</dd>
            <dt>{t('members.phone')}</dt>
            <dd>{member.phone ? <a href={`tel:${member.phone}`}>{digits(member.phone)}</a> : '–'}</dd>
          </dl>
        </div>
      )}
    </Modal>
  );
}
