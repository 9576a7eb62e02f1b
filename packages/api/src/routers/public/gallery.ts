import { ZSiteImage } from '@samity/domain';
import { z } from 'zod';
import { publicProcedure } from '../../procedures';
import { reads } from '../../read-cache/read-cache-middleware';
import { listGalleryImages } from '../../services/gallery/gallery.queries';
import { router } from '../../trpc';
import { rest } from '../rest';

export const publicGalleryRouter = router({
  list: publicProcedure
    .meta(rest('public', 'GET', '/fetch-gallery', 'Gallery images, newest first'))
    .meta(reads('gallery_images'))
    .output(z.array(ZSiteImage))
    .query(({ ctx }) => listGalleryImages(ctx.db)),
});
