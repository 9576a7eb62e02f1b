import { z } from 'zod';

/** The balance check (GET /api/update-member-balances). */

export const ZBalanceCheck = z.object({
  ok: z.boolean().describe('true when every invariant held'),
  logs: z.array(z.string()),
});
export type BalanceCheck = z.infer<typeof ZBalanceCheck>;
