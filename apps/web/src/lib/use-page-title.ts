import { usePageMeta } from './use-page-meta';

/** Sets the document title ("Page | Society") and the site's general meta description. */
export function usePageTitle(title: string): void {
  usePageMeta(title);
}
