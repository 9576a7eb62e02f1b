import { Link } from 'wouter';
import { useTranslation } from '../i18n/use-translation';
import { usePageTitle } from '../lib/use-page-title';

export function NotFound() {
  const { t } = useTranslation();
  usePageTitle(t('common.notFoundTitle'));
  return (
    <section className="page narrow">
      <h1>{t('common.notFoundTitle')}</h1>
      <p>{t('common.notFoundText')}</p>
      <Link className="button" to="/">
        {t('common.backHome')}
      </Link>
    </section>
  );
}
