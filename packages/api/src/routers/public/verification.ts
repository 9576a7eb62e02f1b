import { ZMemberVerification, ZVerificationTokenInput } from '@samity/domain';
import { publicProcedure } from '../../procedures';
import { verifyMember } from '../../services/verification/verification.service';
import { router } from '../../trpc';
import { rest } from '../rest';

/**
 * A dealer's public verification page (/verify/<token>). Not cached (no reads meta): good standing changes
 * with each payment and each new month, and the page is opened one member at a time.
 */
export const publicVerificationRouter = router({
  get: publicProcedure
    .meta(
      rest(
        'public',
        'GET',
        '/verify/{token}',
        "A member's verification: name, business, member number, picture and good standing",
        'Good standing: active, and monthly dues at most 2 months behind. No phone or other private data. 404 for an unknown or rotated token.',
      ),
    )
    .input(ZVerificationTokenInput)
    .output(ZMemberVerification)
    .query(({ ctx, input }) => verifyMember(ctx, input.token)),
});
