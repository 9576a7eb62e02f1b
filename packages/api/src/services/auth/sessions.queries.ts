import type { Db } from '@samity/db';
import { SESSION_POLICY } from './session-policy';

interface NewSessionRow {
  tokenHash: string;
  memberId: number | null;
  adminId: number | null;
  remember: boolean;
  now: Date;
  expiresAt: Date;
  ip: string;
  userAgent: string | null;
}

export async function insertSession(db: Db, row: NewSessionRow): Promise<number> {
  const inserted = await db
    .insertInto('sessions')
    .values({
      token_hash: row.tokenHash,
      member_id: row.memberId,
      admin_id: row.adminId,
      remember: row.remember,
      created_at: row.now,
      last_seen_at: row.now,
      expires_at: row.expiresAt,
      ip: row.ip,
      user_agent: row.userAgent?.slice(0, 400) ?? null,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  return inserted.id;
}

const sessionColumns = [
  'sessions.id as session_id',
  'sessions.remember',
  'sessions.created_at',
  'sessions.last_seen_at',
  'sessions.expires_at',
] as const;

/** A member session with its member; deceased members hold no session. */
export function findMemberSession(db: Db, tokenHash: string) {
  return db
    .selectFrom('sessions')
    .innerJoin('members', 'members.id', 'sessions.member_id')
    .select([...sessionColumns, 'members.id as member_id', 'members.member_no', 'members.name'])
    .where('sessions.token_hash', '=', tokenHash)
    .where('members.status', '=', 'active')
    .executeTakeFirst();
}

export function findAdminSession(db: Db, tokenHash: string) {
  return (
    db
      .selectFrom('sessions')
      .innerJoin('admins', 'admins.id', 'sessions.admin_id')
      .select([
        ...sessionColumns,
        'admins.id as admin_id',
        'admins.name',
        'admins.phone',
        'admins.pic',
        'admins.privilege',
        'admins.password_is_temporary',
      ])
      .where('sessions.token_hash', '=', tokenHash)
      // A disabled admin holds no session: their rows are deleted when they are disabled, and this keeps a
      // session started in the same instant from outliving it.
      .where('admins.disabled_at', 'is', null)
      .executeTakeFirst()
  );
}

export async function touchSession(db: Db, sessionId: number, now: Date): Promise<void> {
  await db.updateTable('sessions').set({ last_seen_at: now }).where('id', '=', sessionId).execute();
}

export async function deleteSessionByHash(db: Db, tokenHash: string): Promise<void> {
  await db.deleteFrom('sessions').where('token_hash', '=', tokenHash).execute();
}

export async function deleteSessionById(db: Db, sessionId: number): Promise<void> {
  await db.deleteFrom('sessions').where('id', '=', sessionId).execute();
}

/** Ends a member's sessions (password changed or reset), except the one making the change. */
export async function deleteMemberSessions(db: Db, memberId: number, exceptSessionId?: number) {
  let query = db.deleteFrom('sessions').where('member_id', '=', memberId);
  if (exceptSessionId !== undefined) query = query.where('id', '<>', exceptSessionId);
  await query.execute();
}

/** Ends an admin's sessions (password changed, reset or account disabled), except the one making the change. */
export async function deleteAdminSessions(db: Db, adminId: number, exceptSessionId?: number | null) {
  let query = db.deleteFrom('sessions').where('admin_id', '=', adminId);
  if (exceptSessionId !== undefined && exceptSessionId !== null)
    query = query.where('id', '<>', exceptSessionId);
  await query.execute();
}

/** Housekeeping at each login: rows past either limit can never be used again. */
export async function deleteDeadSessions(db: Db, now: Date): Promise<void> {
  const idleSince = (seconds: number) => new Date(now.getTime() - seconds * 1000);
  await db
    .deleteFrom('sessions')
    .where((eb) =>
      eb.or([
        eb('expires_at', '<=', now),
        eb.and([
          eb('remember', '=', false),
          eb('last_seen_at', '<=', idleSince(SESSION_POLICY.browser.idleSeconds)),
        ]),
        eb.and([
          eb('remember', '=', true),
          eb('last_seen_at', '<=', idleSince(SESSION_POLICY.remembered.idleSeconds)),
        ]),
      ]),
    )
    .execute();
}
