import { ZSiteImage } from '@samity/domain';
import { z } from 'zod';
import { publicProcedure } from '../../procedures';
import { reads } from '../../read-cache-middleware';
import { listServiceCenters } from '../../services/service-centers/service-centers.service';
import { router } from '../../trpc';
import { rest } from '../rest';

export const publicServiceCentersRouter = router({
  list: publicProcedure
    .meta(rest('public', 'GET', '/service-centers', 'Logos of the approved service centers'))
    .meta(reads('service_center_images'))
    .output(z.array(ZSiteImage))
    .query(({ ctx }) => listServiceCenters(ctx)),
});
