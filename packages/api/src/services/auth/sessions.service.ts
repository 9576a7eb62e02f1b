import type { Db } from '@samity/db';
import { normalizePrivilege } from '@samity/domain';
import type { AdminPrincipal, MemberPrincipal } from '../principals';
import type { ServiceContext } from '../service-context';
import type { SessionCookieJar, SessionKind } from './session-cookies';
import { lifetimeOf, SESSION_POLICY } from './session-policy';
import { hashSessionToken, looksLikeSessionToken, newSessionToken } from './session-tokens';
import {
  deleteDeadSessions,
  deleteSessionByHash,
  deleteSessionById,
  findAdminSession,
  findMemberSession,
  insertSession,
  touchSession,
} from './sessions.queries';

/** Sessions need the request's cookies besides the service context. */
export interface SessionDeps extends Pick<ServiceContext, 'db' | 'request' | 'now'> {
  cookies: SessionCookieJar;
}

/**
 * Starts a new session at login: a fresh random token, never the one the browser brought, so a token
 * planted before login (session fixation) is worthless after it. The previous session of the same kind ends.
 */
export async function startSession(
  deps: SessionDeps,
  kind: SessionKind,
  principalId: number,
  remember: boolean,
): Promise<void> {
  const now = deps.now();
  const previous = deps.cookies.get(kind);
  if (previous) await deleteSessionByHash(deps.db, hashSessionToken(previous));
  await deleteDeadSessions(deps.db, now);
  const token = newSessionToken();
  const lifetime = lifetimeOf(remember);
  await insertSession(deps.db, {
    tokenHash: hashSessionToken(token),
    memberId: kind === 'member' ? principalId : null,
    adminId: kind === 'admin' ? principalId : null,
    remember,
    now,
    expiresAt: new Date(now.getTime() + lifetime.absoluteSeconds * 1000),
    ip: deps.request.ip,
    userAgent: deps.request.userAgent,
  });
  deps.cookies.set(kind, token, { maxAgeSeconds: remember ? lifetime.absoluteSeconds : null });
}

/** Logout: the session row goes (the token is dead everywhere) and the cookie is cleared. */
export async function endSession(deps: SessionDeps, kind: SessionKind): Promise<boolean> {
  const token = deps.cookies.get(kind);
  deps.cookies.clear(kind);
  if (!token) return false;
  await deleteSessionByHash(deps.db, hashSessionToken(token));
  return true;
}

interface SessionTimes {
  session_id: number;
  remember: boolean;
  last_seen_at: Date;
  expires_at: Date;
}

/** Deletes a session past its idle or absolute limit; touches a live one now and then. */
async function stillAlive(db: Db, row: SessionTimes, now: Date): Promise<boolean> {
  const idleMs = lifetimeOf(row.remember).idleSeconds * 1000;
  const lastSeen = new Date(row.last_seen_at).getTime();
  if (now.getTime() >= new Date(row.expires_at).getTime() || now.getTime() - lastSeen >= idleMs) {
    await deleteSessionById(db, row.session_id);
    return false;
  }
  if (now.getTime() - lastSeen >= SESSION_POLICY.touchEverySeconds * 1000)
    await touchSession(db, row.session_id, now);
  return true;
}

function presentedToken(deps: SessionDeps, kind: SessionKind): string | null {
  const token = deps.cookies.get(kind);
  if (!token) return null;
  if (looksLikeSessionToken(token)) return token;
  deps.cookies.clear(kind);
  return null;
}

export async function resolveMemberSession(deps: SessionDeps): Promise<MemberPrincipal | null> {
  const token = presentedToken(deps, 'member');
  if (!token) return null;
  const row = await findMemberSession(deps.db, hashSessionToken(token));
  if (!row || !(await stillAlive(deps.db, row, deps.now()))) {
    deps.cookies.clear('member');
    return null;
  }
  return {
    kind: 'member',
    sessionId: row.session_id,
    memberId: row.member_id,
    memberNo: row.member_no,
    name: row.name,
  };
}

export async function resolveAdminSession(deps: SessionDeps): Promise<AdminPrincipal | null> {
  const token = presentedToken(deps, 'admin');
  if (!token) return null;
  const row = await findAdminSession(deps.db, hashSessionToken(token));
  const privilege = row ? normalizePrivilege(row.privilege) : null;
  if (!row || !privilege || !(await stillAlive(deps.db, row, deps.now()))) {
    deps.cookies.clear('admin');
    return null;
  }
  return {
    kind: 'admin',
    sessionId: row.session_id,
    adminId: row.admin_id,
    name: row.name,
    phone: row.phone,
    pic: row.pic,
    privilege,
    apiKey: null,
    passwordIsTemporary: row.password_is_temporary,
  };
}
