/** Members and admins hold separate sessions (separate cookies): one never stands in for the other. */
export type SessionKind = 'member' | 'admin';

/** The cookie of each kind of session (set by the server, documented in the OpenAPI document). */
export const SESSION_COOKIE_NAMES: Record<SessionKind, string> = {
  member: 'samity_member_session',
  admin: 'samity_admin_session',
};

/**
 * The device cookie of each kind (docs/decisions/015-login-devices.md): proof that this browser logged in to
 * an account before, so its logins are not throttled with a guesser's. Not a session: it opens nothing, and a
 * request carrying only it is not personal (public answers stay cacheable).
 */
export type DeviceCookieKind = `${SessionKind}_device`;
export const deviceCookieOf = (kind: SessionKind): DeviceCookieKind => `${kind}_device`;

/** Every cookie the server sets: the jar names them through this one map. */
export type CookieKind = SessionKind | DeviceCookieKind;
export const COOKIE_NAMES: Record<CookieKind, string> = {
  ...SESSION_COOKIE_NAMES,
  member_device: 'samity_member_device',
  admin_device: 'samity_admin_device',
};

/**
 * Over HTTPS every cookie's name carries this prefix. A browser then keeps the cookie only if it is Secure,
 * has Path=/ and no Domain, so neither a page of a sibling subdomain nor a plain-HTTP answer on the way can
 * plant or overwrite a session (session fixation through a shared parent domain). Plain HTTP (development,
 * tests) keeps the bare names: a browser refuses a Secure cookie from an http:// page.
 */
export const HOST_COOKIE_PREFIX = '__Host-';

/** The name the cookie of this kind has on a request that came over HTTPS or not: the one place that says. */
export function cookieNameOf(kind: CookieKind, https: boolean): string {
  return https ? `${HOST_COOKIE_PREFIX}${COOKIE_NAMES[kind]}` : COOKIE_NAMES[kind];
}

/** Every name a session cookie may have, prefixed or not: what "this request carries a session" looks for. */
export const SESSION_COOKIE_NAME_VARIANTS: readonly string[] = Object.values(SESSION_COOKIE_NAMES).flatMap(
  (name) => [name, `${HOST_COOKIE_PREFIX}${name}`],
);

/**
 * The session (and device) cookies of one request and response. The server implements it over its HTTP framework, so
 * this package stays framework-free; tests use an in-memory jar.
 */
export interface SessionCookieJar {
  /** The token of this kind as of now: the request's, or the one set or cleared earlier in this request. */
  get(kind: CookieKind): string | null;
  /** maxAgeSeconds null: a browser-session cookie (gone when the browser closes). */
  set(kind: CookieKind, token: string, options: { maxAgeSeconds: number | null }): void;
  clear(kind: CookieKind): void;
}
