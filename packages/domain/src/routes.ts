import { ADMIN_PATHS, type AdminPath } from './privileges';

/**
 * Every page route of the site: exact and case-sensitive, no parameters. The web router and the server's SPA
 * fallback both read this list, so a path unknown to one is unknown to the other (and gets a 404).
 */
export const PUBLIC_ROUTES = [
  '/',
  '/ActiveMembers',
  '/DeceasedMembers',
  '/MemberFacilities',
  '/BecomeMember',
  '/CurrentCommittee',
  '/FoundingCommittee',
  '/PreviousCommittees',
  '/Notices',
  '/Stocklist',
  '/ServiceCenters',
  '/Gallery',
  '/ClientComplain',
  '/AdminLogin',
  '/MemberLogin',
] as const;

export const MEMBER_ROUTES = ['/MemberDashboard'] as const;

/** Admin routes, in the order of the one admin page table (privileges.ts). */
export const ADMIN_ROUTES: readonly AdminPath[] = ADMIN_PATHS.map((page) => page.path);

const APP_ROUTES: readonly string[] = [...PUBLIC_ROUTES, ...MEMBER_ROUTES, ...ADMIN_ROUTES];

export function isAppRoute(path: string): boolean {
  return APP_ROUTES.includes(path);
}

/** Paths crawlers are kept out of: the APIs and every member and admin page. */
const PRIVATE_PREFIXES = ['/api/', '/trpc/'];

/**
 * robots.txt, derived from the route tables so a new private page is disallowed without editing a file.
 * A path that is the prefix of another (/Admin of /AdminPublicComplain) is anchored with `$`.
 */
export function robotsTxt(): string {
  const privatePages = [...MEMBER_ROUTES, ...ADMIN_ROUTES];
  const rule = (path: string) =>
    privatePages.some((other) => other !== path && other.startsWith(path)) ? `${path}$` : path;
  return [
    '# Public pages are open to crawlers; the API and the member and admin areas are not.',
    'User-agent: *',
    'Allow: /',
    ...[...PRIVATE_PREFIXES, ...privatePages.map(rule)].map((path) => `Disallow: ${path}`),
    '',
  ].join('\n');
}
