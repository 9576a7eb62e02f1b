import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';

/** Sets the document title ("Page | Society") in the current language. */
export function usePageTitle(title: string): void {
  const { t } = useTranslation();
  useEffect(() => {
    document.title = `${title} | ${t('society.short')}`;
  }, [title, t]);
}
