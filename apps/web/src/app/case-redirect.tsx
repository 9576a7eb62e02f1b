import { canonicalAppPath } from '@samity/domain';
import { Navigate, useLocation } from 'react-router';
import { NotFound } from '../components/not-found';

/**
 * Page paths are exact (/Stocklist), but people type them in any case: a path that names a page in another
 * case goes to the page's own address (query and fragment kept); anything else is not found.
 */
export function CaseRedirect() {
  const { pathname, search, hash } = useLocation();
  const canonical = canonicalAppPath(pathname);
  if (canonical && canonical !== pathname) return <Navigate to={`${canonical}${search}${hash}`} replace />;
  return <NotFound />;
}
