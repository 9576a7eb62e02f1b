import type { AdminPrincipal, MemberPrincipal } from './principals';
import type { SessionKind } from './session-cookies';
import { resolveAdminSession, resolveMemberSession, type SessionDeps } from './sessions.service';

/**
 * The principals of one request, each read from its cookie on first use and then remembered, so a batch of
 * calls costs one lookup. Login and logout call forget() so later calls in the same batch see the change.
 */
export interface AuthState {
  member(): Promise<MemberPrincipal | null>;
  admin(): Promise<AdminPrincipal | null>;
  forget(kind: SessionKind): void;
}

export function createAuthState(deps: SessionDeps): AuthState {
  let member: Promise<MemberPrincipal | null> | null = null;
  let admin: Promise<AdminPrincipal | null> | null = null;
  return {
    member() {
      member ??= resolveMemberSession(deps);
      return member;
    },
    admin() {
      admin ??= resolveAdminSession(deps);
      return admin;
    },
    forget(kind) {
      if (kind === 'member') member = null;
      else admin = null;
    },
  };
}
