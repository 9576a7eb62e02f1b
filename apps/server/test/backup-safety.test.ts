import { execFileSync, spawn } from 'node:child_process';
import { createHash } from 'node:crypto';
import {
  existsSync,
  linkSync,
  mkdirSync,
  mkdtempSync,
  readdirSync,
  rmSync,
  symlinkSync,
  writeFileSync,
} from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { readTarEntries, unsafeUploadsEntry } from '../src/backup/archive-entries';
import { pgDumpInvocation, pgRestoreInvocation } from '../src/backup/backup-files';

/**
 * What a backup and a restore must never do: put the database password on a command line (any user of the
 * machine reads those), or let an images archive write outside DATA_DIR/uploads through a link, an absolute
 * path or "..". The whole drill (backup-drill.test.ts) proves the backups themselves, and their file modes.
 */
const work = mkdtempSync(join(tmpdir(), 'samity-backup-safety-'));
afterAll(() => rmSync(work, { recursive: true, force: true }));

describe('pg_dump and pg_restore get the password from the environment', () => {
  const url = 'postgres://samity:s3cr%40t%2Fpw@db.internal:6543/samity?sslmode=require';

  it('never on the command line; the rest of the address is kept', () => {
    for (const { args, env } of [
      pgDumpInvocation(url, '/backups/x/database.pgdump'),
      pgRestoreInvocation(url, '/backups/x/database.pgdump'),
    ]) {
      expect(args.join(' ')).not.toMatch(/s3cr|%40t/);
      expect(env).toEqual({ PGPASSWORD: 's3cr@t/pw' });
      const dbname = args.find((a) => a.startsWith('--dbname='))?.slice('--dbname='.length);
      const parsed = new URL(dbname ?? '');
      expect(parsed).toMatchObject({
        username: 'samity',
        password: '',
        hostname: 'db.internal',
        port: '6543',
        pathname: '/samity',
        search: '?sslmode=require',
      });
    }
    expect(pgDumpInvocation(url, '/b/d').args).toEqual([
      '--format=custom',
      '--no-owner',
      '--dbname=postgres://samity@db.internal:6543/samity?sslmode=require',
      '--file=/b/d',
    ]);
  });

  it('an address without a password gives no PGPASSWORD', () => {
    expect(pgDumpInvocation('postgres://postgres@127.0.0.1:5432/test', '/b/d').env).toEqual({});
  });
});

/** A folder to archive, made by `build`, archived by the system's tar as the backup does (-C root). */
function archive(name: string, build: (root: string) => void, members = ['uploads'], flags: string[] = []) {
  const root = join(work, `${name}-src`);
  mkdirSync(join(root, 'uploads', 'ab'), { recursive: true });
  writeFileSync(join(root, 'uploads', 'ab', 'photo.jpg'), 'jpeg bytes');
  build(root);
  const file = join(work, `${name}.tar.gz`);
  execFileSync('tar', ['-C', root, ...flags, '-czf', file, ...members]);
  return file;
}

describe('the images archive is checked before a restore writes anything', () => {
  it('a backup’s own archive (files and folders under uploads/) passes', async () => {
    const file = archive('good', () => {});
    const entries = await readTarEntries(file);
    expect(entries).toEqual(
      expect.arrayContaining([
        { name: 'uploads/', type: 'directory' },
        { name: 'uploads/ab/photo.jpg', type: 'file' },
      ]),
    );
    expect(unsafeUploadsEntry(entries)).toBeNull();
  });

  it('reads a name longer than 100 characters (GNU long names and pax) whole', async () => {
    const long = `${'d'.repeat(120)}/${'f'.repeat(120)}.jpg`;
    for (const format of ['gnu', 'pax']) {
      const file = archive(
        `long-${format}`,
        (root) => {
          mkdirSync(join(root, 'uploads', 'd'.repeat(120)), { recursive: true });
          writeFileSync(join(root, 'uploads', long), 'x');
        },
        ['uploads'],
        [`--format=${format}`],
      );
      const names = (await readTarEntries(file)).map((e) => e.name);
      expect(names).toContain(`uploads/${long}`);
    }
  });

  it('refuses a symbolic link, a hard link, an absolute path, ".." and anything outside uploads/', async () => {
    const symlink = archive('symlink', (root) => symlinkSync('/etc', join(root, 'uploads', 'etc')));
    expect(unsafeUploadsEntry(await readTarEntries(symlink))).toMatch(/uploads\/etc: a symbolic link/);

    const hardlink = archive('hardlink', (root) =>
      linkSync(join(root, 'uploads', 'ab', 'photo.jpg'), join(root, 'uploads', 'copy.jpg')),
    );
    expect(unsafeUploadsEntry(await readTarEntries(hardlink))).toMatch(/a hard link/);

    const outside = join(work, 'outside.txt');
    writeFileSync(outside, 'x');
    const absolute = archive('absolute', () => {}, ['uploads', outside], ['-P']);
    expect(unsafeUploadsEntry(await readTarEntries(absolute))).toMatch(/an absolute path/);

    const dotdot = archive('dotdot', () => {}, ['uploads', '../outside.txt'], ['-P']);
    expect(unsafeUploadsEntry(await readTarEntries(dotdot))).toMatch(/a path with "\.\."/);

    const other = archive('other', (root) => writeFileSync(join(root, 'notes.txt'), 'x'), [
      'uploads',
      'notes.txt',
    ]);
    expect(unsafeUploadsEntry(await readTarEntries(other))).toMatch(/notes\.txt: outside the uploads folder/);
  });
});

