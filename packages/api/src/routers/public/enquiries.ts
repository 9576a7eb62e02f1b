import { ZEnquiryInput, ZEnquirySent } from '@samity/domain';
import { publicProcedure } from '../../procedures';
import { sendEnquiry } from '../../services/enquiries/enquiries.service';
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
        'At most 5 an hour per phone and 20 an hour per client address (429 with Retry-After). A sold car is 409, an unknown one 404; nothing is written then.',
      ),
    )
    .input(ZEnquiryInput)
    .output(ZEnquirySent)
    .mutation(async ({ ctx, input }) => {
      await sendEnquiry(ctx, input);
      return { success: true as const };
    }),
});
