import { randomBytes } from 'node:crypto';
import { chmodSync, createReadStream, existsSync, readdirSync } from 'node:fs';
import { chmod, mkdir, rename, rm, stat, writeFile } from 'node:fs/promises';
import { dirname, join, relative, sep } from 'node:path';
import {
  assertValidKey,
  contentTypeOfKey,
  isPrivateKey,
  PRIVATE_KEY_PREFIX,
  type StorageDriver,
  urlMapper,
} from './storage-driver';

interface FsStorageOptions {
  /** Directory holding the objects (DATA_DIR/uploads by default). */
  rootDir: string;
  /** Where the server serves them; `/uploads` unless the site is mounted elsewhere. */
  publicBaseUrl?: string;
}

const isMissing = (error: unknown) => (error as NodeJS.ErrnoException)?.code === 'ENOENT';

/**
 * Private objects (members-only documents) are the owner's alone on disk: files 0600, their folders 0700, as
 * a backup is; public images keep the usual modes (anyone may see them anyway, and a web server of another
 * user may serve them). The modes are set on the file as it is created, not changed afterwards.
 */
const PRIVATE_FILE_MODE = 0o600;
const PRIVATE_DIR_MODE = 0o700;

/**
 * Files stored before private objects were owner-only were made 0644 in 0755 folders: tighten them once, when
 * the driver is made (at start). A few hundred documents at most, so a synchronous walk is brief.
 */
function tightenPrivateTree(rootDir: string): void {
  const privateRoot = join(rootDir, PRIVATE_KEY_PREFIX);
  if (!existsSync(privateRoot)) return;
  chmodSync(privateRoot, PRIVATE_DIR_MODE);
  for (const entry of readdirSync(privateRoot, { recursive: true, withFileTypes: true })) {
    const path = join(entry.parentPath, entry.name);
    if (entry.isDirectory()) chmodSync(path, PRIVATE_DIR_MODE);
    else if (entry.isFile()) chmodSync(path, PRIVATE_FILE_MODE);
  }
}

/** The default driver: files under DATA_DIR. One server instance (or a shared volume) only. */
export function createFsStorage({ rootDir, publicBaseUrl = '/uploads' }: FsStorageOptions): StorageDriver {
  const pathOf = (key: string) => {
    assertValidKey(key);
    return join(rootDir, key);
  };
  tightenPrivateTree(rootDir);
  /** The folders of a private key, from `private/` down, each created (or kept) owner-only. */
  const makePrivateFolders = async (path: string) => {
    let folder = join(rootDir, PRIVATE_KEY_PREFIX);
    await mkdir(rootDir, { recursive: true });
    for (const part of ['', ...relative(folder, dirname(path)).split(sep).filter(Boolean)]) {
      folder = join(folder, part);
      await mkdir(folder, { recursive: true, mode: PRIVATE_DIR_MODE });
      await chmod(folder, PRIVATE_DIR_MODE);
    }
  };
  return {
    kind: 'filesystem',
    ...urlMapper(publicBaseUrl),

    async put(key, data) {
      const path = pathOf(key);
      const secret = isPrivateKey(key);
      if (secret) await makePrivateFolders(path);
      else await mkdir(dirname(path), { recursive: true });
      // Write aside and rename: a reader sees the old file or the whole new one, never a partial write.
      // The temporary name ends in .tmp, which is never served (see contentTypeOfKey).
      const temp = `${path}.${randomBytes(6).toString('hex')}.tmp`;
      try {
        await writeFile(temp, data, { flag: 'wx', ...(secret ? { mode: PRIVATE_FILE_MODE } : {}) });
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
