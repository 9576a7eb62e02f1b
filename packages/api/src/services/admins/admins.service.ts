import {
  ADMIN_MESSAGES,
  type AdminAccount,
  type AdminChangePasswordInput,
  type AdminWithTemporaryPassword,
  AppError,
  AUTH_MESSAGES,
  normalizePrivilege,
  type Privilege,
} from '@samity/domain';
import { withAudit } from '../audit/with-audit';
import { authError } from '../auth/auth-errors';
import { PASSWORD_CHANGE_PER_MEMBER } from '../auth/login-throttle';
import { assertAcceptablePassword } from '../auth/password-policy';
import { hashPassword, verifyPassword } from '../auth/passwords';
import { deleteAdminSessions } from '../auth/sessions.queries';
import { newTemporaryPassword } from '../auth/temporary-password';
import { enforceRateLimit, resetRateLimit } from '../rate-limit/rate-limit.service';
import type { AdminContext } from '../service-context';
import {
  adminPhoneTaken,
  findAdminPassword,
  insertAdmin,
  listAdmins,
  lockActiveFullAccessPlus,
  lockAdmin,
  setAdminDisabled,
  setAdminPassword,
} from './admins.queries';
import { accountChangesSince, readApproverMinAgeDays } from './two-person.queries';

/** The first admin (`npm run admin:create`) types their own password; every other admin gets a temporary one. */
export interface NewAdmin {
  name: string;
  phone: string;
  password: string;
  confirm_password?: string | undefined;
  privilege: Privilege;
}

export type AdminRow = {
  id: number;
  name: string;
  phone: string;
  privilege: string;
  pic: string | null;
  disabled_at: Date | null;
  password_is_temporary: boolean;
};

export function toAccount(row: AdminRow): AdminAccount {
  return {
    id: row.id,
    name: row.name,
    phone: row.phone,
    // The CHECK constraint keeps privileges canonical; the fallback only guards a hand-edited row.
    privilege: normalizePrivilege(row.privilege) ?? 'Member_Access',
    pic: row.pic,
    disabled: row.disabled_at !== null,
    password_is_temporary: row.password_is_temporary,
  };
}

/** What the audit trail keeps of an admin: never the password or its hash. */
export const auditedAdmin = (row: AdminRow) => ({
  name: row.name,
  phone: row.phone,
  privilege: row.privilege,
  disabled: row.disabled_at !== null,
  password_is_temporary: row.password_is_temporary,
});

export const adminError = (code: AppError['code'], name: keyof typeof ADMIN_MESSAGES) =>
  new AppError(code, `admins.${name}`, ADMIN_MESSAGES[name]);

export async function listAdminAccounts(ctx: AdminContext): Promise<AdminAccount[]> {
  return (await listAdmins(ctx.db)).map(toAccount);
}

/** The checks the first admin's own password passes (`npm run admin:create`). */
export function assertValidNewAdmin(input: NewAdmin): void {
  if (input.confirm_password !== undefined && input.confirm_password !== input.password)
    throw authError('BAD_REQUEST', 'passwordsDoNotMatch');
  assertAcceptablePassword(input.password, [input.phone]);
}

/**
 * Adds an admin (Full_Access+ in person, enforced by the procedure) with a temporary password that this
 * answer shows once: whoever adds an admin never chooses the password the new admin keeps, and the new
 * admin can do nothing before replacing it.
 */
export async function createAdminAccount(
  ctx: AdminContext,
  input: { name: string; phone: string; privilege: Privilege },
): Promise<AdminWithTemporaryPassword> {
  const password = newTemporaryPassword();
  const passwordHash = await hashPassword(password);
  const audit = (row: AdminRow) => ({
    action: 'admin.create',
    entity: 'admins',
    entityId: row.id,
    after: auditedAdmin(row),
  });
  const created = await withAudit(ctx, audit, async (tx) => {
    if (await adminPhoneTaken(tx, input.phone)) throw adminError('CONFLICT', 'phoneTaken');
    return insertAdmin(tx, {
      ...input,
      passwordHash,
      passwordIsTemporary: true,
      createdBy: ctx.actor.adminId,
      at: ctx.now(),
    });
  });
  ctx.log.info({ event: 'admin.created', adminId: created.id, by: ctx.actor.adminId }, 'admin created');
  return { admin: toAccount(created), temporary_password: password };
}

