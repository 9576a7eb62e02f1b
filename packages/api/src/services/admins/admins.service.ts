import { type AdminAccount, AppError, normalizePrivilege, type Privilege } from '@samity/domain';
import { withAudit } from '../audit/with-audit';
import { authError } from '../auth/auth-errors';
import { assertAcceptablePassword } from '../auth/password-policy';
import { hashPassword } from '../auth/passwords';
import type { AdminContext } from '../service-context';
import { adminPhoneTaken, insertAdmin, listAdmins } from './admins.queries';

export interface NewAdmin {
  name: string;
  phone: string;
  password: string;
  confirm_password?: string | undefined;
  privilege: Privilege;
}

export type AdminRow = { id: number; name: string; phone: string; privilege: string; pic: string | null };

export function toAccount(row: AdminRow): AdminAccount {
  // The CHECK constraint keeps privileges canonical; the fallback only guards a hand-edited row.
  return { ...row, privilege: normalizePrivilege(row.privilege) ?? 'Member_Access' };
}

/** What the audit trail keeps of a new admin: never the password or its hash. */
export const auditedAdmin = (row: AdminRow) => ({
  name: row.name,
  phone: row.phone,
  privilege: row.privilege,
});

export async function listAdminAccounts(ctx: AdminContext): Promise<AdminAccount[]> {
  return (await listAdmins(ctx.db)).map(toAccount);
}

/** The checks every new admin passes, whoever creates it (the panel or `npm run admin:create`). */
export function assertValidNewAdmin(input: NewAdmin): void {
  if (input.confirm_password !== undefined && input.confirm_password !== input.password)
    throw authError('BAD_REQUEST', 'passwordsDoNotMatch');
  assertAcceptablePassword(input.password, [input.phone]);
}

/** Adds an admin (Full_Access+ only, enforced by the procedure's area) with an audit row. */
export async function createAdminAccount(ctx: AdminContext, input: NewAdmin): Promise<AdminAccount> {
  assertValidNewAdmin(input);
  const passwordHash = await hashPassword(input.password);
  const audit = (row: AdminRow) => ({
    action: 'admin.create',
    entity: 'admins',
    entityId: row.id,
    after: auditedAdmin(row),
  });
  const created = await withAudit(ctx, audit, async (tx) => {
    if (await adminPhoneTaken(tx, input.phone))
      throw new AppError('CONFLICT', 'admins.phoneTaken', 'An admin with this phone number already exists.');
    return insertAdmin(tx, { ...input, passwordHash, createdBy: ctx.actor.adminId, at: ctx.now() });
  });
  ctx.log.info({ event: 'admin.created', adminId: created.id, by: ctx.actor.adminId }, 'admin created');
  return toAccount(created);
}
