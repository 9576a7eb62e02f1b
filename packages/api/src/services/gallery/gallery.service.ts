import type { ServiceContext } from '../service-context';
import { listGalleryImages } from './gallery.queries';

/** The public gallery page's pictures, newest first. */
export function listGallery(ctx: ServiceContext): Promise<{ id: number; pic: string }[]> {
  return listGalleryImages(ctx.db);
}