const RESTORE = new URL('../dist/cli/restore.js', import.meta.url).pathname;

/** A backup folder whose manifest vouches for `uploadsArchive` (checksums right: only its content is bad). */
function backupWith(name: string, uploadsArchive: string) {
  const dir = join(work, name);
  mkdirSync(dir);
  const dump = Buffer.from('not looked at: the archive is refused first');
  writeFileSync(join(dir, 'database.pglite.tar.gz'), dump);
  execFileSync('cp', [uploadsArchive, join(dir, 'uploads.tar.gz')]);
  const sha = (bytes: Buffer) => createHash('sha256').update(bytes).digest('hex');
  const files = {
    'database.pglite.tar.gz': sha(dump),
    'uploads.tar.gz': sha(execFileSync('cat', [join(dir, 'uploads.tar.gz')])),
  };
  writeFileSync(
    join(dir, 'manifest.json'),
    JSON.stringify({ format: 1, database: 'pglite', createdAt: new Date().toISOString(), files }),
  );
  return dir;
}

function restore(backupDir: string, dataDir: string) {
  return new Promise<{ code: number | null; out: string }>((resolve) => {
    const env: Record<string, string | undefined> = { ...process.env, DATA_DIR: dataDir, LOG_LEVEL: 'warn' };
    delete env.DATABASE_URL;
    const child = spawn(process.execPath, [RESTORE, backupDir], { env, stdio: ['ignore', 'pipe', 'pipe'] });
    let out = '';
    child.stdout.on('data', (chunk) => (out += chunk));
    child.stderr.on('data', (chunk) => (out += chunk));
    child.on('close', (code) => resolve({ code, out }));
  });
}

describe('npm run db:restore with a hostile images archive', () => {
  it('refuses it with a clear error and writes nothing: no database, no images, nothing through the link', async () => {
    const target = join(work, 'link-target');
    mkdirSync(target);
    // The classic escape: a link uploads/escape -> elsewhere, then a file written through it.
    const file = archive('escape', (root) => {
      symlinkSync(target, join(root, 'uploads', 'escape'));
    });
    const withFileThroughLink = join(work, 'escape-src');
    mkdirSync(join(withFileThroughLink, 'second', 'uploads', 'escape'), { recursive: true });
    writeFileSync(join(withFileThroughLink, 'second', 'uploads', 'escape', 'planted.txt'), 'planted');
    execFileSync('gzip', ['-d', '-k', '-f', file]);
    const plain = file.replace(/\.gz$/, '');
    execFileSync('tar', [
      '-C',
      join(withFileThroughLink, 'second'),
      '-rf',
      plain,
      'uploads/escape/planted.txt',
    ]);
    execFileSync('gzip', ['-f', plain]);

    const dataDir = join(work, 'data');
    mkdirSync(dataDir);
    const result = await restore(backupWith('hostile-backup', file), dataDir);
    expect(result.out).toMatch(
      /uploads\.tar\.gz is refused, nothing was restored: uploads\/escape: a symbolic link/,
    );
    expect(result.code).toBe(1);
    expect(readdirSync(dataDir)).toEqual([]);
    expect(readdirSync(target)).toEqual([]);
    expect(existsSync(join(dataDir, 'pglite'))).toBe(false);
  }, 60_000);
});
