import type { Db } from '@samity/db';
import type { AdminAccount } from '@samity/domain';
import { sql } from 'kysely';
import { recordAudit } from '../audit/audit.service';
import { hashPassword } from '../auth/passwords';
import { countAdmins, insertAdmin } from './admins.queries';
import { assertValidNewAdmin, type NewAdmin } from './admins.service';

export class AdminsExistError extends Error {
  constructor() {
    super('Admins already exist: the first admin can only be created on a database without admins.');
  }
}

/**
 * `npm run admin:create`: the first admin of an empty production database. Refused once any admin exists
 * (later admins are added in the admin panel by a Full_Access+ admin, with an audit row).
 */
export async function createFirstAdmin(db: Db, input: NewAdmin): Promise<AdminAccount> {
  assertValidNewAdmin(input);
  const passwordHash = await hashPassword(input.password);
  return db.transaction().execute(async (tx) => {
    // Two runs at once must not both see "no admins": serialize on a lock of our own.
    await sql`SELECT pg_advisory_xact_lock(hashtext('samity:first-admin'))`.execute(tx);
    if ((await countAdmins(tx)) > 0) throw new AdminsExistError();
    const row = await insertAdmin(tx, { ...input, passwordHash, createdBy: null });
    await recordAudit(
      tx,
      {},
      {
        action: 'admin.create_first',
        entity: 'admins',
        entityId: row.id,
        after: { name: row.name, phone: row.phone, privilege: row.privilege },
      },
    );
    return { ...row, privilege: input.privilege };
  });
}
