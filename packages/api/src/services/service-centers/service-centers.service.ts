import type { ServiceContext } from '../service-context';
import { listServiceCenterImages } from './service-centers.queries';

/** The public page's service center logos, in the order they were added. */
export function listServiceCenters(ctx: ServiceContext): Promise<{ id: number; pic: string }[]> {
  return listServiceCenterImages(ctx.db);
}
