import { parseArgs } from 'node:util';
import { BD_MOBILE_PATTERN, normalizePrivilege, type Privilege } from '@samity/domain';

export const ADMIN_CREATE_USAGE = `Creates the first admin of an empty database.

Usage: npm run admin:create -- --name "Full Name" --phone 01XXXXXXXXX [--privilege Full_Access+]

The password is asked for twice and never echoed (or read as two lines from a pipe).
Refused when the database already has an admin: add more admins in the admin panel (/Admin).`;

export interface AdminCreateArgs {
  name: string;
  phone: string;
  privilege: Privilege;
}

/** A mistake in the command line: the message and the usage are printed. */
export class UsageError extends Error {}

const OPTIONS = {
  name: { type: 'string' },
  phone: { type: 'string' },
  privilege: { type: 'string', default: 'Full_Access+' },
  help: { type: 'boolean', short: 'h' },
} as const;

function parse(argv: string[]) {
  try {
    return parseArgs({ args: argv, options: OPTIONS, strict: true }).values;
  } catch (error) {
    throw new UsageError((error as Error).message);
  }
}

/** Parses and checks the options; throws a UsageError whose message is fit to print. */
export function parseAdminCreateArgs(argv: string[]): AdminCreateArgs | 'help' {
  const values = parse(argv);
  if (values.help) return 'help';
  const name = values.name?.trim() ?? '';
  const phone = values.phone?.trim() ?? '';
  if (!name || name.length > 100) throw new UsageError('--name is required (at most 100 characters).');
  if (!BD_MOBILE_PATTERN.test(phone))
    throw new UsageError('--phone must be a mobile number like 01711000000.');
  const privilege = normalizePrivilege(values.privilege ?? '');
  if (!privilege)
    throw new UsageError(
      '--privilege must be one of Full_Access+, Full_Access, Finance_Access, Member_Access.',
    );
  return { name, phone, privilege };
}
