import type { Db } from '@samity/db';
import type { PriceHintSettings } from '@samity/domain';
import { withAudit } from '../audit/with-audit';
import type { AdminContext } from '../service-context';
import { readPriceHintWaitDays, writePriceHintWaitDays } from './price-hint-settings.queries';

/** The price hint's wait (days listed before a car's price counts), from the stock's settings row. */
export function readPriceHintWait(db: Db): Promise<number> {
  return readPriceHintWaitDays(db);
}

export async function priceHintSettings(ctx: AdminContext): Promise<PriceHintSettings> {
  return { min_listed_days: await readPriceHintWaitDays(ctx.db) };
}

/**
 * Sets the wait (issue 37: a setting, no longer a constant); audited with the value before and after. The
 * car pages read it at once: the row's write drops their cached answers (the public read channel).
 */
export async function updatePriceHintSettings(
  ctx: AdminContext,
  input: PriceHintSettings,
): Promise<PriceHintSettings> {
  let before: PriceHintSettings | null = null;
  return withAudit(
    ctx,
    (after: PriceHintSettings) => ({
      action: 'stock.priceHint.settings',
      entity: 'stock_settings',
      before,
      after,
    }),
    async (tx) => {
      // Locked, so two admins' changes at once are recorded in the order they were made, each with its before.
      before = { min_listed_days: await readPriceHintWaitDays(tx, { lock: true }) };
      // A key's change is the key's (the audit row names it), not its creator's.
      const by = ctx.actor.apiKey ? null : ctx.actor.adminId;
      await writePriceHintWaitDays(tx, input.min_listed_days, by, ctx.now());
      return { min_listed_days: input.min_listed_days };
    },
  );
}
