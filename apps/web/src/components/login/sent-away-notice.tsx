import { useTranslation } from '../../i18n/use-translation';

/** Tells someone sent to a login page from another page why they are here, and that they will be taken back. */
export function SentAwayNotice({ area, page }: { area: 'admin' | 'member'; page: string | null }) {
  const { t } = useTranslation('login');
  if (!page) return null;
  // The address without its query: the page's name as the person typed or followed it.
  const name = page.split(/[?#]/)[0];
  return (
    <p className="login-sent-away" role="status">
      {t(area === 'admin' ? 'auth.sentAway.admin' : 'auth.sentAway.member', { page: name })}
    </p>
  );
}