function assertNotSelf(ctx: AdminContext, id: number): void {
  if (id === ctx.actor.adminId) throw adminError('BAD_REQUEST', 'notYourself');
}

/**
 * Locks the active Full_Access+ rows and the target's row, and checks the actor is still one of those
 * active admins (another Full_Access+ may have disabled them a moment ago).
 */
export async function lockForLifecycle(ctx: AdminContext, tx: AdminContext['db'], id: number) {
  const rows = await lockActiveFullAccessPlus(tx);
  const active = rows.map((row) => row.id);
  if (!active.includes(ctx.actor.adminId)) throw authError('FORBIDDEN', 'notAllowed');
  const target = await lockAdmin(tx, id);
  if (!target) throw adminError('NOT_FOUND', 'notFound');
  // Usable: an established Full_Access+ admin, enabled, on a password of their own, whose account is older
  // than the two-person setting and was not reset or re-enabled within it. Accounts made or taken over for
  // the occasion would otherwise count as the "others" that let one admin act alone.
  const minAgeDays = await readApproverMinAgeDays(tx);
  const since = new Date(ctx.now().getTime() - minAgeDays * 86_400_000);
  const usable: number[] = [];
  for (const row of rows) {
    if (row.password_is_temporary || new Date(row.created_at) > since) continue;
    if ((await accountChangesSince(tx, row.id, since)).length === 0) usable.push(row.id);
  }
  return { active, usable, target };
}

/**
 * Disabling or resetting a Full_Access+ admin needs a second Full_Access+ admin when it would leave at most
 * one usable Full_Access+ admin: otherwise one person could lock every other one out (or, by a reset, take
 * their account over) and be the society's only Full_Access+ admin.
 */
export function needsSecondAdmin(target: AdminRow, usable: readonly number[]): boolean {
  if (normalizePrivilege(target.privilege) !== 'Full_Access+') return false;
  return usable.filter((id) => id !== target.id).length <= 1;
}

/** A lifecycle change's audit row: the admin before and after, never a secret. */
export const lifecycleAudit =
  (action: string) =>
  ({ before, after }: { before: AdminRow; after: AdminRow }) => ({
    action,
    entity: 'admins',
    entityId: before.id,
    before: auditedAdmin(before),
    after: auditedAdmin(after),
  });

/**
 * Disables an admin: they cannot log in, every session of theirs (remembered ones too) ends in the same
 * transaction, and the API keys they created are refused from the next call on. The last active
 * Full_Access+ admin cannot be disabled, also when two of them disable each other at the same moment.
 */
export async function disableAdmin(ctx: AdminContext, id: number): Promise<AdminAccount> {
  assertNotSelf(ctx, id);
  const { after } = await withAudit(ctx, lifecycleAudit('admin.disable'), async (tx) => {
    const { active, usable, target } = await lockForLifecycle(ctx, tx, id);
    if (needsSecondAdmin(target, usable)) throw adminError('CONFLICT', 'confirmationRequired');
    return disableLocked(ctx, tx, active, target);
  });
  ctx.log.info({ event: 'admin.disabled', adminId: id, by: ctx.actor.adminId }, 'admin disabled');
  return toAccount(after);
}

/** Disables the locked target (its checks, its write, its sessions ended); the caller holds the locks. */
export async function disableLocked(
  ctx: AdminContext,
  tx: AdminContext['db'],
  active: readonly number[],
  target: AdminRow,
) {
  if (target.disabled_at !== null) throw adminError('CONFLICT', 'alreadyDisabled');
  if (active.includes(target.id) && active.length <= 1) throw adminError('CONFLICT', 'lastFullAccessPlus');
  const row = await setAdminDisabled(tx, target.id, { at: ctx.now(), by: ctx.actor.adminId });
  await deleteAdminSessions(tx, target.id);
  return { before: target, after: row };
}

