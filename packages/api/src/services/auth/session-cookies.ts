/** Members and admins hold separate sessions (separate cookies): one never stands in for the other. */
export type SessionKind = 'member' | 'admin';

/** The cookie of each kind of session (set by the server, documented in the OpenAPI document). */
export const SESSION_COOKIE_NAMES: Record<SessionKind, string> = {
  member: 'samity_member_session',
  admin: 'samity_admin_session',
};

/**
 * The session cookies of one request and response. The server implements it over its HTTP framework, so
 * this package stays framework-free; tests use an in-memory jar.
 */
export interface SessionCookieJar {
  /** The token of this kind as of now: the request's, or the one set or cleared earlier in this request. */
  get(kind: SessionKind): string | null;
  /** maxAgeSeconds null: a browser-session cookie (gone when the browser closes). */
  set(kind: SessionKind, token: string, options: { maxAgeSeconds: number | null }): void;
  clear(kind: SessionKind): void;
}
