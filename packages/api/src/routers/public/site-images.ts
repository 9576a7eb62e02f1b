import { ZSiteImage } from '@samity/domain';
import { z } from 'zod';
import { publicProcedure } from '../../procedures';
import { listGalleryImages, listServiceCenterImages } from '../../services/site-images/site-images.queries';
import { router } from '../../trpc';

export const publicServiceCentersRouter = router({
  list: publicProcedure
    .meta({
      openapi: {
        method: 'GET',
        path: '/service-centers',
        tags: ['public'],
        protect: false,
        summary: 'Logos of the approved service centers',
      },
    })
    .output(z.array(ZSiteImage))
    .query(({ ctx }) => listServiceCenterImages(ctx.db)),
});

export const publicGalleryRouter = router({
  list: publicProcedure
    .meta({
      openapi: {
        method: 'GET',
        path: '/fetch-gallery',
        tags: ['public'],
        protect: false,
        summary: 'Gallery images, newest first',
      },
    })
    .output(z.array(ZSiteImage))
    .query(({ ctx }) => listGalleryImages(ctx.db)),
});
