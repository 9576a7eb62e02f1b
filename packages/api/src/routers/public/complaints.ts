import { ZPublicComplaintInput, ZPublicComplaintResult } from '@samity/domain';
import { publicProcedure } from '../../procedures';
import { filePublicComplaint } from '../../services/public-complaints/public-complaints.service';
import { router } from '../../trpc';

export const publicComplaintsRouter = router({
  add: publicProcedure
    .meta({
      openapi: {
        method: 'POST',
        path: '/public-complains-add',
        tags: ['public'],
        protect: false,
        summary: 'File a complaint against a member dealership (throttled per client address)',
      },
    })
    .input(ZPublicComplaintInput)
    .output(ZPublicComplaintResult)
    .mutation(async ({ ctx, input }) => {
      await filePublicComplaint(ctx.db, input, ctx.request.ip);
      return { success: true as const };
    }),
});
