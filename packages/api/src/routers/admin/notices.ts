import { ZContentIdInput, ZNotice, ZPublishNoticeInput, ZSuccess } from '@samity/domain';
import { z } from 'zod';
import { adminProcedure } from '../../procedures';
import { listNotices, publishNotice, removeNotice } from '../../services/notices/notices.service';
import { router } from '../../trpc';
import { rest } from '../rest';

/** The notice board controller (/NoticeboardAdmin). */
export const adminNoticesRouter = router({
  list: adminProcedure('notices')
    .meta(rest('admin', 'GET', '/notices', 'Notices, newest by date first (at most 500)'))
    .input(z.void())
    .output(z.array(ZNotice))
    .query(({ ctx }) => listNotices(ctx)),

  create: adminProcedure('notices')
    .meta(
      rest(
        'admin',
        'POST',
        '/publish-notice',
        'Publishes a notice (picture, date and caption, all required)',
      ),
    )
    .input(ZPublishNoticeInput)
    .output(ZNotice)
    .mutation(({ ctx, input }) => publishNotice(ctx, input)),

  delete: adminProcedure('notices')
    .meta(
      rest(
        'admin',
        'DELETE',
        '/notices/{id}',
        'Deletes a notice; its picture is deleted too when no other record uses it',
        '404 when no notice has the id.',
      ),
    )
    .input(ZContentIdInput)
    .output(ZSuccess)
    .mutation(({ ctx, input }) => removeNotice(ctx, input.id)),
});
