import { asLang, committeeTitleLabel } from '@samity/domain';
import { Avatar } from '../../../components/avatar';
import { useTranslation } from '../../../i18n/use-translation';
import { useFormat } from '../../../lib/use-format';

interface CommitteeCardProps {
  name: string;
  title?: string | null;
  memberNo: string | null;
  pic: string | null;
  /** The register number of the resolution that co-opted the member; none for an elected one. */
  resolution?: string | null;
}

export function CommitteeCard({ name, title, memberNo, pic, resolution }: CommitteeCardProps) {
  const { t, i18n } = useTranslation('public');
  const { digits } = useFormat();
  // The title from @samity/domain's committee titles rather than lib/vocabulary's hook, which would bring the
  // members' and admins' words into this public page's code.
  return (
    <li className="card committee-card">
      <Avatar name={name} pic={pic} size={88} alt={t('members.photoOf', { name })} />
      <h3>{name}</h3>
      {title && <p className="committee-title">{committeeTitleLabel(title, asLang(i18n.language))}</p>}
      {memberNo && <p>{t('committees.memberNo', { memberNo: digits(memberNo) })}</p>}
      {resolution && (
        <p className="committee-resolution">{t('committees.coopted', { resolution: digits(resolution) })}</p>
      )}
    </li>
  );
}
