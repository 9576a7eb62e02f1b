import type { CookieKind, SessionCookieJar } from './services/auth/session-cookies';

/**
 * A cookie jar without HTTP, for calling procedures directly in tests: it carries tokens between calls
 * like a browser would and records what the server asked to set.
 */
export class MemoryCookieJar implements SessionCookieJar {
  readonly tokens = new Map<CookieKind, string>();
  readonly lastSet = new Map<CookieKind, { maxAgeSeconds: number | null } | 'cleared'>();

  get(kind: CookieKind): string | null {
    return this.tokens.get(kind) ?? null;
  }

  set(kind: CookieKind, token: string, options: { maxAgeSeconds: number | null }): void {
    this.tokens.set(kind, token);
    this.lastSet.set(kind, options);
  }

  clear(kind: CookieKind): void {
    this.tokens.delete(kind);
    this.lastSet.set(kind, 'cleared');
  }
}
