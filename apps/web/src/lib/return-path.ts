import { safeReturnPath } from '@samity/domain';
import { useSearchParams } from './navigation';

/** The query parameter a login page reads the page to return to from. */
const NEXT = 'next';

const LOGIN_PAGES = { admin: '/AdminLogin', member: '/MemberLogin' } as const;

/**
 * The login page of an area, remembering the page someone was sent away from so the login can tell them why
 * and bring them back to it.
 */
export function loginAddress(area: 'admin' | 'member', from: { pathname: string; search?: string }): string {
  const back = safeReturnPath(`${from.pathname}${from.search ?? ''}`, area);
  return back ? `${LOGIN_PAGES[area]}?${NEXT}=${encodeURIComponent(back)}` : LOGIN_PAGES[area];
}

/**
 * The page a login page was asked to return to, when it is a page of the area on this site (never another
 * site: see safeReturnPath); null otherwise, and the login goes to its usual landing page.
 */
export function useReturnPath(area: 'admin' | 'member'): string | null {
  const [params] = useSearchParams();
  return safeReturnPath(params.get(NEXT), area);
}
