import { DEMO_ADMINS, DEMO_MEMBERS } from '@samity/db';
import { sql } from 'kysely';
import { describe, expect, it } from 'vitest';
import { verifyPassword } from '../src/services/auth/passwords';
import { useTestDb } from '../src/testing';

const handle = useTestDb();

/** argon2id with the OWASP parameters of docs/security.md, in the PHC string format. */
const ARGON2ID_OWASP = /^\$argon2id\$v=19\$m=19456,t=2,p=1\$[A-Za-z0-9+/]+\$[A-Za-z0-9+/]+$/;

describe('passwords at rest', () => {
  it('stores every admin and member password as an argon2id hash with the OWASP parameters', async () => {
    const admins = await handle.db.selectFrom('admins').select('password_hash').execute();
    const members = await handle.db
      .selectFrom('members')
      .select('password_hash')
      .where('password_hash', 'is not', null)
      .execute();
    expect(admins).toHaveLength(DEMO_ADMINS.length);
    expect(members).toHaveLength(DEMO_MEMBERS.length);
    for (const row of [...admins, ...members]) expect(row.password_hash).toMatch(ARGON2ID_OWASP);
  });

  it('the seeded hashes verify the demo passwords (and nothing else)', async () => {
    for (const admin of DEMO_ADMINS) {
      const row = await handle.db
        .selectFrom('admins')
        .select('password_hash')
        .where('phone', '=', admin.phone)
        .executeTakeFirstOrThrow();
      expect(await verifyPassword(row.password_hash, admin.password)).toBe(true);
      expect(await verifyPassword(row.password_hash, `${admin.password}x`)).toBe(false);
    }
  });

  it('keeps no plaintext copy of any password in any table', async () => {
    const tables = await sql<{ name: string }>`
      SELECT table_name AS name FROM information_schema.tables
      WHERE table_schema = 'public' AND table_type = 'BASE TABLE'`.execute(handle.db);
    const passwords = [...DEMO_ADMINS.map((a) => a.password), ...DEMO_MEMBERS.map((m) => m.password)];
    for (const { name } of tables.rows) {
      const dump = await sql<{ text: string | null }>`
        SELECT string_agg(t::text, '|') AS text FROM ${sql.table(name)} AS t`.execute(handle.db);
      const text = dump.rows[0]?.text ?? '';
      for (const password of passwords) expect(text.includes(password), `${password} in ${name}`).toBe(false);
    }
  });
});
