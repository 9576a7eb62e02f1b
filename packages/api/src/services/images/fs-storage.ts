import { randomBytes } from 'node:crypto';
import { createReadStream } from 'node:fs';
import { mkdir, rename, rm, stat, writeFile } from 'node:fs/promises';
import { dirname, join } from 'node:path';
import { assertValidKey, contentTypeOfKey, type StorageDriver, urlMapper } from './storage-driver';

interface FsStorageOptions {
  /** Directory holding the objects (DATA_DIR/uploads by default). */
  rootDir: string;
  /** Where the server serves them; `/uploads` unless the site is mounted elsewhere. */
  publicBaseUrl?: string;
}

const isMissing = (error: unknown) => (error as NodeJS.ErrnoException)?.code === 'ENOENT';

/** The default driver: files under DATA_DIR. One server instance (or a shared volume) only. */
export function createFsStorage({ rootDir, publicBaseUrl = '/uploads' }: FsStorageOptions): StorageDriver {
  const pathOf = (key: string) => {
    assertValidKey(key);
    return join(rootDir, key);
  };
  return {
    kind: 'filesystem',
    ...urlMapper(publicBaseUrl),

    async put(key, data) {
      const path = pathOf(key);
      await mkdir(dirname(path), { recursive: true });
      // Write aside and rename: a reader sees the old file or the whole new one, never a partial write.
      // The temporary name ends in .tmp, which is never served (see contentTypeOfKey).
      const temp = `${path}.${randomBytes(6).toString('hex')}.tmp`;
      try {
        await writeFile(temp, data, { flag: 'wx' });
        await rename(temp, path);
      } catch (error) {
        await rm(temp, { force: true });
        throw error;
      }
    },

    async get(key) {
      const path = pathOf(key);
      try {
        const info = await stat(path);
        if (!info.isFile()) return null;
        return {
          body: createReadStream(path),
          bytes: info.size,
          contentType: contentTypeOfKey(key) ?? 'application/octet-stream',
        };
      } catch (error) {
        if (isMissing(error)) return null;
        throw error;
      }
    },

    async exists(key) {
      try {
        return (await stat(pathOf(key))).isFile();
      } catch (error) {
        if (isMissing(error)) return false;
        throw error;
      }
    },

    async delete(key) {
      await rm(pathOf(key), { force: true });
    },
  };
}
