import type { Db } from '@samity/db';
import { MemoryCookieJar } from '../memory-cookie-jar';
import { cookieNameOf, type SessionKind } from '../services/auth/session-cookies';
import { startSession } from '../services/auth/sessions.service';

/** Someone to log in as: what the factories answer (createMember, createAdmin). */
export interface TestAccount {
  kind: SessionKind;
  id: number;
}

/** A cookie jar holding a session, which also answers the Cookie header for HTTP tests. */
export class SessionJar extends MemoryCookieJar {
  /**
   * The `Cookie` request header carrying every cookie in the jar (for app.inject in server tests), named as
   * the server names them over HTTPS (`https`) or plain HTTP.
   */
  header({ https = false }: { https?: boolean } = {}): string {
    return [...this.tokens].map(([kind, token]) => `${cookieNameOf(kind, https)}=${token}`).join('; ');
  }
}

/**
 * Logs in as a member or an admin without the password and its throttling: for tests about what a
 * principal may do, not about logging in. Pass the same jar twice to hold a member and an admin session.
 */
export async function loginAs(
  db: Db,
  account: TestAccount,
  options: { remember?: boolean; now?: () => Date; jar?: SessionJar } = {},
): Promise<SessionJar> {
  const jar = options.jar ?? new SessionJar();
  const deps = {
    db,
    cookies: jar,
    request: { ip: '127.0.0.1', userAgent: 'vitest' },
    now: options.now ?? (() => new Date()),
  };
  await startSession(deps, account.kind, account.id, options.remember ?? false);
  return jar;
}
