import { z } from 'zod';
import { TEXT_MAX_LENGTH } from '../constants';
import { zText } from './fields';

export const ZDealerPageInput = z.object({
  member_no: zText({
    max: TEXT_MAX_LENGTH.memberNo,
    digits: true,
    required: 'Member number is required',
  }).describe('The dealer’s member number (what an address /dealers/<member no>-... starts with)'),
});

export const ZDealerPage = z.discriminatedUnion('state', [
  z.object({
    state: z.literal('member'),
    dealer: z.object({
      member_no: z.string(),
      name: z.string(),
      business: z.string(),
      address: z.string(),
      phone: z.string(),
      member_since: z.string().describe('The date the dealer joined the society (YYYY-MM-DD)'),
      verify_path: z
        .string()
        .nullable()
        .describe('The verification page of a dealer in good standing, null otherwise'),
      cars_for_sale: z.number().int(),
    }),
  }),
  z.object({
    state: z.literal('former').describe('No longer a member of the society'),
    member_no: z.string(),
    business: z.string(),
  }),
]);
export type DealerPage = z.infer<typeof ZDealerPage>;
