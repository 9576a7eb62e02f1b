import { ZEnquirySent, ZEnquiryWithProof } from '@samity/domain';
import { publicProcedure } from '../../procedures';
import { sendEnquiry } from '../../services/enquiries/enquiries.service';
import { spendHumanProof } from '../../services/human-proof/human-proof.service';
import { router } from '../../trpc';
import { rest } from '../rest';

/** A buyer's enquiry about a car, to its dealer. The answer says only that it was sent. */
export const publicEnquiriesRouter = router({
  create: publicProcedure
    .meta(
      rest(
        'public',
        'POST',
        '/enquiries',
        'Sends an enquiry about a car to its dealer (throttled per phone and per client address)',
        'Carries a proof that a person sent it (POST /proof-challenges): without one, or with a wrong, expired or used one, 400 and nothing is sent. At most 5 an hour per phone and 20 an hour per client address (429 with Retry-After). A sold car is 409, an unknown one 404; nothing is written then.',
      ),
    )
    .input(ZEnquiryWithProof)
    .output(ZEnquirySent)
    .mutation(async ({ ctx, input: { proof, ...enquiry } }) => {
      // First of all: no limit counts and nothing is written for a request no person sent (decision 027).
      await spendHumanProof(ctx, proof);
      await sendEnquiry(ctx, enquiry);
      return { success: true as const };
    }),
});
