import { ZPublicComplaintResult, ZPublicComplaintWithProof } from '@samity/domain';
import { publicProcedure } from '../../procedures';
import { spendHumanProof } from '../../services/human-proof/human-proof.service';
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
        'Carries a proof that a person sent it (POST /proof-challenges): without one, or with a wrong, expired or used one, 400 and nothing is written.',
      ),
    )
    .input(ZPublicComplaintWithProof)
    .output(ZPublicComplaintResult)
    .mutation(async ({ ctx, input: { proof, ...complaint } }) => {
      // First of all: no limit counts and nothing is written for a request no person sent (decision 027).
      await spendHumanProof(ctx, proof);
      await filePublicComplaint(ctx, complaint);
      return { success: true as const };
    }),
});
