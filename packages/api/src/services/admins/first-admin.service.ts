import type { Db } from '@samity/db';
import type { AdminAccount } from '@samity/domain';
import { withAudit } from '../audit/with-audit';
import { hashPassword } from '../auth/passwords';
import { countAdmins, insertAdmin, lockFirstAdminCreation } from './admins.queries';
import { type AdminRow, assertValidNewAdmin, auditedAdmin, type NewAdmin, toAccount } from './admins.service';

export class AdminsExistError extends Error {
  constructor() {
    super('Admins already exist: the first admin can only be created on a database without admins.');
  }
}

/**
 * `npm run admin:create`: the first admin of an empty production database. Refused once any admin exists
 * (later admins are added in the admin panel by a Full_Access+ admin, with an audit row). Nobody is logged
 * in, so the audit row names no actor.
 */
export async function createFirstAdmin(
  db: Db,
  input: NewAdmin,
  now: () => Date = () => new Date(),
): Promise<AdminAccount> {
  assertValidNewAdmin(input);
  const passwordHash = await hashPassword(input.password);
  const audit = (row: AdminRow) => ({
    action: 'admin.create_first',
    entity: 'admins',
    entityId: row.id,
    after: auditedAdmin(row),
  });
  const row = await withAudit({ db, now }, audit, async (tx) => {
    // Two runs at once must not both see "no admins": serialize on a lock of our own.
    await lockFirstAdminCreation(tx);
    if ((await countAdmins(tx)) > 0) throw new AdminsExistError();
    // The first admin types their own password at the console, unseen by anyone: it is not temporary.
    return insertAdmin(tx, {
      ...input,
      passwordHash,
      passwordIsTemporary: false,
      createdBy: null,
      at: now(),
    });
  });
  return toAccount(row);
}
