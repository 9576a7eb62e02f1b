import { canonicalAppPath } from '@samity/domain';
import { Redirect } from 'wouter';
import { NotFound } from '../components/not-found';
import { useAddress } from '../lib/navigation';

/**
 * Page paths are exact (/Stocklist), but people type them in any case: a path that names a page in another
 * case goes to the page's own address (query and fragment kept); anything else is not found.
 */
export function CaseRedirect() {
  const { pathname, search, hash } = useAddress();
  const canonical = canonicalAppPath(pathname);
  if (canonical && canonical !== pathname) return <Redirect to={`${canonical}${search}${hash}`} replace />;
  return <NotFound />;
}
