import { type ApiKeyCallDeps, resolveApiKeyPrincipal } from '../api-keys/api-key-calls.service';
import type { AdminPrincipal, MemberPrincipal } from '../principals';
import type { SessionKind } from './session-cookies';
import { resolveAdminSession, resolveMemberSession, type SessionDeps } from './sessions.service';

/**
 * The principals of one request, each read from its cookie (or the admin from an API key) on first use and
 * then remembered, so a batch of calls costs one lookup. Login and logout call forget() so later calls in the same batch see the change.
 */
export interface AuthState {
  member(): Promise<MemberPrincipal | null>;
  admin(): Promise<AdminPrincipal | null>;
  forget(kind: SessionKind): void;
}

export interface AuthDeps extends SessionDeps, ApiKeyCallDeps {
  /**
   * The API key of an `Authorization: Bearer` header, set only by transports that accept keys (the REST
   * facade); then it alone says who the admin is, and the admin session cookie is not read.
   */
  bearer?: string | null;
}

export function createAuthState(deps: AuthDeps): AuthState {
  let member: Promise<MemberPrincipal | null> | null = null;
  let admin: Promise<AdminPrincipal | null> | null = null;
  const { bearer } = deps;
  return {
    member() {
      member ??= resolveMemberSession(deps);
      return member;
    },
    admin() {
      admin ??= bearer ? resolveApiKeyPrincipal(deps, bearer) : resolveAdminSession(deps);
      return admin;
    },
    forget(kind) {
      if (kind === 'member') member = null;
      else admin = null;
    },
  };
}
