import { Link } from 'wouter';
import { ICONS } from '../../../components/benefit-icons';
import { useTranslation } from '../../../i18n/use-translation';
import { usePageMeta } from '../../../lib/use-page-meta';
import './facilities.css';

/** The four reasons to join shown on Member Facilities. */
const REASONS = [
  ['community', ICONS.people],
  ['government', ICONS.badge],
  ['confidence', ICONS.thumbsUp],
  ['marketing', ICONS.megaphone],
] as const;

/** Member facilities: four reason boxes, an about section and a Become A Member link. */
export function MemberFacilitiesPage() {
  const { t } = useTranslation('joining');
  usePageMeta(t('facilities.title'), t('facilities.metaDescription'));
  return (
    <section className="page">
      <h1>{t('facilities.title')}</h1>
      <p className="page-intro">{t('facilities.intro')}</p>
      <ul className="reason-grid">
        {REASONS.map(([id, icon]) => (
          <li key={id} className="reason-box">
            <span className="benefit-icon" aria-hidden="true">
              {icon}
            </span>
            <h2>{t(`facilities.reasons.${id}.title`)}</h2>
            <p>{t(`facilities.reasons.${id}.text`)}</p>
          </li>
        ))}
      </ul>
      <section className="about" aria-labelledby="facilities-about">
        <h2 id="facilities-about">{t('facilities.aboutTitle')}</h2>
        <p>{t('facilities.aboutText')}</p>
        <Link className="button" to="/BecomeMember">
          {t('facilities.becomeMember')}
        </Link>
      </section>
    </section>
  );
}
