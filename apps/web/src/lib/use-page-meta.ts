import { useEffect } from 'react';
import { useTranslation } from '../i18n/use-translation';

function setMetaDescription(content: string) {
  let tag = document.querySelector<HTMLMetaElement>('meta[name="description"]');
  if (!tag) {
    tag = document.createElement('meta');
    tag.name = 'description';
    document.head.append(tag);
  }
  tag.content = content;
}

/**
 * Sets the document title ("Page | Society") and the meta description in the current language, so each
 * route has its own title and description for browsers, bookmarks and search engines. Without a
 * description the site's general one is used, so a page never keeps the previous page's text.
 */
export function usePageMeta(title: string | null, description?: string): void {
  const { t } = useTranslation();
  const text = description ?? t('common.siteDescription');
  useEffect(() => {
    // null: a part of a page whose own component sets the title (the stock on a dealer's page).
    if (title === null) return;
    document.title = `${title} | ${t('society.short')}`;
    setMetaDescription(text);
  }, [title, text, t]);
}
