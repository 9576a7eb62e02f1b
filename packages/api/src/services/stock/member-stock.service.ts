import {
  AppError,
  canonicalVehicleName,
  type MemberStockCar,
  poishaToTaka,
  type StockUpload,
  takaToPoisha,
} from '@samity/domain';
import { withAudit } from '../audit/with-audit';
import { closeEnquiriesOfSoldCar } from '../enquiries/enquiries.service';
import { releaseImages } from '../images/image-lifecycle.service';
import { assertOwnUploads } from '../images/image-ownership';
import type { StorageDriver } from '../images/storage-driver';
import { enforceFilingLimit } from '../members/member-filing-limit';
import { assertOwnMemberNo } from '../members/member-scope';
import { toIsoOrNull } from '../moments';
import type { MemberContext } from '../service-context';
import {
  deleteCar,
  findCar,
  insertCar,
  listMemberCars,
  type MemberCarRow,
  markCarSold,
} from './member-stock.queries';

function toMemberCar({
  asking_price_poisha,
  member_id: _owner,
  sold_at,
  ...row
}: MemberCarRow): MemberStockCar {
  return { ...row, asking_price: poishaToTaka(asking_price_poisha), sold_at: toIsoOrNull(sold_at) };
}

const audited = (car: MemberCarRow) => ({
  brand: car.brand,
  model: car.model,
  asking_price_poisha: car.asking_price_poisha,
  pics: car.pics,
  sold_at: car.sold_at,
});

export async function listOwnCars(ctx: MemberContext, memberNo?: string): Promise<MemberStockCar[]> {
  assertOwnMemberNo(ctx, memberNo, 'member.stock.list');
  return (await listMemberCars(ctx.db, ctx.actor.memberId)).map(toMemberCar);
}

/**
 * Lists a car of the session's member (the owner is never taken from the body). Every picture must be one
 * this member uploaded, so a car can point neither at someone else's server nor at another dealer's photos.
 * It is in the public stock at once.
 */
export async function addCar(ctx: MemberContext, input: StockUpload): Promise<MemberStockCar> {
  assertOwnMemberNo(ctx, input.member_no, 'member.stock.create');
  await assertOwnUploads(
    ctx.db,
    input.pics,
    { kind: 'member', memberId: ctx.actor.memberId },
    {
      field: 'pics',
      notUploaded: {
        key: 'stock.pictureNotUploaded',
        message: 'Upload the pictures first, then add the car.',
      },
    },
  );
  await enforceFilingLimit(ctx, 'car');
  const car = await withAudit(
    ctx,
    (created: MemberCarRow) => ({
      action: 'stock.create',
      entity: 'stock_cars',
      entityId: created.id,
      after: audited(created),
    }),
    async (tx) => {
      const id = await insertCar(tx, {
        memberId: ctx.actor.memberId,
        // Names typed in Bengali or a known spelling are stored by their English names ("ধূসর" is Grey),
        // so search and every page's language read one value; a name the vocabulary does not know is kept.
        brand: canonicalVehicleName('brand', input.brand),
        model: canonicalVehicleName('model', input.model),
        modelYear: input.model_year,
        regYear: input.reg_year,
        cc: input.cc,
        color: canonicalVehicleName('colour', input.color),
        mileage: input.mileage,
        askingPricePoisha: takaToPoisha(input.asking_price),
        pics: input.pics,
        at: ctx.now(),
      });
      return (await findCar(tx, id)) as MemberCarRow;
    },
  );
  return toMemberCar(car);
}

/** The car if it is the member's: another member's car is 403 (nothing changes), a missing one 404. */
async function ownCar(ctx: MemberContext, id: number, action: string): Promise<MemberCarRow> {
  const car = await findCar(ctx.db, id);
  if (!car) throw new AppError('NOT_FOUND', 'stock.carNotFound', 'This car is not in your stock.');
  if (car.member_id !== ctx.actor.memberId) {
    ctx.log.warn(
      { event: 'auth.denied', action, reason: 'other_member_car', memberId: ctx.actor.memberId, carId: id },
      'access denied: another member’s car',
    );
    throw new AppError('FORBIDDEN', 'stock.notYourCar', 'You can only change your own cars.');
  }
  return car;
}

/** Marks the car sold: it leaves the public stock and stays in the member's list. Marking twice keeps the first time. */
export async function markSold(ctx: MemberContext, id: number): Promise<MemberStockCar> {
  const before = await ownCar(ctx, id, 'member.stock.update');
  const after = await withAudit(
    ctx,
    (car: MemberCarRow) => ({
      action: 'stock.sold',
      entity: 'stock_cars',
      entityId: id,
      before: audited(before),
      after: audited(car),
    }),
    async (tx) => {
      await markCarSold(tx, { id, memberId: ctx.actor.memberId }, ctx.now());
      // A sold car's buyers have their answer: its open enquiries close in the same transaction.
      await closeEnquiriesOfSoldCar(tx, id, ctx.now());
      return (await findCar(tx, id)) as MemberCarRow;
    },
  );
  return toMemberCar(after);
}

/** Deletes the car, then releases the pictures no record uses any more (after the commit). */
export async function removeCar(
  ctx: MemberContext & { storage: StorageDriver },
  id: number,
): Promise<{ success: true }> {
  const car = await ownCar(ctx, id, 'member.stock.delete');
  await withAudit(
    ctx,
    { action: 'stock.delete', entity: 'stock_cars', entityId: id, before: audited(car) },
    (tx) => deleteCar(tx, { id, memberId: ctx.actor.memberId }),
  );
  await releaseImages(ctx, [car.pic, ...car.pics], { now: ctx.now() });
  return { success: true };
}
