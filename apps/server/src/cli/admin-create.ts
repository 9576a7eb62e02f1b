import { AdminsExistError, createFirstAdmin } from '@samity/api';
import { createDb, DataDirLockedError, dbTargetFromConfig, migrateToLatest } from '@samity/db';
import { loadConfig } from '../env';
import { ADMIN_CREATE_USAGE, parseAdminCreateArgs, UsageError } from './admin-create-args';
import { secretReader } from './read-secret';

/**
 * `npm run admin:create`: the first admin of a production database (the demo seed is off there).
 * Exit code 0 when created, 1 on any refusal, with a message saying why.
 */
async function main(): Promise<number> {
  const args = parseAdminCreateArgs(process.argv.slice(2));
  if (args === 'help') {
    console.log(ADMIN_CREATE_USAGE);
    return 0;
  }
  const handle = await createDb(dbTargetFromConfig(loadConfig()));
  try {
    await migrateToLatest(handle.db);
    const existing = await handle.db.selectFrom('admins').select('id').limit(1).execute();
    if (existing.length > 0) throw new AdminsExistError();
    const reader = secretReader();
    let password: string;
    let confirm: string;
    try {
      password = await reader.ask('Password (8 to 128 characters): ');
      confirm = await reader.ask('Password again: ');
    } finally {
      reader.close();
    }
    const admin = await createFirstAdmin(handle.db, { ...args, password, confirm_password: confirm });
    console.log(`Created admin ${admin.name} (${admin.phone}, ${admin.privilege}). Log in at /AdminLogin.`);
    return 0;
  } finally {
    await handle.close();
  }
}

main().then(
  (code) => process.exit(code),
  (error: unknown) => {
    const message = error instanceof Error ? error.message : String(error);
    const hint = error instanceof DataDirLockedError ? ' Stop the running server first.' : '';
    console.error(`admin:create: ${message}${hint}`);
    if (error instanceof UsageError) console.error(`\n${ADMIN_CREATE_USAGE}`);
    process.exit(1);
  },
);
