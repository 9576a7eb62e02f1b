import { ZPublicStockCar, ZStockSearchInput, ZStockSearchResult } from '@samity/domain';
import { z } from 'zod';
import { publicProcedure } from '../../procedures';
import { allStockCars, findStockCars } from '../../services/stock/stock.service';
import { router } from '../../trpc';

export const publicStocksRouter = router({
  list: publicProcedure
    .meta({
      openapi: {
        method: 'GET',
        path: '/stocks',
        tags: ['public'],
        protect: false,
        summary: 'Every car for sale with its dealer; asking_price in taka',
      },
    })
    .output(z.array(ZPublicStockCar))
    .query(({ ctx }) => allStockCars(ctx.db)),

  search: publicProcedure
    .meta({
      openapi: {
        method: 'GET',
        path: '/stocks/search',
        tags: ['public'],
        protect: false,
        summary: 'One page of cars filtered by search, price, model year and cc band, in the chosen order',
      },
    })
    .input(ZStockSearchInput)
    .output(ZStockSearchResult)
    .query(({ ctx, input }) => findStockCars(ctx.db, input)),
});
