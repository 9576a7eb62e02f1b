import type { Db } from '@samity/db';
import {
  AppError,
  type NewEnquiry,
  type NotificationMessage,
  siteLink,
  tooManyMessage,
} from '@samity/domain';
import { notifyWithinDealerCap } from '../notifications/dealer-cap.service';
import { findRecipient } from '../notifications/outbox.queries';
import { clientAddressKey } from '../rate-limit/client-address';
import { consumeFirstAllowed, type RateLimitRule, refundHits } from '../rate-limit/rate-limit.service';
import type { ServiceContext } from '../service-context';
import { closeOpenEnquiriesOfCar, findEnquiryCar, insertEnquiry } from './enquiries.queries';

/**
 * Anyone may send an enquiry without logging in, and each one reaches a dealer by SMS: one phone may ask at
 * most 5 times an hour (a buyer asks about a few cars, not dozens), one address 20 times (a shop or a
 * family behind one address asks for several people).
 */
export const ENQUIRY_PHONE_LIMIT: RateLimitRule = { name: 'enquiry-phone', limit: 5, windowSeconds: 3600 };
export const ENQUIRY_ADDRESS_LIMIT: RateLimitRule = { name: 'enquiry-ip', limit: 20, windowSeconds: 3600 };

const CAR_GONE_MESSAGE = 'This car is no longer for sale.';
const NO_SUCH_CAR_MESSAGE = 'There is no such car in the stock.';

type EnquiryCar = NonNullable<Awaited<ReturnType<typeof findEnquiryCar>>>;

/** A sold car, or one of a dealership that closed, takes no enquiries (409); an unknown one is 404. */
function assertForSale(car: EnquiryCar | undefined): asserts car is EnquiryCar {
  if (!car)
    throw new AppError('NOT_FOUND', 'enquiries.noSuchCar', NO_SUCH_CAR_MESSAGE, {
      fieldErrors: { car_id: NO_SUCH_CAR_MESSAGE },
    });
  if (car.sold_at !== null || car.status !== 'active')
    throw new AppError('CONFLICT', 'enquiries.carSold', CAR_GONE_MESSAGE, {
      fieldErrors: { car_id: CAR_GONE_MESSAGE },
    });
}

/** 429 with the wait, under a key of its own so the form says "too many enquiries", not "attempts". */
const tooManyEnquiries = (retryAfterSeconds: number) =>
  new AppError('TOO_MANY_REQUESTS', 'enquiries.tooMany', tooManyMessage('enquiries', retryAfterSeconds), {
    retryAfterSeconds,
  });

const carTitle = (car: EnquiryCar) => `${car.brand} ${car.model} ${car.model_year}`;

/**
 * Sends a buyer's enquiry to the car's dealer. Input is already validated (a bad field never counts); a car
 * not for sale is refused before anything is counted or written; over either limit this answers 429 with the
 * wait and writes nothing. The enquiry and the dealer's messages (inbox always, SMS when a provider is
 * configured, in the dealer's language) are written in one transaction, so there is never one without the
 * other.
 */
export async function sendEnquiry(ctx: ServiceContext, input: NewEnquiry): Promise<number> {
  assertForSale(await findEnquiryCar(ctx.db, input.car_id));
  const now = ctx.now();
  const decision = await consumeFirstAllowed(
    ctx.db,
    [
      [
        { rule: ENQUIRY_PHONE_LIMIT, key: input.phone },
        { rule: ENQUIRY_ADDRESS_LIMIT, key: clientAddressKey(ctx.request.ip) },
      ],
    ],
    now,
  );
  if (!decision.allowed) throw tooManyEnquiries(decision.retryAfterSeconds);
  try {
    return await ctx.db.transaction().execute(async (tx) => {
      const car = await findEnquiryCar(tx, input.car_id, { lock: true });
      // Sold between the first look and now: refused like any sold car.
      assertForSale(car);
      const title = carTitle(car);
      const id = await insertEnquiry(tx, {
        ...input,
        car_id: car.id,
        member_id: car.member_id,
        car_title: title,
        at: now,
      });
      await notifyDealer(tx, ctx, { id, memberId: car.member_id, carTitle: title, input });
      return id;
    });
  } catch (error) {
    // Nothing was written, so the attempt uses up none of the buyer's allowance.
    await refundHits(ctx.db, decision.hits);
    throw error;
  }
}

async function notifyDealer(
  tx: Db,
  ctx: ServiceContext,
  { id, memberId, carTitle, input }: { id: number; memberId: number; carTitle: string; input: NewEnquiry },
) {
  const member = await findRecipient(tx, memberId);
  if (!member) return;
  const message: NotificationMessage = {
    kind: 'enquiry_received',
    carTitle,
    name: input.name,
    phone: input.phone,
    message: input.message,
    preferredTime: input.preferred_time,
    inboxUrl: inboxUrl(ctx, member.language),
  };
  await notifyWithinDealerCap(tx, ctx, { eventKey: `enquiry_received:${id}`, member, message });
}

/** The dealer's enquiry inbox on the site, in the dealer's language: where the buyer's message is read. */
const inboxUrl = (ctx: ServiceContext, lng: 'en' | 'bn') =>
  siteLink(ctx.publicOrigin, '/MemberDashboard#enquiries', lng);
/**
 * A car marked sold closes its open enquiries: the buyers' questions are settled. Called by the stock service
 * inside the transaction that marks the car sold, so both happen or neither.
 */
export function closeEnquiriesOfSoldCar(tx: Db, carId: number, at: Date): Promise<number> {
  return closeOpenEnquiriesOfCar(tx, carId, at);
}
