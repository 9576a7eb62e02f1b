import {
  ZMemberStockCar,
  ZMemberStockListInput,
  ZStockCarIdInput,
  ZStockUploadInput,
  ZSuccess,
} from '@samity/domain';
import { z } from 'zod';
import { memberProcedure } from '../../procedures';
import { addCar, listOwnCars, markSold, removeCar } from '../../services/stock/member-stock.service';
import { router } from '../../trpc';
import { rest } from '../rest';

/** The member's own cars for sale; another member's car is 403 and nothing changes. */
export const memberStockRouter = router({
  list: memberProcedure
    .meta(rest('member', 'GET', '/stock', "The member's cars, sold ones included, newest first"))
    .input(ZMemberStockListInput)
    .output(z.array(ZMemberStockCar))
    .query(({ ctx, input }) => listOwnCars(ctx, input.member_no)),

  create: memberProcedure
    .meta(
      rest(
        'member',
        'POST',
        '/stock-upload',
        'Adds a car to the public stock: every field required, 1 to 6 uploaded pictures (the first is the cover)',
        'The car belongs to the logged-in member. `pic` alone is accepted instead of `pics`.',
      ),
    )
    .input(ZStockUploadInput)
    .output(ZMemberStockCar)
    .mutation(({ ctx, input }) => addCar(ctx, input)),

  update: memberProcedure
    .meta(
      rest(
        'member',
        'POST',
        '/stock/{id}/sold',
        'Marks the car sold: it leaves the public stock and stays in the member’s list',
        '403 for another member’s car.',
      ),
    )
    .input(ZStockCarIdInput)
    .output(ZMemberStockCar)
    .mutation(({ ctx, input }) => markSold(ctx, input.id)),

  delete: memberProcedure
    .meta(
      rest(
        'member',
        'DELETE',
        '/stock-delete/{id}',
        'Deletes the car; pictures no other record uses are deleted too',
        '403 for another member’s car.',
      ),
    )
    .input(ZStockCarIdInput)
    .output(ZSuccess)
    .mutation(({ ctx, input }) => removeCar(ctx, input.id)),
});
