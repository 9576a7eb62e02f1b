import { chmodSync, mkdirSync, mkdtempSync, readdirSync, statSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { createFsStorage } from '@samity/api/images';
import { describe, expect, it } from 'vitest';
import { storageContract } from './storage-contract';

const root = mkdtempSync(join(tmpdir(), 'samity-fs-storage-'));
storageContract('filesystem', () => createFsStorage({ rootDir: root }));

it('filesystem driver: writes through a temporary file, leaving only the object behind', async () => {
  const dir = mkdtempSync(join(tmpdir(), 'samity-fs-storage-'));
  const storage = createFsStorage({ rootDir: dir });
  await storage.put('0123456789abcdef0123456789abcdef.jpg', Buffer.from('jpeg'), 'image/jpeg');
  expect(readdirSync(dir)).toEqual(['0123456789abcdef0123456789abcdef.jpg']);
  expect(storage.publicUrl('0123456789abcdef0123456789abcdef.jpg')).toBe(
    '/uploads/0123456789abcdef0123456789abcdef.jpg',
  );
});

describe('filesystem driver: private objects are the owner’s alone', () => {
  const modeOf = (path: string) => statSync(path).mode & 0o777;

  it('writes a private file 0600 in 0700 folders; a public image keeps the usual modes', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'samity-fs-storage-'));
    chmodSync(dir, 0o755);
    const storage = createFsStorage({ rootDir: dir });
    const key = 'private/documents/0123456789abcdef0123456789abcdef.pdf';
    await storage.put(key, Buffer.from('%PDF-1.7'), 'application/pdf');
    expect(modeOf(join(dir, key))).toBe(0o600);
    expect(modeOf(join(dir, 'private'))).toBe(0o700);
    expect(modeOf(join(dir, 'private', 'documents'))).toBe(0o700);
    await storage.put('0123456789abcdef0123456789abcdef.jpg', Buffer.from('jpeg'), 'image/jpeg');
    expect(modeOf(join(dir, '0123456789abcdef0123456789abcdef.jpg'))).toBe(0o666 & ~process.umask());
    // The uploads folder itself keeps its mode: public images are served from it.
    expect(modeOf(dir)).toBe(0o755);
  });

  it('tightens private files and folders stored before, when the driver is made', () => {
    const dir = mkdtempSync(join(tmpdir(), 'samity-fs-storage-'));
    mkdirSync(join(dir, 'private', 'documents'), { recursive: true, mode: 0o755 });
    chmodSync(join(dir, 'private'), 0o755);
    const old = join(dir, 'private', 'documents', 'old.pdf');
    writeFileSync(old, '%PDF-1.4', { mode: 0o644 });
    chmodSync(old, 0o644);
    createFsStorage({ rootDir: dir });
    expect(modeOf(old)).toBe(0o600);
    expect(modeOf(join(dir, 'private'))).toBe(0o700);
    expect(modeOf(join(dir, 'private', 'documents'))).toBe(0o700);
  });
});
