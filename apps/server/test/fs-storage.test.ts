import { mkdtempSync, readdirSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { createFsStorage } from '@samity/api/images';
import { expect, it } from 'vitest';
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
