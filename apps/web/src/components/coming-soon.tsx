import { useTranslation } from 'react-i18next';
import { usePageTitle } from '../lib/use-page-title';

/** Placeholder for a route whose screen a later issue builds; it is not counted as done. */
export function ComingSoon({ titleKey = 'common.comingSoon' }: { titleKey?: string }) {
  const { t } = useTranslation();
  usePageTitle(t(titleKey));
  return (
    <section className="page narrow">
      <h1>{t(titleKey)}</h1>
      <p>{t('common.comingSoonText')}</p>
    </section>
  );
}
