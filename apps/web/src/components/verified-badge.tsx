import { Link } from 'wouter';
import { useTranslation } from '../i18n/use-translation';
import './verified-badge.css';

/**
 * "Verified member" on a car of a dealer in good standing, linking to the dealer's verification page. The
 * address comes with the car in the stock answer (verify_path), so a page of cards makes no extra requests;
 * its words are in the public texts the stock and car pages already load.
 */
export function VerifiedBadge({
  path,
  dealer,
  inset = false,
}: {
  path: string | null | undefined;
  dealer: string;
  /** In a card whose text has 12 px side gutters of its own (the similar cars of a gone car's page). */
  inset?: boolean;
}) {
  const { t } = useTranslation('public');
  if (!path) return null;
  return (
    <Link className={inset ? 'verified-badge verified-badge-inset' : 'verified-badge'} to={path}>
      <span aria-hidden="true">✓</span> {t('stock.verified')}
      <span className="visually-hidden"> {t('stock.verifiedOf', { dealer })}</span>
    </Link>
  );
}
