import {
  ZAdminEnquiriesPage,
  ZAdminEnquiryListInput,
  ZEnquiryCounts,
  ZEnquiryCountsInput,
  ZPriceHintSettings,
} from '@samity/domain';
import { z } from 'zod';
import { adminProcedure, personalDataProcedure } from '../../procedures';
import {
  priceHintSettings,
  updatePriceHintSettings,
} from '../../services/car-pages/price-hint-settings.service';
import { enquiryCounts, listEnquiries } from '../../services/enquiries/enquiries-admin.service';
import { router } from '../../trpc';
import { rest } from '../rest';

/**
 * What the site brings the members: buyers' enquiries counted per dealer and per month (an API key of the
 * privilege may read the counts), and the enquiries themselves with the buyers' phones (admins in person);
 * and the price hint's wait, which decides which dealers' cars a buyer's hint is made from.
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

  priceHintSettings: adminProcedure('enquiryReport')
    .meta(
      rest(
        'admin',
        'GET',
        '/price-hint-settings',
        'The price hint’s wait: days a car must have been listed before its price counts for other cars’ hints',
      ),
    )
    .input(z.object({}).optional())
    .output(ZPriceHintSettings)
    .query(({ ctx }) => priceHintSettings(ctx)),

  updatePriceHintSettings: adminProcedure('enquiryReport')
    .meta(
      rest(
        'admin',
        'PUT',
        '/price-hint-settings',
        'Sets the price hint’s wait (0 to 30 days); the car pages use it at once',
        'Full_Access and above. Audited (stock.priceHint.settings, with the value before and after).',
      ),
    )
    .input(ZPriceHintSettings)
    .output(ZPriceHintSettings)
    .mutation(({ ctx, input }) => updatePriceHintSettings(ctx, input)),
});
