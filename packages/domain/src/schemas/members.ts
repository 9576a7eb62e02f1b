import { z } from 'zod';
import { MEMBERS_PAGE_SIZE } from '../constants';

/** Query-string numbers: trpc-to-openapi passes strings, tRPC passes numbers; coerce both (ARCH §5). */
const queryInt = (min: number, max: number) => z.coerce.number<number>().int().min(min).max(max);

export const ZMemberListInput = z
  .object({
    limit: queryInt(1, 100).optional().describe(`Page size; the web uses ${MEMBERS_PAGE_SIZE}`),
    offset: queryInt(0, 1_000_000).optional(),
  })
  .refine((v) => v.offset === undefined || v.limit !== undefined, {
    message: 'offset needs limit',
    path: ['offset'],
  });
export type MemberListInput = z.infer<typeof ZMemberListInput>;

export const ZMemberSearchInput = z.object({
  search: z.string().trim().min(1, 'Enter a member number, name or business').max(100),
});

/** A member as the public sees it (spec §3 field names). */
export const ZPublicMember = z.object({
  id: z.number().int(),
  member_no: z.string(),
  name: z.string(),
  father: z.string(),
  business: z.string(),
  address: z.string(),
  phone: z.string(),
  pic: z.string().nullable(),
});
export type PublicMember = z.infer<typeof ZPublicMember>;
