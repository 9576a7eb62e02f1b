import { ZEnquiryCounts, ZEnquiryCountsInput } from '@samity/domain';
import { adminProcedure } from '../../procedures';
import { enquiryCounts } from '../../services/enquiries/enquiries-admin.service';
import { router } from '../../trpc';
import { rest } from '../rest';

/** What the site brings the members: buyers' enquiries counted per dealer and per month. */
export const adminEnquiriesRouter = router({
  counts: adminProcedure('enquiryReport')
    .meta(
      rest(
        'admin',
        'GET',
        '/enquiry-counts',
        'Enquiries per dealer in each of the last 6 months (Dhaka months), most first',
        'Counts only; the buyers’ names and phones are never in this answer.',
      ),
    )
    .input(ZEnquiryCountsInput)
    .output(ZEnquiryCounts)
    .query(({ ctx, input }) => enquiryCounts(ctx, input)),
});
