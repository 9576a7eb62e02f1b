import { ZAddGalleryInput, ZContentIdInput, ZSiteImage, ZSuccess } from '@samity/domain';
import { z } from 'zod';
import { adminProcedure } from '../../procedures';
import { addPictures, listPictures, removePicture } from '../../services/shared/picture-tables.service';
import { router } from '../../trpc';
import { rest } from '../rest';

/** The gallery (/GalleryAdmin). */
export const adminGalleryRouter = router({
  list: adminProcedure('gallery')
    .meta(rest('admin', 'GET', '/gallery', 'Gallery images, newest first (at most 500)'))
    .input(z.void())
    .output(z.array(ZSiteImage))
    .query(({ ctx }) => listPictures(ctx, 'gallery')),

  create: adminProcedure('gallery')
    .meta(
      rest('admin', 'POST', '/gallery', 'Adds gallery images, one per uploaded address (1 to 20 at a time)'),
    )
    .input(ZAddGalleryInput)
    .output(z.array(ZSiteImage))
    .mutation(({ ctx, input }) => addPictures(ctx, 'gallery', input.pics)),

  delete: adminProcedure('gallery')
    .meta(
      rest(
        'admin',
        'DELETE',
        '/gallery/{id}',
        'Deletes a gallery image; the picture is deleted too when no other record uses it',
        '404 when no gallery image has the id.',
      ),
    )
    .input(ZContentIdInput)
    .output(ZSuccess)
    .mutation(({ ctx, input }) => removePicture(ctx, 'gallery', input.id)),
});
