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
    .meta(reads('stock_cars', 'stock_car_pictures', 'members'))
    .input(ZCarPageInput)
    .output(ZCarPage)
    .query(({ ctx, input }) => carPage(ctx, input.id)),
});
