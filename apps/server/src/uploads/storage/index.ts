import { join } from 'node:path';
import { createFsStorage, type StorageDriver } from '@samity/api/images';
import type { StorageConfig } from '../uploads-config';
import { createS3Storage } from './s3-storage';

/** The driver the configuration names (STORAGE_DRIVER); the filesystem one keeps files in DATA_DIR/uploads. */
export function createStorage(config: StorageConfig, dataDir: string): StorageDriver {
  if (config.driver === 's3') return createS3Storage(config);
  return createFsStorage({ rootDir: join(dataDir, 'uploads') });
}

export { createS3Storage, type S3StorageOptions } from './s3-storage';
