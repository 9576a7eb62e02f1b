import type { Db } from '@samity/db';

/** Service center logos in the order they were added. */
export function listServiceCenterImages(db: Db) {
  return db.selectFrom('service_center_images').select(['id', 'pic']).orderBy('id').execute();
}
