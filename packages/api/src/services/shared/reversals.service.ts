import { AppError, todayInDhaka } from '@samity/domain';
import type { ServiceContext } from '../service-context';
import { assertDatesOpen } from './closed-years.service';

/**
 * What every reversal shares (docs/payments.md, How a correction is made): its refusals and its date. A
 * reversal is dated the Dhaka day it is made, in the open year, whatever year the original is in: an entry
 * of a closed year is corrected in the open one, whose statements show it.
 */

export const alreadyReversed = (reversalId: number) =>
  new AppError('CONFLICT', 'reversal.alreadyReversed', `This entry is already reversed (by ${reversalId}).`, {
    params: { reversal: String(reversalId) },
  });

export const reversalOfReversal = () =>
  new AppError(
    'CONFLICT',
    'reversal.ofReversal',
    'A reversal cannot be reversed: enter the correct amount as a new entry.',
  );

/** Today in Dhaka, refused when it falls in a closed year (checked inside the writing transaction). */
export async function reversalDate(tx: ServiceContext['db'], ctx: ServiceContext): Promise<string> {
  const today = todayInDhaka(ctx.now().getTime());
  await assertDatesOpen(tx, [today]);
  return today;
}
