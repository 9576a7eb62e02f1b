import {
  ZAdminEnquiriesPage,
  ZAdminEnquiryListInput,
  ZEnquiryCounts,
  ZEnquiryCountsInput,
} from '@samity/domain';
import { adminProcedure, personalDataProcedure } from '../../procedures';
import { enquiryCounts, listEnquiries } from '../../services/enquiries/enquiries-admin.service';
import { router } from '../../trpc';
import { rest } from '../rest';

/**
 * What the site brings the members: buyers' enquiries counted per dealer and per month (an API key of the
 * privilege may read the counts), and the enquiries themselves with the buyers' phones (admins in person).
 */
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

  list: personalDataProcedure('enquiryReport')
    .meta(
      rest(
        'admin',
        'GET',
        '/enquiries-admin',
        'Every dealer’s enquiries, newest first, with the buyers’ names and phones',
        'Full_Access and above, logged in: an API key of any privilege is refused (403 apiKeys.personalData), as the buyers are not members and their phones are personal data.',
      ),
    )
    .input(ZAdminEnquiryListInput)
    .output(ZAdminEnquiriesPage)
    .query(({ ctx, input }) => listEnquiries(ctx, input)),
});
