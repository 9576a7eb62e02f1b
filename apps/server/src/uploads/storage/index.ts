import { join } from 'node:path';
import { createFsStorage, type StorageDriver } from '@samity/api/images';
import type { StorageConfig } from '../uploads-config';

/**
 * The driver the configuration names (STORAGE_DRIVER); the filesystem one keeps files in DATA_DIR/uploads.
 * The S3 client is loaded only when used: it is large, and most installations never need it.
 */
export async function createStorage(config: StorageConfig, dataDir: string): Promise<StorageDriver> {
  if (config.driver === 's3') {
    const { createS3Storage } = await import('@samity/api/s3-storage');
    return createS3Storage(config);
  }
  return createFsStorage({ rootDir: join(dataDir, 'uploads') });
}
