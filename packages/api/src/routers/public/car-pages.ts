import { ZCarPage, ZCarPageInput } from '@samity/domain';
import { publicProcedure } from '../../procedures';
import { reads } from '../../read-cache-middleware';
import { carPage } from '../../services/car-pages/car-pages.service';
import { router } from '../../trpc';
import { rest } from '../rest';

export const publicCarPagesRouter = router({
  get: publicProcedure
    .meta(
      rest(
        'public',
        'GET',
        '/cars/{id}',
        "A car's page: the car for sale with its fair-price hint, or that it is gone (sold or removed) with similar cars for sale; 404 for an id that never was a car",
      ),
    )
    // The dealer's verified badge reads their token and monthly dues (services/verification); the price
    // hint reads its wait from stock_settings.
    .meta(
      reads(
        'stock_cars',
        'stock_car_pictures',
        'members',
        'member_verification_tokens',
        'monthly_dues',
        'monthly_payments',
        'monthly_payment_reversals',
        'stock_settings',
      ),
    )
    .input(ZCarPageInput)
    .output(ZCarPage)
    .query(({ ctx, input }) => carPage(ctx, input.id)),
});