/** Resets the locked target's password to the hashed temporary one and ends their sessions. */
export async function resetLocked(ctx: AdminContext, tx: AdminContext['db'], target: AdminRow, hash: string) {
  await setAdminPassword(tx, target.id, { hash, temporary: true, at: ctx.now() });
  await deleteAdminSessions(tx, target.id);
  return { before: target, after: { ...target, password_is_temporary: true } };
}

/** Enables a disabled admin again; they log in with the password they had (or reset it first). */
export async function enableAdmin(ctx: AdminContext, id: number): Promise<AdminAccount> {
  assertNotSelf(ctx, id);
  const { after } = await withAudit(ctx, lifecycleAudit('admin.enable'), async (tx) => {
    const { target } = await lockForLifecycle(ctx, tx, id);
    if (target.disabled_at === null) throw adminError('CONFLICT', 'notDisabled');
    return { before: target, after: await setAdminDisabled(tx, target.id, null) };
  });
  ctx.log.info({ event: 'admin.enabled', adminId: id, by: ctx.actor.adminId }, 'admin enabled');
  return toAccount(after);
}

/**
 * Resets another admin's password to a temporary one, shown once in this answer; their sessions end and
 * they must replace it at their next login. One's own password is changed, not reset.
 */
export async function resetAdminPassword(ctx: AdminContext, id: number): Promise<AdminWithTemporaryPassword> {
  assertNotSelf(ctx, id);
  const password = newTemporaryPassword();
  const hash = await hashPassword(password);
  const { after } = await withAudit(ctx, lifecycleAudit('admin.password.reset'), async (tx) => {
    const { usable, target } = await lockForLifecycle(ctx, tx, id);
    if (needsSecondAdmin(target, usable)) throw adminError('CONFLICT', 'confirmationRequired');
    return resetLocked(ctx, tx, target, hash);
  });
  ctx.log.info({ event: 'admin.password_reset', adminId: id, by: ctx.actor.adminId }, 'password reset');
  return { admin: toAccount(after), temporary_password: password };
}

/**
 * The logged-in admin changes their own password: the current one must be right (guessing it through a
 * stolen session is throttled), the new one must pass the policy. Every other session of theirs ends; a
 * temporary password stops being one, and the admin pages open.
 */
export async function changeOwnAdminPassword(
  ctx: AdminContext,
  input: AdminChangePasswordInput,
): Promise<{ message: string }> {
  const { actor } = ctx;
  if (input.new_password !== input.confirm_new_password)
    throw authError('BAD_REQUEST', 'passwordsDoNotMatch');
  // Only wrong current passwords stay counted: the right one clears the counter at once.
  const throttleKey = `admin:${actor.adminId}`;
  await enforceRateLimit(ctx.db, PASSWORD_CHANGE_PER_MEMBER, throttleKey, ctx.now());
  const row = await findAdminPassword(ctx.db, actor.adminId);
  if (!(await verifyPassword(row.password_hash, input.current_password))) {
    ctx.log.warn({ event: 'auth.password_change_failed', adminId: actor.adminId }, 'wrong current password');
    throw authError('BAD_REQUEST', 'currentPasswordWrong');
  }
  await resetRateLimit(ctx.db, PASSWORD_CHANGE_PER_MEMBER, throttleKey);
  if (input.new_password === input.current_password) throw authError('BAD_REQUEST', 'passwordUnchanged');
  assertAcceptablePassword(input.new_password, [row.phone]);

  const hash = await hashPassword(input.new_password);
  const entry = {
    action: 'admin.password.change',
    entity: 'admins',
    entityId: actor.adminId,
    before: { password_is_temporary: row.password_is_temporary },
    after: { password_is_temporary: false },
  };
  await withAudit(ctx, entry, async (tx) => {
    await setAdminPassword(tx, actor.adminId, { hash, temporary: false, at: ctx.now() });
    await deleteAdminSessions(tx, actor.adminId, actor.sessionId);
  });
  ctx.log.info({ event: 'auth.password_changed', adminId: actor.adminId }, 'admin password changed');
  return { message: AUTH_MESSAGES.passwordChanged };
}
