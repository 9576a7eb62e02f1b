import { ZPublicStockCar, ZStockSearchInput, ZStockSearchResult } from '@samity/domain';
import { z } from 'zod';
import { publicProcedure } from '../../procedures';
import { reads } from '../../read-cache-middleware';
import { allStockCars, findStockCars } from '../../services/stock/stock.service';
import { router } from '../../trpc';
import { rest } from '../rest';

/** The dealers' verified badges read their tokens and monthly dues (services/verification). */
const VERIFIED_BADGE_READS = [
  'member_verification_tokens',
  'monthly_dues',
  'monthly_payments',
  'monthly_payment_reversals',
] as const;

export const publicStockRouter = router({
  list: publicProcedure
    .meta(rest('public', 'GET', '/stocks', 'Every car for sale with its dealer; asking_price in taka'))
    .meta(reads('stock_cars', 'stock_car_pictures', 'members', ...VERIFIED_BADGE_READS))
    .output(z.array(ZPublicStockCar))
    .query(({ ctx }) => allStockCars(ctx)),

  search: publicProcedure
    .meta(
      rest(
        'public',
        'GET',
        '/stocks/search',
        'One page of cars filtered by search, price, model year and cc band, in the chosen order',
      ),
    )
    .meta(reads('stock_cars', 'stock_car_pictures', 'members', ...VERIFIED_BADGE_READS))
    .input(ZStockSearchInput)
    .output(ZStockSearchResult)
    .query(({ ctx, input }) => findStockCars(ctx, input)),
});
