import { useTranslation } from 'react-i18next';
import { usePageTitle } from '../lib/use-page-title';

interface ComingSoonProps {
  titleKey?: string;
  /** The namespaces holding titleKey (an admin page's title is in admin or finance, loaded by its layout). */
  ns?: readonly string[];
}

/** Placeholder for a route whose screen a later issue builds; it is not counted as done. */
export function ComingSoon({ titleKey = 'common.comingSoon', ns }: ComingSoonProps) {
  const { t } = useTranslation();
  const title = t(titleKey, ns ? { ns } : undefined);
  usePageTitle(title);
  return (
    <section className="page narrow">
      <h1>{title}</h1>
      <p>{t('common.comingSoonText')}</p>
    </section>
  );
}
