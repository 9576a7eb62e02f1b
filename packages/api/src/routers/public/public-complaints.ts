import { ZPublicComplaintInput, ZPublicComplaintResult } from '@samity/domain';
import { publicProcedure } from '../../procedures';
import { filePublicComplaint } from '../../services/public-complaints/public-complaints.service';
import { router } from '../../trpc';
import { rest } from '../rest';

export const publicComplaintsRouter = router({
  create: publicProcedure
    .meta(
      rest(
        'public',
        'POST',
        '/public-complains-add',
        'File a complaint against a member dealership (throttled per client address)',
      ),
    )
    .input(ZPublicComplaintInput)
    .output(ZPublicComplaintResult)
    .mutation(async ({ ctx, input }) => {
      await filePublicComplaint(ctx, input);
      return { success: true as const };
    }),
});
