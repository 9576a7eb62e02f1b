import { ZDealerPage, ZDealerPageInput } from '@samity/domain';
import { publicProcedure } from '../../procedures';
import { reads } from '../../read-cache-middleware';
import { dealerPage } from '../../services/dealer-pages/dealer-pages.service';
import { router } from '../../trpc';
import { rest } from '../rest';

export const publicDealerPagesRouter = router({
  get: publicProcedure
    .meta(
      rest(
        'public',
        'GET',
        '/dealers/{member_no}',
        "A dealer's own page: the business, contact, membership since, whether verified today and how many cars for sale (GET /stocks/search?dealer= lists them); a former member is named as such; 404 for a number that is no member",
      ),
    )
    // The verified badge reads the dealer's token and monthly dues (services/verification).
    .meta(
      reads(
        'stock_cars',
        'members',
        'member_verification_tokens',
        'monthly_dues',
        'monthly_payments',
        'monthly_payment_reversals',
      ),
    )
    .input(ZDealerPageInput)
    .output(ZDealerPage)
    .query(({ ctx, input }) => dealerPage(ctx, input.member_no)),
});
