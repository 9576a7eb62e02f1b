import { z } from 'zod';

/** The online methods the payment form can offer; each is shown only while the server says it works. */
export const ONLINE_METHODS = ['bkash'] as const;

/** The payment form: the amount and the reason are fixed by the row, the method is the member's choice. */
export const ZPayForm = z.object({
  method: z.enum(ONLINE_METHODS, { error: 'Choose a payment method' }),
});
export type PayForm = z.input<typeof ZPayForm>;
