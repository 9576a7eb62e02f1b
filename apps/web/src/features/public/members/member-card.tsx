import type { PublicMember } from '@samity/domain';
import { Avatar } from '../../../components/avatar';
import { useTranslation } from '../../../i18n/use-translation';
import { useFormat } from '../../../lib/use-format';

interface MemberCardProps {
  member: PublicMember;
  onDetails: (member: PublicMember) => void;
  /** Called when the card's button gets focus: keyboard users reaching the last card load the next page. */
  onFocus?: () => void;
}

export function MemberCard({ member, onDetails, onFocus }: MemberCardProps) {
  const { t } = useTranslation('public');
  const { digits } = useFormat();
  return (
    <li className="card member-card">
      <Avatar name={member.name} pic={member.pic} alt={t('members.photoOf', { name: member.name })} />
      <div className="member-card-body">
        <h2>{member.name}</h2>
        <p>
          {t('members.memberNo')}: <span className="member-no">{digits(member.member_no)}</span>
        </p>
        <p>{member.business}</p>
        <button
          type="button"
          className="button button-small"
          onClick={() => onDetails(member)}
          onFocus={onFocus}
          aria-label={t('members.detailsOf', { name: member.name })}
        >
          {t('members.details')}
        </button>
      </div>
    </li>
  );
}
