import { ZAddServiceCenterInput, ZContentIdInput, ZSiteImage, ZSuccess } from '@samity/domain';
import { z } from 'zod';
import { adminProcedure } from '../../procedures';
import { addPictures, listPictures, removePicture } from '../../services/shared/picture-tables.service';
import { router } from '../../trpc';
import { rest } from '../rest';

/** Service center logos (/ServiceCentersAdmin). */
export const adminServiceCentersRouter = router({
  list: adminProcedure('serviceCenters')
    .meta(rest('admin', 'GET', '/service-centers/all', 'Service center logos, newest first (at most 500)'))
    .input(z.void())
    .output(z.array(ZSiteImage))
    .query(({ ctx }) => listPictures(ctx, 'serviceCenter')),

  create: adminProcedure('serviceCenters')
    .meta(rest('admin', 'POST', '/service-centers', 'Adds a service center by its uploaded logo'))
    .input(ZAddServiceCenterInput)
    .output(ZSiteImage)
    .mutation(async ({ ctx, input }) => (await addPictures(ctx, 'serviceCenter', [input.pic]))[0]!),

  delete: adminProcedure('serviceCenters')
    .meta(
      rest(
        'admin',
        'DELETE',
        '/service-centers/{id}',
        'Deletes a service center; its logo is deleted too when no other record uses it',
        '404 when no service center has the id.',
      ),
    )
    .input(ZContentIdInput)
    .output(ZSuccess)
    .mutation(({ ctx, input }) => removePicture(ctx, 'serviceCenter', input.id)),
});
