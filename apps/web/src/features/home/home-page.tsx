import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { usePageTitle } from '../../lib/use-page-title';

/** Home (the full page with benefit carousels arrives with the public-website issue). */
export function HomePage() {
  const { t } = useTranslation();
  usePageTitle(t('home.title'));
  return (
    <section className="page hero">
      <h1>{t('home.title')}</h1>
      <p>{t('home.intro')}</p>
      <Link className="button" to="/ActiveMembers">
        {t('nav.activeMembers')}
      </Link>
    </section>
  );
}
