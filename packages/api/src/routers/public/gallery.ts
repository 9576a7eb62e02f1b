import { ZSiteImage } from '@samity/domain';
import { z } from 'zod';
import { publicProcedure } from '../../procedures';
import { reads } from '../../read-cache-middleware';
import { listGallery } from '../../services/gallery/gallery.service';
import { router } from '../../trpc';
import { rest } from '../rest';

export const publicGalleryRouter = router({
  list: publicProcedure
    .meta(rest('public', 'GET', '/fetch-gallery', 'Gallery images, newest first'))
    .meta(reads('gallery_images'))
    .output(z.array(ZSiteImage))
    .query(({ ctx }) => listGallery(ctx)),
});
