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
  '/Documents',
  '/CurrentCommittee',
  '/FoundingCommittee',
  '/PreviousCommittees',
  '/Elections',
  '/Notices',
  '/Stocklist',
  // Cars side by side (compare.ts): the cars are in the query, /compare?cars=12,34,56.
  '/compare',
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

/**
 * The page route a path names whatever its letter case ('/stocklist' is '/Stocklist'), or undefined: people
 * type addresses in lower case, and both the server and the web router send them to the page.
 */
export function canonicalAppPath(path: string): string | undefined {
  const lower = path.toLowerCase();
  return APP_ROUTES.find((route) => route.toLowerCase() === lower);
}

/**
 * Where a login may send someone back to: a page of the area they log in to (admin or member), on this site.
 * Anything else (another site as "https://evil.example" or "//evil.example", a backslash trick, a public or
 * unknown page) gives null, so the login can never be used to send people elsewhere. Letter case is
 * corrected, the query and fragment kept.
 */
export function safeReturnPath(raw: string | null | undefined, area: 'admin' | 'member'): string | null {
  if (!raw?.startsWith('/') || raw.startsWith('//') || raw.includes('\\')) return null;
  // Control characters (a newline, a tab) never belong in a page address; browsers drop some of them silently.
  if ([...raw].some((c) => c.charCodeAt(0) < 0x20 || c.charCodeAt(0) === 0x7f)) return null;
  // What is left is an address on this site: its path, then the query and fragment kept as they are.
  const end = raw.search(/[?#]/);
  const path = canonicalAppPath(end === -1 ? raw : raw.slice(0, end));
  const allowed: readonly string[] = area === 'admin' ? ADMIN_ROUTES : MEMBER_ROUTES;
  if (!path || !allowed.includes(path)) return null;
  return `${path}${end === -1 ? '' : raw.slice(end)}`;
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
