import { useTranslation } from 'react-i18next';
import { Avatar } from '../../../components/avatar';
import { useFormat } from '../../../lib/use-format';
import { useVocabulary } from '../../../lib/vocabulary';

interface CommitteeCardProps {
  name: string;
  title?: string | null;
  memberNo: string | null;
  pic: string | null;
}

export function CommitteeCard({ name, title, memberNo, pic }: CommitteeCardProps) {
  const { t } = useTranslation('public');
  const { digits } = useFormat();
  const vocabulary = useVocabulary();
  return (
    <li className="card committee-card">
      <Avatar name={name} pic={pic} size={88} alt={t('members.photoOf', { name })} />
      <h3>{name}</h3>
      {title && <p className="committee-title">{vocabulary.committeeTitle(title)}</p>}
      {memberNo && <p>{t('committees.memberNo', { memberNo: digits(memberNo) })}</p>}
    </li>
  );
}
