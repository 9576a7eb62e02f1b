import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { createDb } from '@samity/db';
import { createDatabase, dropDatabase } from '@samity/db/testing';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { parseAdminCreateArgs, UsageError } from '../src/cli/admin-create-args';

const CLI = new URL('../src/cli/admin-create.ts', import.meta.url).pathname;
const TSX = new URL('../../../node_modules/.bin/tsx', import.meta.url).pathname;

/** An empty database as production starts: a new PostgreSQL database, or a new PGlite directory. */
let env: Record<string, string>;
let cleanup: () => Promise<void>;
beforeAll(async () => {
  const dataDir = mkdtempSync(join(tmpdir(), 'samity-cli-'));
  env = { DATA_DIR: dataDir, LOG_LEVEL: 'silent' };
  const baseUrl = process.env.DATABASE_URL;
  const name = `samity_cli_${process.pid}`;
  if (baseUrl) env.DATABASE_URL = await createDatabase(baseUrl, name);
  cleanup = async () => {
    if (baseUrl) await dropDatabase(baseUrl, name);
    rmSync(dataDir, { recursive: true, force: true });
  };
});
afterAll(async () => {
  await cleanup?.();
});

function run(args: string[], stdin: string): Promise<{ code: number | null; out: string; err: string }> {
  return new Promise((resolve) => {
    const child = spawn(TSX, [CLI, ...args], { env: { ...process.env, ...env }, stdio: 'pipe' });
    let out = '';
    let err = '';
    child.stdout.on('data', (d) => (out += d));
    child.stderr.on('data', (d) => (err += d));
    child.on('close', (code) => resolve({ code, out, err }));
    child.stdin.end(stdin);
  });
}

async function admins() {
  const target = env.DATABASE_URL
    ? ({ kind: 'postgres', url: env.DATABASE_URL } as const)
    : ({ kind: 'pglite', dataDir: `${env.DATA_DIR}/pglite` } as const);
  const handle = await createDb(target);
  try {
    return await handle.db
      .selectFrom('admins')
      .select(['name', 'phone', 'privilege', 'password_hash'])
      .execute();
  } finally {
    await handle.close();
  }
}

describe('npm run admin:create', () => {
  it('creates the first admin on an empty database, reading the password twice from stdin', async () => {
    const result = await run(
      ['--name', 'Abdul Karim', '--phone', '01712345678'],
      'first-admin-pass\nfirst-admin-pass\n',
    );
    expect(result.err.replace(/npm warn.*\n/g, '')).toBe('');
    expect(result.code).toBe(0);
    expect(result.out).toContain('Created admin Abdul Karim (01712345678, Full_Access+)');
    expect(result.out).not.toContain('first-admin-pass');
    const rows = await admins();
    expect(rows).toMatchObject([{ name: 'Abdul Karim', phone: '01712345678', privilege: 'Full_Access+' }]);
    expect(rows[0]!.password_hash).toMatch(/^\$argon2id\$/);
  }, 60_000);

  it('refuses once an admin exists, before asking for a password', async () => {
    const result = await run(['--name', 'Second Admin', '--phone', '01712345679'], '');
    expect(result.code).toBe(1);
    expect(result.err).toContain('Admins already exist');
    expect(await admins()).toHaveLength(1);
  }, 60_000);
});

describe('admin:create options', () => {
  it('requires a name and a mobile number; privilege defaults to Full_Access+', () => {
    expect(parseAdminCreateArgs(['--name', 'A', '--phone', '01711000000'])).toEqual({
      name: 'A',
      phone: '01711000000',
      privilege: 'Full_Access+',
    });
    expect(
      parseAdminCreateArgs(['--name', 'A', '--phone', '01711000000', '--privilege', 'Member_access']),
    ).toMatchObject({
      privilege: 'Member_Access',
    });
    expect(() => parseAdminCreateArgs(['--phone', '01711000000'])).toThrow(UsageError);
    expect(() => parseAdminCreateArgs(['--name', 'A', '--phone', '555'])).toThrow(/--phone/);
    expect(() =>
      parseAdminCreateArgs(['--name', 'A', '--phone', '01711000000', '--privilege', 'root']),
    ).toThrow(/--privilege/);
    expect(() => parseAdminCreateArgs(['--password', 'x'])).toThrow(UsageError);
    expect(parseAdminCreateArgs(['--help'])).toBe('help');
  });
});
