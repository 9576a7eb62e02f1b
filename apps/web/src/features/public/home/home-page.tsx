import { Link } from 'wouter';
import { ICONS } from '../../../components/benefit-icons';
import { useTranslation } from '../../../i18n/use-translation';
import { usePageMeta } from '../../../lib/use-page-meta';
import { type Benefit, BenefitCarousel } from './benefit-carousel';
import './home.css';

const CLIENT_BENEFITS = [
  ['collection', ICONS.car],
  ['verified', ICONS.shield],
  ['complaint', ICONS.megaphone],
  ['news', ICONS.news],
  ['service', ICONS.wrench],
] as const;
const MEMBER_BENEFITS = [
  ['reach', ICONS.globe],
  ['confidence', ICONS.thumbsUp],
  ['help', ICONS.scales],
  ['transparency', ICONS.eye],
  ['payments', ICONS.card],
] as const;

/** The home page's four buttons, each to its route. */
const ACTIONS = [
  ['/Stocklist', 'home.buttons.listings'],
  ['/ActiveMembers', 'home.buttons.members'],
  ['/ClientComplain', 'home.buttons.complaint'],
  ['/ServiceCenters', 'home.buttons.serviceCenters'],
] as const;

/** Home: title, the four buttons, client and member benefit carousels, and About. */
export function HomePage() {
  const { t } = useTranslation('home');
  usePageMeta(t('home.metaTitle'), t('home.metaDescription'));
  const benefits = (
    group: 'clientBenefits' | 'memberBenefits',
    list: typeof CLIENT_BENEFITS | typeof MEMBER_BENEFITS,
  ) =>
    list.map(
      ([id, icon]): Benefit => ({
        id,
        icon,
        title: t(`home.${group}.${id}.title`),
        text: t(`home.${group}.${id}.text`),
      }),
    );

  return (
    <div className="home">
      <section className="hero">
        <div className="page">
          <h1>{t('home.title')}</h1>
          <p className="hero-intro">{t('home.intro')}</p>
          <ul className="hero-actions">
            {ACTIONS.map(([to, label], i) => (
              <li key={to}>
                <Link className={`button${i === 0 ? '' : ' button-light'}`} to={to}>
                  {t(label)}
                </Link>
              </li>
            ))}
          </ul>
        </div>
      </section>
      <div className="page">
        <BenefitCarousel
          title={t('home.clientBenefitsTitle')}
          benefits={benefits('clientBenefits', CLIENT_BENEFITS)}
        />
        <BenefitCarousel
          title={t('home.memberBenefitsTitle')}
          benefits={benefits('memberBenefits', MEMBER_BENEFITS)}
        />
        <section className="about" aria-labelledby="about-title">
          <h2 id="about-title">{t('home.about.title')}</h2>
          <p>{t('home.about.text1')}</p>
          <p>{t('home.about.text2')}</p>
          <Link className="button" to="/BecomeMember">
            {t('home.becomeMember')}
          </Link>
        </section>
      </div>
    </div>
  );
}
