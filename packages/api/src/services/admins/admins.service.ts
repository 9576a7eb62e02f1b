import { type AdminAccount, AUTH_MESSAGES, normalizePrivilege, type Privilege } from '@samity/domain';
import { TRPCError } from '@trpc/server';
import type { Context } from '../../context';
import { recordAudit } from '../audit/audit.service';
import { assertAcceptablePassword } from '../auth/password-policy';
import { hashPassword } from '../auth/passwords';
import type { AdminPrincipal } from '../auth/principals';
import { adminPhoneTaken, insertAdmin, listAdmins } from './admins.queries';

export interface NewAdmin {
  name: string;
  phone: string;
  password: string;
  confirm_password?: string | undefined;
  privilege: Privilege;
}

function toAccount(row: { id: number; name: string; phone: string; privilege: string; pic: string | null }) {
  // The CHECK constraint keeps privileges canonical; the fallback only guards a hand-edited row.
  return { ...row, privilege: normalizePrivilege(row.privilege) ?? 'Member_Access' } satisfies AdminAccount;
}

export async function listAdminAccounts(ctx: Context): Promise<AdminAccount[]> {
  return (await listAdmins(ctx.db)).map(toAccount);
}

/** The checks every new admin passes, whoever creates it (the panel or `npm run admin:create`). */
export function assertValidNewAdmin(input: NewAdmin): void {
  if (input.confirm_password !== undefined && input.confirm_password !== input.password)
    throw new TRPCError({ code: 'BAD_REQUEST', message: AUTH_MESSAGES.passwordsDoNotMatch });
  assertAcceptablePassword(input.password, [input.phone]);
}

/** Adds an admin (Full_Access+ only, enforced by the procedure's area) with an audit row. */
export async function createAdminAccount(
  ctx: Context,
  actor: AdminPrincipal,
  input: NewAdmin,
): Promise<AdminAccount> {
  assertValidNewAdmin(input);
  const passwordHash = await hashPassword(input.password);
  const created = await ctx.db.transaction().execute(async (tx) => {
    if (await adminPhoneTaken(tx, input.phone))
      throw new TRPCError({ code: 'CONFLICT', message: 'An admin with this phone number already exists.' });
    const row = await insertAdmin(tx, { ...input, passwordHash, createdBy: actor.adminId });
    await recordAudit(
      tx,
      { adminId: actor.adminId, ip: ctx.request.ip },
      {
        action: 'admin.create',
        entity: 'admins',
        entityId: row.id,
        after: { name: row.name, phone: row.phone, privilege: row.privilege },
      },
    );
    return row;
  });
  ctx.log.info({ event: 'admin.created', adminId: created.id, by: actor.adminId }, 'admin created');
  return toAccount(created);
}
