import type { Db } from '@samity/db';
import type { Privilege } from '@samity/domain';
import { newApiKeySecret } from '../services/api-keys/api-key-secrets';
import { insertApiKey } from '../services/api-keys/api-keys.queries';
import { hashPassword } from '../services/auth/passwords';
import type { TestAccount } from './login-as';

/**
 * Small factories: each test makes the accounts it talks about, instead of leaning on the demo seed's
 * numbers. Numbers and phones count up per test file (each file has a database of its own).
 */
let serial = 0;
const next = () => ++serial;

export interface TestMember extends TestAccount {
  kind: 'member';
  memberNo: string;
  phone: string;
  /** The password, when one was given (stored as an argon2id hash like any other). */
  password: string | null;
}

export async function createMember(
  db: Db,
  options: {
    password?: string;
    initial?: boolean;
    status?: 'active' | 'deceased';
    name?: string;
    /** A number of one's own choosing, e.g. one a table of expectations names. */
    memberNo?: string;
  } = {},
): Promise<TestMember> {
  const n = next();
  const memberNo = options.memberNo ?? String(90_000 + n);
  const phone = `0171${String(n).padStart(7, '0')}`;
  const password = options.password ?? null;
  const row = await db
    .insertInto('members')
    .values({
      member_no: memberNo,
      name: options.name ?? `Test Member ${n}`,
      business: `Test Motors ${n}`,
      phone,
      status: options.status ?? 'active',
      deceased_on: options.status === 'deceased' ? '2020-01-01' : null,
      password_hash: password === null ? null : await hashPassword(password),
      password_is_initial: options.initial ?? false,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  return { kind: 'member', id: row.id, memberNo, phone, password };
}

export interface TestAdmin extends TestAccount {
  kind: 'admin';
  phone: string;
  privilege: Privilege;
  password: string;
}

export async function createAdmin(
  db: Db,
  options: { privilege?: Privilege; password?: string; name?: string } = {},
): Promise<TestAdmin> {
  const n = next();
  const phone = `0181${String(n).padStart(7, '0')}`;
  const password = options.password ?? `test-admin-password-${n}`;
  const privilege = options.privilege ?? 'Full_Access+';
  const row = await db
    .insertInto('admins')
    .values({
      name: options.name ?? `Test Admin ${n}`,
      phone,
      privilege,
      password_hash: await hashPassword(password),
      pic: null,
      created_by: null,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  return { kind: 'admin', id: row.id, phone, privilege, password };
}

export interface TestApiKey {
  id: number;
  /** The whole key, as an integrator sends it after `Bearer `. */
  secret: string;
  privilege: Privilege;
}

/**
 * An API key as /Admin makes one (only its hash stored), without the admin session: for tests about what a
 * key may do. Without `createdBy` a Full_Access+ admin is made to answer for it.
 */
export async function createApiKey(
  db: Db,
  options: { privilege?: Privilege; createdBy?: number; name?: string; expiresAt?: Date | null } = {},
): Promise<TestApiKey> {
  const n = next();
  const createdBy = options.createdBy ?? (await createAdmin(db, { privilege: 'Full_Access+' })).id;
  const made = newApiKeySecret();
  const privilege = options.privilege ?? 'Full_Access+';
  const id = await insertApiKey(db, {
    name: options.name ?? `Test key ${n}`,
    lookupId: made.lookupId,
    secretHash: made.secretHash,
    privilege,
    createdBy,
    at: new Date(),
    expiresAt: options.expiresAt ?? null,
  });
  return { id, secret: made.secret, privilege };
}
